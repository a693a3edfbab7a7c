package pdfmeta

import (
	"strings"
	"unicode"

	"carrel/backend/domain"
)

// markExtendsLayout sets "extends_layout" on each candidate that holds the layout reader's
// list in order and at least one name more, none of whose words the lexicon knows as text
// rather than a name ("FH Technikum Wien", "ETH" are not people). The layout reader stops at a line it cannot place:
// a first name set beside the title's first lines or above it in a side column, names past a
// column's foot (synthR41 s0076, s0092, s0210, s0327). A reader that found those names too
// (the lexicon's scan of the page, the citation) then gives the longer list, which "n" alone
// does not prefer over the layout reader's own sources (s16-authors).
func markExtendsLayout(cands []Candidate) {
	var layout []domain.Author
	for _, c := range cands {
		if c.Features["layout"] == 1 {
			layout = c.Authors
		}
	}
	if len(layout) == 0 {
		return
	}
	for i := range cands {
		if len(cands[i].Authors) > len(layout) && familiesInOrder(layout, cands[i].Authors) && addedNamesPlausible(layout, cands[i].Authors) {
			cands[i].Features["extends_layout"] = 1
		}
	}
}

// familiesInOrder reports whether every family name of sub appears in list in the same order
// (list may hold others between them).
func familiesInOrder(sub, list []domain.Author) bool {
	j := 0
	for _, a := range list {
		if j < len(sub) && compact(a.Family) == compact(sub[j].Family) {
			j++
		}
	}
	return j == len(sub)
}

// addedNamesPlausible reports whether the names of list whose family names sub lacks hold no
// word of two letters or more that the lexicon scores as text rather than a person's name.
func addedNamesPlausible(sub, list []domain.Author) bool {
	have := map[string]bool{}
	for _, a := range sub {
		have[compact(a.Family)] = true
	}
	for _, a := range list {
		if have[compact(a.Family)] {
			continue
		}
		for _, w := range strings.FieldsFunc(a.Given+" "+a.Family, func(r rune) bool { return !unicode.IsLetter(r) }) {
			if letters(w) > 1 && nameScore(w) < 0 {
				return false
			}
		}
	}
	return true
}
