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
		at := familyInitialRun(page)
		if len(at) == 0 {
			continue
		}
		block := make([]line, 0, len(at))
		for _, i := range withRowMates(page, at) {
			block = append(block, page[i])
		}
		sortRows(block)
		var names [][]string
		for _, l := range block {
			ns, _ := familyInitialNames(nameText(l))
			names = append(names, ns...)
		}
		return toAuthors(names)
	}
	return nil
}

// familyInitialRun is where familyInitialBlock's block stands on one page (its lines'
// indices), or nil.
func familyInitialRun(page []line) []int {
	var block []int
	size, gap, names, marked := 0.0, 0, 0, false
	done := func() bool { return names > 1 || names == 1 && marked }
	for i, l := range page {
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
			block, gap, names, marked = append(block, i), 0, names+len(ns), marked || mk
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

// withRowMates adds to a block the lines of the page at its size, within its rows, that read
// as such names too: a grid whose columns the page lists one after another, the block's run
// ending before its last columns ("Zhang, X.  Liang, X.  Zheng, X.  Wu, B." over their places).
func withRowMates(page []line, at []int) []int {
	size := page[at[0]].size
	top, bottom := page[at[0]].y0, page[at[0]].y0
	in := map[int]bool{}
	for _, i := range at {
		top, bottom, in[i] = math.Min(top, page[i].y0), math.Max(bottom, page[i].y0), true
	}
	for i, l := range page {
		if in[i] || l.vertical || l.y0 < top-0.3*size || l.y0 > bottom+0.3*size || math.Abs(l.size-size) > 0.15*size {
			continue
		}
		if ns, _ := familyInitialNames(nameText(l)); ns != nil {
			at = append(at, i)
		}
	}
	return at
}
