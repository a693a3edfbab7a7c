package pdfmeta

import (
	"math"
	"regexp"

	"carrel/backend/domain"
)

// An "Authors:" label set in a column of its own beside its names (s14-lostnames): a form-like
// title page (a report's or a data sheet's "Authors | Anna Smith, Bo Li", a journal's author
// box at the foot of page 1 or after the abstract) prints the label left of the names and
// centres it on their rows, so it shares no line with them and has none under it: neither
// labelledNames (names after the label on its line) nor labelBlockNames (names under it) reads
// them.

// besideLabelRe is an author label that stands alone on its line.
var besideLabelRe = regexp.MustCompile(`(?i)^\s*(?:authors?|author\(s\)|written by)\s*:?\s*$`)

// besideRows is how far, in the label's sizes, a row's middle may sit from the label's middle:
// a label centred on a block of two or three rows (names over their affiliations).
const besideRows = 1.6

// labelBesideNames reads the names of the rows right of a sole author label, in reading order by
// rows (a grid of names is read row by row); lines of the rows that are no names (the names'
// affiliations under them) are stepped over. At least one line must be wholly names.
func labelBesideNames(page []line) []domain.Author {
	for _, l := range page {
		if l.vertical || !besideLabelRe.MatchString(l.text) {
			continue
		}
		mid := (l.y0 + l.y1) / 2
		var band, rows []line
		for _, m := range page {
			if !m.vertical && m.page == l.page && m.x0 >= l.x1-0.2*l.size && math.Abs((m.y0+m.y1)/2-mid) <= besideRows*l.size {
				band = append(band, m)
			}
		}
		for _, m := range band {
			if m.x0-l.x1 <= 4*l.size || rowStarted(band, l, m) {
				rows = append(rows, m) // the names start right of the label; a grid's further cells go on their rows
			}
		}
		sortRows(rows)
		var toks [][]string
		for _, m := range rows {
			names, ok := splitNames(nameText(m))
			if !ok || hasTitleWord(names) || isAffiliation(m.text) {
				continue
			}
			toks = append(toks, names...)
		}
		if len(toks) > 0 {
			return stackAuthors(toks)
		}
	}
	return nil
}

// rowStarted reports whether a line of band that starts within four sizes of the label sits in
// m's row: a grid's further cells belong to the block, a line far right on a row of its own
// does not.
func rowStarted(band []line, label, m line) bool {
	for _, r := range band {
		if r.x0-label.x1 <= 4*label.size && math.Abs(r.y0-m.y0) < 0.6*m.size {
			return true
		}
	}
	return false
}
