package pdfmeta

import (
	"math"
	"strings"

	"carrel/backend/domain"
)

// Names set above the title (some publishers put the byline first). Since s14-lostnames the
// block is read upward from its last line of names over the whole byline as publishers set it
// there: names grouped by affiliation ("Anna Smith, Bo Li" / "University of Leeds" / "Carl
// Jones" / "ETH Zurich"), a list wrapped with an e-mail note at the head of its second line,
// and a date line between the byline and the title, which had put the byline's first rows
// outside the reader's window.

// aboveWindow is how far above the title, in page heights, the byline's last line of names may
// sit; aboveLeading is the widest gap, in sizes, between two lines of the block.
const (
	aboveWindow  = 0.08
	aboveLeading = 1.5
)

// namesAbove reads the names printed above the title: the last line of names within aboveWindow
// of it (its anchor), with the lines of the block above it (names at its size, and between
// them single affiliation or e-mail lines), top first.
func namesAbove(page1 []line, title []line) []domain.Author {
	if len(title) == 0 {
		return nil
	}
	top := title[0]
	window := aboveWindow
	if sparseCover(page1, top) {
		window = 1 // a cover of a few lines sets its byline anywhere above the title
	}
	var pool []line
	for _, l := range page1 {
		if !l.vertical && l.y1 <= top.y0+1 && l.size <= top.size && letters(l.text) > 0 {
			pool = append(pool, l)
		}
	}
	sortRows(pool)
	anchor := -1
	var first [][]string
	for i := len(pool) - 1; i >= 0 && anchor < 0; i-- {
		l := pool[i]
		if l.y0 < top.y0-window*l.ph {
			break
		}
		if names, ok := splitNames(nameText(l)); ok {
			anchor, first = i, names
		}
	}
	if anchor < 0 {
		return nil
	}
	rows := [][][]string{first}
	blockTop, size, skipped := pool[anchor], pool[anchor].size, 0
	for j := anchor - 1; j >= 0; j-- {
		l := pool[j]
		sameRow := math.Abs(l.y0-blockTop.y0) < 0.6*l.size
		if !sameRow && blockTop.y0-l.y1 > aboveLeading*l.size {
			break // a gap wider than the block's leading: the block's top
		}
		names, ok := splitNames(nameText(l))
		switch {
		case ok && math.Abs(l.size-size) <= 0.1*size:
			rows = append([][][]string{names}, rows...)
			skipped = 0
		case isAffiliation(l.text) || emailLine(l.text):
			if skipped++; skipped > 1 {
				return stackAuthors(joinRows(rows))
			}
		default:
			return stackAuthors(joinRows(rows))
		}
		blockTop = l
	}
	return stackAuthors(joinRows(rows))
}

// joinRows is the rows' names in order.
func joinRows(rows [][][]string) [][]string {
	var out [][]string
	for _, r := range rows {
		out = append(out, r...)
	}
	return out
}

// emailLine reports a line that holds an e-mail address (one the splitter reads no names in):
// a byline's address line between its names.
func emailLine(s string) bool { return strings.Contains(s, "@") }

// sparseCover reports whether page 1 is a cover of at most coverBlockLines lines with the title
// set low, below its upper quarter: such a cover ("B. Jackowski, J. M. Nowacki and P.
// Strzelczyk" near the top, the title under the page's middle, s16's ap-info) leaves its byline
// far above the title, where a paper's byline is never more than a few lines up.
func sparseCover(page1 []line, top line) bool {
	return len(page1) > 0 && page1[0].page == 1 && len(page1) <= coverBlockLines && top.y0 > 0.25*top.ph
}
