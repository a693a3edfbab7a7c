package pdfmeta

import (
	"testing"

	"carrel/backend/pdf"
)

// noteTitlePage is a made-up package note: a title set large, its author, and running text; the
// title line is given.
func noteTitlePage(title string) *pdf.Doc {
	p1 := `
c 80 17 ` + title + `
c 110 11 Anna Kowalski
c 126 9 University of Leeds, Leeds, UK
` + body(170, 30)
	return &pdf.Doc{PageCount: 1, Pages: []pdf.Page{freePage(1, p1)}}
}

// TestTitleConfidenceSentence: a sentence of the front matter set where the title goes ("This
// package is based on …") is read as the title all the same, and gets a clearly lower
// confidence than the same page's real title, which is shown as read; one of more than 20 words
// (a paragraph set large) is marked "check" (embedded models).
func TestTitleConfidenceSentence(t *testing.T) {
	const real = "Tibetan Typesetting for Plain TeX"
	const sentence = "This package is based on earlier works by other authors and would not be possible without them."
	const paragraph = "This package is based on earlier works by Schwartz, Sparkes, Sirlin, Steiner and Preining, and it would not be possible without their many contributions."
	right := ExtractPaper(noteTitlePage(real))
	cr := right.Confidence["title"]
	if right.Title != real || cr < CheckBelow {
		t.Fatalf("real title %q at %.2f, want %q shown as read", right.Title, cr, real)
	}
	for _, c := range []struct {
		text  string
		check bool
	}{{sentence, false}, {paragraph, true}} {
		m := ExtractPaper(noteTitlePage(c.text))
		if m.Title != c.text {
			t.Errorf("title %q, want %q (the case no longer tests the mark)", m.Title, c.text)
			continue
		}
		cw := m.Confidence["title"]
		if cw > cr-0.15 {
			t.Errorf("%q: confidence %.2f, want clearly under the real title's %.2f", c.text, cw, cr)
		}
		if c.check && cw >= CheckBelow {
			t.Errorf("%q: confidence %.2f, want it marked check (under %.2f)", c.text, cw, CheckBelow)
		}
	}
	f := DefaultHeaderModel().TraceConfidence(noteTitlePage(sentence))["title"]
	if f["sentence"] != 1 || f["long"] != 0 {
		t.Errorf("sentence features: sentence %v, long %v, want 1 and 0 (all: %v)", f["sentence"], f["long"], f)
	}
}

// TestTitleReadsAsSentence: running text reads as a sentence; titles, a question among them,
// do not.
func TestTitleReadsAsSentence(t *testing.T) {
	for text, want := range map[string]bool{
		"This package is based on earlier works by Schwartz and Sparkes.": true,
		"We describe a parser for bibliographies in plain TeX":            true,
		"The parser was written for the archive and has been used since.": true,
		"Learning to Rank with Partially Labelled Lists":                  false,
		"Is Attention All You Need for Machine Translation?":              false,
		"The implementation of Smooth Particle Hydrodynamics in LAMMPS.":  false,
		"Tibetan Typesetting for Plain TeX":                               false,
	} {
		if got := titleReadsAsSentence(text); got != want {
			t.Errorf("titleReadsAsSentence(%q) = %v, want %v", text, got, want)
		}
	}
}
