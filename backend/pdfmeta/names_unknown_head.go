package pdfmeta

import "math"

// A list whose first names the lexicon does not know (s14-lostnames): lexiconNames starts a
// block at its first line of names the lexicon backs, so a block of one name a line whose first
// author has a rare family name ("J. G. Chopite" over "P. Hähn" and "M. B. Hullin", or a name in
// capitals the lexicon never met) lost its head. Publishers set such a block at one size and
// leading, each name on its own line: the lines right above the first backed one that are one
// or two names each, at its size, in its column and at a line's leading, with no word leaning
// to title or address words, are its head.

// unknownHead is the names of the lines of area right above area[i] (the first line the lexicon
// backs) that head its block, top first.
func unknownHead(area []line, i int) [][]string {
	var head [][]string
	below := area[i]
	for j := i - 1; j >= 0 && i-j <= 3; j-- {
		l := area[j]
		if math.Abs(l.size-below.size) > 0.15*below.size || below.y0-l.y1 > 0.9*below.size || below.y0 <= l.y0 ||
			math.Abs(l.x0-below.x0) > below.size && math.Abs((l.x0+l.x1)/2-(below.x0+below.x1)/2) > below.size {
			break // not the line right above in the block's column, at its size and leading
		}
		names, ok := splitNames(nameText(l))
		if !ok || len(names) > 2 || !unknownNames(names) || hasTitleWord(names) || isAffiliation(l.text) {
			break
		}
		head = append(names, head...)
		below = l
	}
	return head
}
