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

// TestPageSkew: a line of words falling 3 pixels per 100 gives a skew of 0.03, descenders
// notwithstanding, and levelLine brings its words' bottoms level about the middle.
func TestPageSkew(t *testing.T) {
	var words []ocrWord
	for line := 1; line <= 3; line++ {
		for i := range 8 {
			left := 100 + 120*i
			bot := 200*line + 3*(left+50)/100
			if i == 2 {
				bot += 8 // a descender
			}
			words = append(words, ocrWord{text: "word", left: left, right: left + 100, top: bot - 30, bot: bot, line: line})
		}
	}
	s := pageSkew(words)
	if s < 0.029 || s > 0.031 {
		t.Fatalf("pageSkew = %.4f, want 0.03", s)
	}
	level := levelLine(words[:8], s)
	for i, w := range level {
		if i != 2 && (w.bot < level[0].bot-1 || w.bot > level[0].bot+1) {
			t.Errorf("levelled word %d bottom %d, first word's %d", i, w.bot, level[0].bot)
		}
	}
	if got := pageSkew(words[:2]); got != 0 {
		t.Errorf("pageSkew of a two-word line = %v, want 0", got)
	}
}
