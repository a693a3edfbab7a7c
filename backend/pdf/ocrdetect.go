package pdf

import (
	"strings"
	"unicode"
)

// A page is read by OCR when an image covers much of it and its text layer is missing or junk.
// Born-digital pages have their text in the layer: a figure with a caption still has its
// caption's letters, so only pages under minPageLetters (or of mostly non-words) qualify; a page
// that is one image edge to edge (a scan) qualifies under maxStampLetters, what a stamp laid over
// a scan ("Downloaded from ...") holds, while a page of text holds thousands. A page of a
// born-digital paper that is one raster figure is not a scan: its text layer still carries the
// caption's label ("Fig. 1."), so it is never read by OCR (figurePage), like any other figure.
const (
	minScanCoverage  = 0.4  // share of the page under its largest image
	fullPageCoverage = 0.85 // an image this large is the page itself
	minPageLetters   = 40   // fewer letters than a line of text: no usable text layer
	maxStampLetters  = 80
	minJunkTokens    = 10  // enough letter runs to judge whether they are words
	minPageWordShare = 0.5 // below this share of word-like runs the layer is junk
)

// textLayer measures p's text layer for the OCR decision: its letters, and whether its letter
// runs are mostly not words (a junk layer, such as a bad OCR laid over a scan).
func textLayer(p *Page) (letters int, junk bool) {
	tokens, wordLikeN := 0, 0
	for _, w := range p.Words {
		for _, r := range w.Text {
			if unicode.IsLetter(r) {
				letters++
			}
		}
		for _, tok := range strings.FieldsFunc(w.Text, func(r rune) bool { return !unicode.IsLetter(r) }) {
			if len([]rune(tok)) < 2 {
				continue
			}
			tokens++
			if wordLike(tok) {
				wordLikeN++
			}
		}
	}
	return letters, tokens >= minJunkTokens && float64(wordLikeN) < minPageWordShare*float64(tokens)
}

// figurePage reports whether p's text layer holds a figure or table caption's label ("Fig. 1",
// "Figure 2:", "TABLE IV"): the page was typeset, its picture is a figure, not a scanned page.
func figurePage(p *Page) bool {
	for i := 0; i+1 < len(p.Words); i++ {
		switch strings.ToLower(strings.TrimRight(p.Words[i].Text, ".")) {
		case "fig", "figure", "table", "plate":
		default:
			continue
		}
		next := strings.TrimRight(p.Words[i+1].Text, ".:")
		if next == "" {
			continue
		}
		if r := []rune(next)[0]; unicode.IsDigit(r) || strings.Trim(next, "IVXLC") == "" {
			return true
		}
	}
	return false
}

// maybeScan is the cheap first test: only then are the page's images measured.
func maybeScan(letters int, junk bool) bool { return junk || letters < maxStampLetters }

// needsOCR reports whether a page whose largest image covers the share coverage of it, with
// letters letters in its text layer (junk or not), is a scan to read by OCR.
func needsOCR(letters int, junk bool, coverage float64) bool {
	if coverage < minScanCoverage {
		return false
	}
	return junk || letters < minPageLetters || (coverage >= fullPageCoverage && letters < maxStampLetters)
}
