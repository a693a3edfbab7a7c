package pdfmeta

import (
	"math"

	"carrel/backend/domain"
)

// familyInitialBlock reads the first block of "Family, Initials" bylines (familyInitialNames)
// on page 1, or on page 2 when page 1 holds none (a cover or a journal's banner page): lines
// at one size (±15 %), in the page's reading order, with at most scanGap other lines between
// them (each name's affiliation or address), wherever on the page they stand, since such
// bylines are set beside the title, under it, below the abstract or at the page's foot. A
// block is read when it holds two names or more, or one that carries a mark, a degree or an
// address; a paragraph or a section heading ends it. The names are read by rows, as a grid of
// names is read ("Bang, D.  Sung, I.  Piao, Y." over "Lee, S.  Kim, S.").
func familyInitialBlock(pages [][]line) []domain.Author {
	for _, page := range pages {
		if block := familyInitialRun(page); len(block) > 0 {
			sortRows(block)
			var names [][]string
			for _, l := range block {
				ns, _ := familyInitialNames(nameText(l))
				names = append(names, ns...)
			}
			return toAuthors(names)
		}
	}
	return nil
}

// familyInitialRun is the lines of familyInitialBlock's block on one page, or nil.
func familyInitialRun(page []line) []line {
	var block []line
	size, gap, names, marked := 0.0, 0, 0, false
	done := func() bool { return names > 1 || names == 1 && marked }
	for _, l := range page {
		if l.vertical {
			continue
		}
		ns, mk := familyInitialNames(nameText(l))
		if ns != nil && len(block) > 0 && math.Abs(l.size-size) > 0.15*size {
			if done() {
				return block
			}
			block = nil // another size: the earlier line was no byline
		}
		if ns != nil {
			if len(block) == 0 {
				size, names, marked = l.size, 0, false
			}
			block, gap, names, marked = append(block, l), 0, names+len(ns), marked || mk
			continue
		}
		if len(block) == 0 {
			continue
		}
		if gap++; gap > scanGap || headingStop(l) || runningText(l.text) {
			if done() {
				return block
			}
			block = nil
		}
	}
	if done() {
		return block
	}
	return nil
}
