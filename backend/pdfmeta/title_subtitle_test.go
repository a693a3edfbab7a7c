package pdfmeta

import (
	"strings"
	"testing"

	"carrel/backend/pdf"
)

// TestTitlePublisherLayouts runs made-up publisher first pages (synth-papers' publisher.tex
// drew them) through the embedded model: a title ending in a colon over its subtitle set barely
// above the body size, a subtitle whose words could pass for names, a short head "Position:"
// too short to seed a block, and a title in capitals of one or two words a line.
func TestTitlePublisherLayouts(t *testing.T) {
	for _, tc := range []struct {
		name, title string
		rows        []synthRow
	}{
		{"subtitle barely above the body size", "Coastal Drift: Surprisingly Easy Estimates from Buoy Records", titlePage(
			synthRow{y: 60, size: 9, cells: []string{"Research Article"}},
			synthRow{y: 90, size: 14.3, cells: []string{"Coastal Drift:"}},
			synthRow{y: 108, size: 10.6, cells: []string{"Surprisingly Easy Estimates from Buoy Records"}},
			synthRow{y: 150, size: 10, cells: []string{"Anna Smith and Bo Li"}})},
		{"subtitle that reads as two names", "PRIVATE COASTAL SEDIMENT DRIFT FROM BUOYS: Separations and Faster Rates", titlePage(
			synthRow{y: 90, size: 14.3, cells: []string{"PRIVATE COASTAL SEDIMENT DRIFT"}},
			synthRow{y: 108, size: 14.3, cells: []string{"FROM BUOYS:"}},
			synthRow{y: 126, size: 12, cells: []string{"Separations and Faster Rates"}},
			synthRow{y: 150, size: 10, cells: []string{"Anna Smith and Bo Li"}})},
		{"a one-word head over its subtitle", "Position: Coastal Sediment Drift Is the Next Frontier in Storm Research", titlePage(
			synthRow{y: 40, size: 20.7, cells: []string{"Neurocomputing"}},
			synthRow{y: 64, size: 9, cells: []string{"Volume 32, Issue 8, February 2024"}},
			synthRow{y: 90, size: 14.3, cells: []string{"Position:"}},
			synthRow{y: 108, size: 12, cells: []string{"Coastal Sediment Drift Is the Next Frontier in Storm Research"}},
			synthRow{y: 150, size: 10, cells: []string{"Anna Smith and Bo Li"}})},
		{"a capitals head read alone as a logo", "DRIFT3: Joint Drift Search Using Buoy Pretraining", titlePage(
			synthRow{y: 90, size: 20.7, cells: []string{"DRIFT3:"}},
			synthRow{y: 114, size: 12, cells: []string{"Joint Drift Search Using Buoy Pretraining"}},
			synthRow{y: 150, size: 10, cells: []string{"Anna Smith and Bo Li"}})},
		{"a journal's name of no known pattern over its volume line", "Efficient Inference for Coastal Sediment Drift under Seasonal Storms", titlePage(
			synthRow{y: 40, size: 20.7, cells: []string{"Ocean Floor Dynamics"}},
			synthRow{y: 64, size: 9, cells: []string{"Volume 33, Issue 1, March 2020"}},
			synthRow{y: 90, size: 14.3, cells: []string{"Efficient Inference for Coastal Sediment Drift"}},
			synthRow{y: 108, size: 14.3, cells: []string{"under Seasonal Storms"}},
			synthRow{y: 150, size: 10, cells: []string{"Anna Smith and Bo Li"}})},
		{"a compound word longer than a garbled token's length", "Efficient semidefinite-programming-based inference for coastal sediment drift", titlePage(
			synthRow{y: 40, size: 20.7, cells: []string{"Ocean Floor Dynamics"}},
			synthRow{y: 64, size: 9, cells: []string{"Volume 33, Issue 1, March 2020"}},
			synthRow{y: 90, size: 14.3, cells: []string{"Efficient semidefinite-programming-based inference"}},
			synthRow{y: 108, size: 14.3, cells: []string{"for coastal sediment drift"}},
			synthRow{y: 150, size: 10, cells: []string{"Anna Smith and Bo Li"}})},
		{"capitals in a narrow column, a six-letter line", "PARALLEL DOUBLE GREEDY SUBMODULAR MAXIMIZATION", titlePage(
			synthRow{y: 90, size: 20.7, cells: []string{"PARALLEL DOUBLE"}},
			synthRow{y: 115, size: 20.7, cells: []string{"GREEDY"}},
			synthRow{y: 140, size: 20.7, cells: []string{"SUBMODULAR"}},
			synthRow{y: 165, size: 20.7, cells: []string{"MAXIMIZATION"}},
			synthRow{y: 200, size: 10, cells: []string{"Anna Smith and Bo Li"}})},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := ExtractPaper(synthDoc(tc.rows))
			if m.Title != tc.title {
				t.Errorf("title %q, want %q", m.Title, tc.title)
			}
		})
	}
}

// TestLayoutTitleSmallCaps reads a title set in false small capitals whose middle line has more
// small letters than capitals: its median word is a small letter's size, yet it is the title's.
func TestLayoutTitleSmallCaps(t *testing.T) {
	// a word marked "^" is a large capital, glued to the small capitals after it
	mk := func(y float64, words ...string) line {
		var ws []pdf.Word
		x := 60.0
		for i, w := range words {
			size := 11.5
			if i > 0 && (strings.HasPrefix(w, "^") || !strings.HasPrefix(words[i-1], "^")) {
				x += 5 // a word gap, unless the word follows its capital
			}
			if strings.HasPrefix(w, "^") {
				w, size = w[1:], 14.3
			}
			wd := float64(len(w)) * size * 0.6
			ws = append(ws, pdf.Word{Text: w, X0: x, X1: x + wd, Y0: y, Y1: y + size, FontSize: size})
			x += wd + 0.5
		}
		return newLine(&pdf.Page{Number: 1, Width: 600, Height: 800}, ws)
	}
	ls := []line{
		mk(100, "^P", "REDICTIVE", "^P", "OWERED", "^I", "NFERENCE", "FOR", "^H", "EALTH"),
		mk(118, "^O", "PTICAL", "^C", "OHERENCE", "TO", "^S", "CANS", "OF", "^M", "ULTIPLE", "^S", "CLEROSIS"),
		mk(136, "^D", "ISEASE", "^P", "ROGRESSION"),
	}
	ls[0].size, ls[2].size = 14.3, 14.3 // as the extractor's median reads those lines
	got, _ := layoutTitle(ls)
	if want := "PREDICTIVE POWERED INFERENCE FOR HEALTH OPTICAL COHERENCE TO SCANS OF MULTIPLE SCLEROSIS DISEASE PROGRESSION"; got != want {
		t.Errorf("layoutTitle = %q, want %q", got, want)
	}
	// a paragraph opening on a drop capital ("T" + "HIS") is no small-capitals line
	drop := mk(300, "^T", "HIS", "paper", "studies", "the", "drift", "of", "coastal", "sediment")
	drop.words[0].FontSize, drop.words[0].Y1 = 30, 330
	if got := capsSize(drop); got != drop.size {
		t.Errorf("a drop capital sized its line %.1f, want %.1f", got, drop.size)
	}
	if !strings.Contains(smallCapsText(ls[1]), "OPTICAL") {
		t.Fatalf("the made-up line is not read as small capitals: %q", smallCapsText(ls[1]))
	}
}
