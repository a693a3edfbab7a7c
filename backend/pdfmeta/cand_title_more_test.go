package pdfmeta

import (
	"strings"
	"testing"

	"carrel/backend/domain"
	"carrel/backend/pdf"
)

// TestLabelPrefix checks which leading labels the stripped title candidate removes.
func TestLabelPrefix(t *testing.T) {
	for text, want := range map[string]bool{
		"Data Descriptor: A global dataset of crowdsourced land cover": true,
		"Research Paper | Deep nets for tables":                        true,
		"Qian et al. | Title of the paper here":                        true,
		"Original Article":                                             true,
		"Article in IET Control Theory & Applications":                 false,
		"Review of deep learning methods":                              false,
		"Letters from the front":                                       false,
	} {
		if got := labelPrefixRe.MatchString(text); got != want {
			t.Errorf("%q: label %v, want %v", text, got, want)
		}
	}
}

// TestCutAuthorsHead checks the venue left when a running head starts with the authors.
func TestCutAuthorsHead(t *testing.T) {
	as := []domain.Author{{Family: "Campbell"}, {Family: "Olteanu"}, {Family: "Kull"}}
	if got := cutAuthorsHead("352 Cary Campbell, Alin Olteanu, Kalevi KullSign Systems Studies 47(3/4), 2019, 352–381", as); got != "Sign Systems Studies 47(3/4), 2019, 352–381" {
		t.Errorf("got %q", got)
	}
	if got := cutAuthorsHead("Journal of Things 12 (2019) Campbell", as); got != "" {
		t.Errorf("a banner not led by the authors: got %q", got)
	}
	if got := cutAuthorsHead("Campbell et al. Sign Systems Studies (2019) 47:3", as[:1]); got != "Sign Systems Studies (2019) 47:3" {
		t.Errorf("et al.: got %q", got)
	}
}

func TestCleanTitleChapterNumber(t *testing.T) {
	for in, want := range map[string]string{
		"3.A MULTI-DIMENSIONAL TYPOLOGY OF GAMES": "A MULTI-DIMENSIONAL TYPOLOGY OF GAMES",
		"Chapter 7: Methods of Things":            "Methods of Things",
		"12. Learning to Rank Things":             "Learning to Rank Things",
		"3D Printing of Bones":                    "3D Printing of Bones",
		"1.5 Degrees of Warming":                  "1.5 Degrees of Warming",
		"Part II Foundations of Logic":            "Foundations of Logic",
		"Sorting in 𝑂(𝑛 log 𝑛) Time":              "Sorting in O(n log n) Time",
	} {
		if got := cleanTitle(in); got != want {
			t.Errorf("cleanTitle(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSmallCapsText(t *testing.T) {
	w := func(text string, x0, x1, size float64) pdf.Word {
		return pdf.Word{Text: text, X0: x0, X1: x1, Y0: 100, Y1: 100 + size, FontSize: size}
	}
	l := line{words: []pdf.Word{w("A", 105.4, 117.5, 16.75), w("DAM", 118.3, 150.7, 13.4), w(":", 151.5, 156.2, 16.75),
		w("A", 162.2, 174.3, 16.75), w("M", 179.3, 194.2, 16.75), w("ETHOD", 195.1, 243.8, 13.4)}}
	l.text = "A DAM : A M ETHOD"
	if got := smallCapsText(l); got != "ADAM: A METHOD" {
		t.Errorf("smallCapsText = %q", got)
	}
	l = line{words: []pdf.Word{w("A", 100, 110, 12), w("Method", 113, 160, 12)}, text: "A Method"}
	if got := smallCapsText(l); got != "A Method" {
		t.Errorf("plain line changed: %q", got)
	}
}

func TestTitleLinesRefused(t *testing.T) {
	for text, want := range map[string]bool{
		"Date of publication xxxx 00, 0000, date of current version xxxx 00, 0000.": false,
		"CHAPTER 3":                              false,
		"Chapter IV":                             false,
		"Original Paper":                         false,
		"Case Report":                            false,
		"A Chapter in the Life of Sparse Models": true,
	} {
		if got := titleCandidate(line{text: text}); got != want {
			t.Errorf("titleCandidate(%q) = %v, want %v", text, got, want)
		}
	}
}

func TestTitleWords(t *testing.T) {
	for s, want := range map[string]bool{
		"A Practitioner's Guide to Learning Systems": true,
		"Xochitl Quetzalcoatl":                       false,
		"John Smith":                                 false,
	} {
		if got := titleWords(s); got != want {
			t.Errorf("titleWords(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestSubtitled(t *testing.T) {
	mk := func(text string, y, size float64) line {
		var ws []pdf.Word
		x := 100.0
		for _, f := range strings.Fields(text) {
			w := float64(len(f)) * size * 0.5
			ws = append(ws, pdf.Word{Text: f, X0: x, X1: x + w, Y0: y, Y1: y + size, FontSize: size})
			x += w + size*0.3
		}
		return line{page: 1, pw: 600, ph: 800, words: ws, text: text, x0: 100, x1: x, y0: y, y1: y + size, size: size}
	}
	title := []line{mk("Learning to Rank Things", 100, 18), mk("for Search Engines", 122, 18)}
	sub := mk("A Practical Guide to Ranking Models", 146, 13)
	author := mk("Xochitl Quetzalcoatl", 166, 12)
	h := &header{body: 10, pages: [][]line{append(append([]line{}, title...), sub, author)}}
	c := Candidate{Text: "Learning to Rank Things for Search Engines", Features: map[string]float64{"layout": 1}, lines: title}
	if got := h.subtitled(c); got != "Learning to Rank Things for Search Engines: A Practical Guide to Ranking Models" {
		t.Errorf("subtitled = %q", got)
	}
	h.pages[0] = append(append([]line{}, title...), author)
	if got := h.subtitled(c); got != "" {
		t.Errorf("an author line read as a subtitle: %q", got)
	}
}

func TestPatentTitle(t *testing.T) {
	page := "(19) United States\n(12) Patent Application Publication (10) Pub. No.: US 2018/0249964 A1\nSmith et al. (43) Pub. Date: Sep. 6, 2018\n" +
		"(54) HYBRID ACTUATOR FOR A HAND\nEXOSKELETON\n(71) Applicant: Some University, City (US)\n(72) Inventors: Jane Smith, City (US)"
	h := &header{doc: &pdf.Doc{}, texts: []string{page}, body: 10}
	if got := h.patentTitle(); got != "HYBRID ACTUATOR FOR A HAND EXOSKELETON" {
		t.Errorf("patentTitle = %q", got)
	}
	h.texts = []string{"We prove (54) holds. (55) follows."}
	if got := h.patentTitle(); got != "" {
		t.Errorf("an equation number read as a patent's title: %q", got)
	}
}
