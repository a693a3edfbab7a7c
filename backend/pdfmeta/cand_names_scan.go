package pdfmeta

import (
	"math"

	"carrel/backend/domain"
)

// scanGap is how many rows of lines that are not names (affiliations, addresses, e-mail) may
// sit between two name lines of one author block; a row of a grid's columns counts once.
const scanGap = 4

// lexiconScan reads names by what their words are, whatever the publisher's layout: every line
// in the upper 60% of the page, below the title when one is given, that splits wholly into
// names the lexicon mostly knows, at the size of the first such line. Unlike lexiconNames it
// steps over the lines between them, so names printed each above its own affiliation
// ("Arianna Ciula / Department of Humanities, … / Øyvind Eide / …") are read as one list, as
// long as no name line holds more than two names. It stops at the abstract or after scanGap
// lines without a name, or at a paragraph once names were read.
func lexiconScan(ls []line, title []line) []domain.Author {
	area := nameArea(ls, title)
	var toks [][]string
	size, gap, widest, rowY := 0.0, 0, 0, -1.0
	// before the block, the lines of one or two names the lexicon does not know: the block's
	// head when its first known name comes within scanGap lines at their size ("Panagis
	// Magdalinos" over his address, then "Anastasios Kapernekas")
	type early struct {
		size  float64
		names [][]string
	}
	var pending []early
	pendingGap := 0
	for i, l := range area {
		if len(toks) == 0 && keywordsLineRe.MatchString(l.text) {
			continue // a keywords line set above the names ends nothing (as for readAuthorRun)
		}
		if headingStop(l) || abstractStart.MatchString(l.text) || len(toks) > 0 && proseAt(area, i) {
			break // a paragraph under the names ends their block: a section head below is no name
		}
		names, ok := splitNames(nameText(l))
		// in a block of one or two names a line, a name the lexicon does not know ("Øyvind
		// Eide") is read as long as none of its words leans to title or address words
		backed := ok && (lexiconBacked(names) || len(toks) > 0 && widest <= 2 && len(names) <= 2 && unknownNames(names))
		if len(toks) == 0 && !backed {
			if ok && len(names) <= 2 && unknownNames(names) {
				pending, pendingGap = append(pending, early{l.size, names}), 0
			} else if pendingGap++; pendingGap > scanGap {
				pending = nil
			}
		}
		if len(toks) == 0 && backed && len(names) <= 2 {
			size, widest = l.size, len(names)
			for _, e := range pending {
				if math.Abs(e.size-l.size) <= 0.15*l.size {
					toks = append(toks, e.names...)
				}
			}
		}
		if !backed || len(toks) > 0 && math.Abs(l.size-size) > 0.15*size {
			if len(toks) > 0 {
				// only a block of one or two names a line is read across its affiliations; a
				// full line of names ends at its first other line ("Redmond WA" is no name),
				// unless that line is set smaller (a grid's row of institutions under its names)
				if widest > 2 && l.size >= 0.93*size {
					break
				}
				if math.Abs(l.y0-rowY) > 0.6*l.size { // a grid's row of affiliations counts once
					gap, rowY = gap+1, l.y0
				}
				if gap > scanGap {
					break
				}
			}
			continue
		}
		size, gap, widest, rowY = l.size, 0, max(widest, len(names)), l.y0
		toks = append(toks, names...)
	}
	return stackAuthors(toks)
}

// unknownNames reports whether no word of the names leans away from names in the lexicon.
func unknownNames(names [][]string) bool {
	for _, toks := range names {
		for _, t := range toks {
			if letters(t) >= 2 && nameScore(t) < 0 {
				return false
			}
		}
	}
	return true
}
