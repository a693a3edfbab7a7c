package pdfmeta

import (
	"math"
	"regexp"
	"strings"
)

// A byline's block read in two dimensions (s13-names): a grid's row of affiliations whose one
// cell reads as a name, and an address set one item a line under a name. Both passes run on a
// page's lines before every author reader (authorCandidates).

// institutionCell reports whether a line names an institution or a place (what notPerson
// reads, without the document kinds: "Preprint" beside a name is no affiliation row), and is
// no dated label (affiliationRe's "Received", "Published", "Editor": a history line beside
// the names is no cell of their grid).
func institutionCell(s string) bool {
	return (isAffiliation(s) || isPlace(s) || intlAffiliation(s) || orgWord(s)) && !historyLabelRe.MatchString(s)
}

// historyLabelRe is the words affiliationRe holds that label a paper's history, contacts or
// parts rather than name an institution.
var historyLabelRe = regexp.MustCompile(`(?i)\b(?:received|accepted|published|revised|editor|abstract|keywords|introduction|e-?mail|correspondence)\b`)

// dropAffiliationRowMates leaves out a line that reads as a name but sits in a row of an
// author grid beside an affiliation: one name alone, under another line of its column at about its size (the
// grid's names row is above it), on the same baseline as a line that names an institution
// ("Debian Project" beside "R Enthusiasts", "Johannes Gutenberg University" beside "de
// Creation Musicale"). Every cell of a grid's row is the same kind of line; the names row
// holds no institution.
func dropAffiliationRowMates(ls []line) []line {
	var drop map[int]bool
	for i, l := range ls {
		if l.vertical || l.y0 > 0.6*l.ph || !rowHasInstitution(ls, i) || !underColumnLine(ls, i) {
			continue // cheap tests first: most lines share their row with no institution
		}
		if names, ok := splitNames(nameText(l)); !ok || len(names) != 1 {
			continue // a grid's cell holds one person; two names beside a column of text are a list
		}
		if drop == nil {
			drop = map[int]bool{}
		}
		drop[i] = true
	}
	return withoutLines(ls, drop)
}

// rowHasInstitution reports whether another line on ls[i]'s baseline, beside it and at
// about its size, is a short line that names an institution, and the lines right above the two
// are of one kind (both names, both affiliations): a grid's rows. Names set one a line with
// each affiliation beside it ("Anna Smith   University of Leeds" over "Wei Zhang   Hohai
// University") are no grid: the names' column holds names, the other affiliations.
func rowHasInstitution(ls []line, i int) bool {
	l := ls[i]
	for j, m := range ls {
		if j == i || m.vertical || m.page != l.page || math.Abs(m.y1-l.y1) > 0.3*l.size ||
			m.x0 < l.x1 && m.x1 > l.x0 || math.Abs(m.size-l.size) > 0.15*l.size {
			continue
		}
		if !institutionCell(m.text) || runningText(m.text) || wordCount(m.text) > 10 {
			continue // a cell, not a line of the other column's running text ("… of laboratory experiments …")
		}
		ul, um := columnAbove(ls, i), columnAbove(ls, j)
		if ul >= 0 && um >= 0 && math.Abs(ls[ul].y1-ls[um].y1) <= 0.3*l.size &&
			institutionCell(ls[ul].text) == institutionCell(ls[um].text) {
			return true // the row above is one kind too: a grid's row ("Dirk Eddelbuettel" beside "Romain François")
		}
	}
	return false
}

// underColumnLine reports whether a line of about ls[i]'s size sits right above it in its
// column (within a line's gap): ls[i] is not the first row of a grid.
func underColumnLine(ls []line, i int) bool { return columnAbove(ls, i) >= 0 }

// columnAbove is the index of the nearest line right above ls[i] in its column (overlapping
// it, within a line's gap, not larger by more than 15%), or -1.
func columnAbove(ls []line, i int) int {
	l, best := ls[i], -1
	for j, m := range ls {
		if j == i || m.vertical || m.page != l.page || m.y1 > l.y0+1 || l.y0-m.y1 > 1.0*l.size ||
			m.x0 >= l.x1 || m.x1 <= l.x0 || m.size > 1.15*l.size {
			continue
		}
		if best < 0 || m.y1 > ls[best].y1 {
			best = j
		}
	}
	return best
}

// dropAddressChains leaves out the lines of an address that a byline sets one item a line
// under one name: each line ending in a comma ("Fons ADRIAENSEN," / "Casa della Musica," /
// "Pzle. San Francesco 1," / "43000 Parma (PR)," / "Italy,"), or without commas lines that hold
// no word the name lexicon knows as a name ("Ktw Gatzèa", a village in a font without a
// Unicode map, over "385 00 Bìloc"). When the run reaches a postal address (addressLine),
// every line of it after the name is part of that address. A list of names wrapped with
// commas, or names stacked one a line, reaches no address this way.
func dropAddressChains(ls []line) []line {
	var drop map[int]bool
	for i, l := range ls {
		if l.vertical || l.y0 > 0.6*l.ph || wordCount(l.text) > 12 || columnBelow(ls, i) < 0 {
			continue // cheap tests first: a line of one person's name is short, and a chain needs a line under it
		}
		if names, ok := splitNames(nameText(l)); !ok || len(names) != 1 {
			continue
		}
		var chain []int
		reached := false
		for k, prev := columnBelow(ls, i), l; k >= 0 && len(chain) < addressChainMax; k = columnBelow(ls, k) {
			if !strings.HasSuffix(strings.TrimSpace(prev.text), ",") && !addressLine(nameText(ls[k])) && knownNameLine(ls[k]) {
				break
			}
			chain = append(chain, k)
			if addressLine(nameText(ls[k])) {
				reached = true
			}
			prev = ls[k]
		}
		if !reached {
			continue
		}
		if drop == nil {
			drop = map[int]bool{}
		}
		for _, k := range chain {
			drop[k] = true
		}
	}
	return withoutLines(ls, drop)
}

// addressChainMax is the most lines an address set one item a line runs over under a name.
const addressChainMax = 6

// knownNameLine reports whether a line reads as names of which most hold a word the lexicon
// knows as a name.
func knownNameLine(l line) bool {
	names, ok := splitNames(nameText(l))
	return ok && lexiconBacked(names)
}

// columnBelow is the index of the nearest line right under ls[i] in its column (overlapping
// it, within a line's gap, at about its size), or -1.
func columnBelow(ls []line, i int) int {
	l, best := ls[i], -1
	for j, m := range ls {
		if j == i || m.vertical || m.page != l.page || m.y0 < l.y1-1 || m.y0-l.y1 > 1.0*l.size ||
			m.x0 >= l.x1 || m.x1 <= l.x0 || math.Abs(m.size-l.size) > 0.15*l.size {
			continue
		}
		if best < 0 || m.y0 < ls[best].y0 {
			best = j
		}
	}
	return best
}

// withoutLines is ls without the lines whose indexes drop holds (ls itself when it holds none).
func withoutLines(ls []line, drop map[int]bool) []line {
	if len(drop) == 0 {
		return ls
	}
	out := make([]line, 0, len(ls)-len(drop))
	for i, l := range ls {
		if !drop[i] {
			out = append(out, l)
		}
	}
	return out
}
