package pdf

import (
	"context"
	"os"
	"strings"
	"testing"

	"carrel/backend/internal/shareddata"
)

// TestOCRLinesJoinSentences (issue 25): on cermine_simple.pdf, a scan whose right margin is
// speckled, Tesseract puts the words at the right edge in blocks of their own; the OCR'd lines
// still join into sentences across line ends as a text layer's do, with those edge words in them.
func TestOCRLinesJoinSentences(t *testing.T) {
	requireTesseract(t)
	data, err := os.ReadFile(shareddata.Require(t, "testdata/pdfs/cermine_simple.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	x := isolatedExtractor(t, Options{OCR: OCROptions{Enabled: true}})
	doc, err := x.Extract(context.Background(), data)
	if err != nil {
		t.Fatal(err)
	}
	p := doc.Pages[0]
	var sents []string
	for _, s := range p.Sentences {
		var ws []string
		for _, w := range p.Words[s.FirstWord : s.LastWord+1] {
			ws = append(ws, w.Text)
		}
		sents = append(sents, strings.Join(ws, " "))
		t.Logf("sentence: %s", sents[len(sents)-1])
	}
	for _, c := range []struct{ anchor, with string }{
		{"dominant part of the hydrogen", "this we can conclude"},
		{"dominant part of the hydrogen", "originates from the silane radical"},
		{"as determined by ERDA", "0.10; in the cross-experiment"},
		{"mechanism appears to be", "surface."},
		{"is identical for", "the tested range is from 100"},
		{"This suggests that the H", "magnitude as the flux of silane radicals"},
		{"The behavior of the film refractive index", "deuterium content"},
		{"the responsible mechanism", "releasing hydrogen molecules"},
	} {
		found := false
		for _, s := range sents {
			if strings.Contains(s, c.anchor) {
				found = true
				if !strings.Contains(s, c.with) {
					t.Errorf("the sentence holding %q lacks %q: %q", c.anchor, c.with, s)
				}
			}
		}
		if !found {
			t.Errorf("no sentence holds %q", c.anchor)
		}
	}
}
