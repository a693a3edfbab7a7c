package eval

import (
	"strings"
	"testing"

	"carrel/backend/pdf"
)

func TestFitCalibratorLearnsWrongFromRight(t *testing.T) {
	var rows []confRow
	for i := range 40 {
		// a right value has a high margin; a wrong one a low margin and often a keyword list's semicolons
		rows = append(rows, confRow{f: map[string]float64{"margin": 0.6 + 0.01*float64(i%10)}, ok: true, w: 1})
		if i%4 == 0 {
			rows = append(rows, confRow{f: map[string]float64{"margin": 0.1 + 0.01*float64(i%10), "semicolons": 1}, ok: false, w: 1})
		}
	}
	c := fitCalibrator(rows, 1, map[string]float64{"blurb": -3})
	if c.Weights["margin"] <= 0 || c.Weights["semicolons"] >= 0 {
		t.Fatalf("weights %v: margin must count for, semicolons against", c.Weights)
	}
	right := c.Apply(map[string]float64{"margin": 0.7})
	wrong := c.Apply(map[string]float64{"margin": 0.1, "semicolons": 1})
	if right < 0.5 || wrong > 0.5 {
		t.Errorf("right %.2f, wrong %.2f: want right above and wrong below 0.5", right, wrong)
	}
	if w := c.Weights["blurb"]; w > -2.9 || w < -3.1 {
		t.Errorf("blurb, never seen, weighs %v: want its prior -3", w)
	}
	if b := c.Apply(map[string]float64{"margin": 0.7, "blurb": 1}); b >= right {
		t.Errorf("a blurb must lower the confidence (%.2f, without %.2f)", b, right)
	}
}

func TestEraseTitle(t *testing.T) {
	page := pdf.Page{Number: 1, Words: []pdf.Word{
		{Text: "Journal", Line: 0}, {Text: "of", Line: 0}, {Text: "Results", Line: 0},
		{Text: "Measuring", Line: 1}, {Text: "Coastal", Line: 1}, {Text: "Drift", Line: 1},
		{Text: "under", Line: 2}, {Text: "Storms", Line: 2},
		{Text: "Anna", Line: 3}, {Text: "Smith", Line: 3},
	}}
	doc := &pdf.Doc{Pages: []pdf.Page{page}}
	out := eraseTitle(doc, "Measuring Coastal Drift under Storms")
	if out == nil {
		t.Fatal("nothing erased")
	}
	if got := out.Pages[0].Text; got != "Journal of Results\nAnna Smith" {
		t.Errorf("text %q", got)
	}
	if len(doc.Pages[0].Words) != 10 {
		t.Error("the original document was changed")
	}
	if eraseTitle(doc, "A Title Printed Nowhere on This Page") != nil {
		t.Error("a title printed nowhere erased something")
	}
	if !strings.Contains(foldKey("Café — Déjà Vu"), "cafedejavu") {
		t.Errorf("foldKey %q", foldKey("Café — Déjà Vu"))
	}
}

func TestEraseAuthors(t *testing.T) {
	page := pdf.Page{Number: 1, Height: 800, Words: []pdf.Word{
		{Text: "Smith", Line: 0, Y0: 20, Y1: 28}, {Text: "et", Line: 0, Y0: 20, Y1: 28}, {Text: "al.", Line: 0, Y0: 20, Y1: 28},
		{Text: "Smith's", Line: 1, Y0: 100, Y1: 112}, {Text: "Rule", Line: 1, Y0: 100, Y1: 112}, {Text: "Revisited", Line: 1, Y0: 100, Y1: 112},
		{Text: "Anna", Line: 2, Y0: 130, Y1: 140}, {Text: "Smith", Line: 2, Y0: 130, Y1: 140}, {Text: "and", Line: 2, Y0: 130, Y1: 140},
		{Text: "Bo", Line: 2, Y0: 130, Y1: 140}, {Text: "Li", Line: 2, Y0: 130, Y1: 140},
		{Text: "University", Line: 3, Y0: 150, Y1: 160}, {Text: "of", Line: 3, Y0: 150, Y1: 160}, {Text: "Leeds", Line: 3, Y0: 150, Y1: 160},
		{Text: "anna.smith@leeds.ac.uk", Line: 4, Y0: 165, Y1: 175},
	}}
	doc := &pdf.Doc{Pages: []pdf.Page{page}}
	out := eraseAuthors(doc, [][2]string{{"Anna", "Smith"}, {"Bo", "Li"}}, "Smith's Rule Revisited")
	if out == nil {
		t.Fatal("nothing erased")
	}
	// the running head and the title stay; the author line and the address go
	if got := out.Pages[0].Text; got != "Smith et al.\nSmith's Rule Revisited\nUniversity of Leeds" {
		t.Errorf("text %q", got)
	}
	if len(doc.Pages[0].Words) != 15 {
		t.Error("the original document was changed")
	}
	if eraseAuthors(doc, [][2]string{{"Carl", "Jones"}}, "Smith's Rule Revisited") != nil {
		t.Error("names printed nowhere erased something")
	}
}

func TestEraseVenue(t *testing.T) {
	page := pdf.Page{Number: 1, Words: []pdf.Word{
		{Text: "Energy", Line: 0}, {Text: "and", Line: 0}, {Text: "Buildings", Line: 0}, {Text: "190", Line: 0}, {Text: "(2019)", Line: 0},
		{Text: "Measuring", Line: 1}, {Text: "Coastal", Line: 1}, {Text: "Drift", Line: 1},
		{Text: "Proceedings", Line: 2}, {Text: "of", Line: 2}, {Text: "the", Line: 2},
		{Text: "Royal", Line: 3}, {Text: "Society", Line: 3},
		{Text: "Anna", Line: 4}, {Text: "Smith", Line: 4},
	}}
	doc := &pdf.Doc{Pages: []pdf.Page{page}}
	out := eraseVenue(doc, "Energy and Buildings")
	if out == nil {
		t.Fatal("nothing erased")
	}
	// the banner that holds the venue goes; the rest stays
	if got := out.Pages[0].Text; got != "Measuring Coastal Drift\nProceedings of the\nRoyal Society\nAnna Smith" {
		t.Errorf("text %q", got)
	}
	// a venue broken over lines: each line the venue holds goes
	if got := eraseVenue(doc, "Proceedings of the Royal Society").Pages[0].Text; got != "Energy and Buildings 190 (2019)\nMeasuring Coastal Drift\nAnna Smith" {
		t.Errorf("broken venue: text %q", got)
	}
	if len(doc.Pages[0].Words) != 15 {
		t.Error("the original document was changed")
	}
	if eraseVenue(doc, "Journal of Nowhere") != nil {
		t.Error("a venue printed nowhere erased something")
	}
}
