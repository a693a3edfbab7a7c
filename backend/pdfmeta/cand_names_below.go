package pdfmeta

import (
	"math"
	"strings"

	"carrel/backend/domain"
)

// belowAbstractNames reads a byline set under the abstract (s17-nometa, synthR41/R31: "X
// Deng, PhD1 · P Wang, PhD1" after the abstract and its keywords; "Suditu N.† Fleuret F.‡"; a
// list wrapped over two lines): every other name reader stops at the abstract or reads only
// the page's upper part. On page 1, between the abstract's first line and the first numbered
// section heading, the first line that splits wholly into names that the lexicon backs or
// that carry marks (a superscript, a footnote symbol, a degree: what a byline prints and a
// sentence does not), with the lines at its size right under it that split so too.
func belowAbstractNames(page []line) []domain.Author {
	start := -1
	for i, l := range page {
		if abstractStart.MatchString(smallCapsText(l)) {
			start = i
			break
		}
	}
	if start < 0 {
		return nil
	}
	var toks [][]string
	size := 0.0
	for _, l := range page[start+1:] {
		if l.vertical {
			continue
		}
		if sectionHead(l.text) {
			break
		}
		text := nameText(l)
		names, ok := splitNames(text)
		if len(toks) > 0 {
			if !ok || math.Abs(l.size-size) > 0.15*size {
				break
			}
			toks = append(toks, names...)
			continue
		}
		if ok && (lexiconBacked(names) || cleanNameText(text) != text) && !hasTitleWord(names) {
			toks, size = names, l.size
		}
	}
	return stackAuthors(toks)
}

// sectionHead reports the first numbered section's heading ("1 Introduction", "I.
// INTRODUCTION"), which ends the page's front matter.
func sectionHead(t string) bool {
	t = strings.TrimSpace(t)
	return numberedHeading(t) != "" || len(strings.Fields(t)) <= 3 && strings.Contains(strings.ToLower(t), "introduction")
}
