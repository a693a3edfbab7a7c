package pdfmeta

import (
	_ "embed"
	"math"
	"strconv"
	"strings"
	"unicode"

	"carrel/backend/domain"
)

// The name lexicon says how much more often a word is a person's name than a word of a title
// or abstract: ln(P(word | author names) / P(word | titles and abstracts)), fitted by
// `carrel-eval train-names` (make names-lexicon) from the public bibliographies in
// ../shared/datasets. It tells a line of names from a title or an affiliation whatever the
// publisher's layout. Only the fitted scores are embedded, never the records.

//go:embed names_lexicon.tsv
var embeddedNames []byte

// names is the name lexicon: "key<TAB>score[<TAB>given]" lines (the third column, since
// s14-order, is givenOdds'; absent when no name holds the word often enough or it is 0).
var names = &sortedTSV{data: embeddedNames}

// NameKey is the lexicon's key for a word: lower case, accents dropped, letters and digits only.
func NameKey(word string) string { return compact(word) }

// nameScore is the lexicon's log odds that word is part of a person's name; 0 when unknown.
// The embedded lines are searched in place (sorted by key): no table is built at start.
func nameScore(word string) float64 {
	v, _, _ := strings.Cut(names.value(NameKey(word)), "\t")
	f, _ := strconv.ParseFloat(v, 64)
	return f
}

// givenOdds is the lexicon's log odds that word, in a name written "Given Family", is a
// given name rather than the family name: ln(P(word | given names) / P(word | family names));
// 0 when unknown or undecided ("Li", "Chen" are both).
func givenOdds(word string) float64 {
	_, v, _ := strings.Cut(names.value(NameKey(word)), "\t")
	f, _ := strconv.ParseFloat(v, 64)
	return f
}

// NameRoleKeys splits a name written "Given Family" (the shared bibliographies' way) into the
// lexicon keys of its given words and of its family word, for train-names: the last word is
// the family name (the particles before it, "van der", belong to it and are not counted);
// initials and one-letter words are left out. family is "" when the name has no two words.
func NameRoleKeys(name string) (given []string, family string) {
	ws := strings.FieldsFunc(name, func(r rune) bool { return !unicode.IsLetter(r) && r != '-' && r != '\'' && r != '.' })
	if len(ws) < 2 || strings.Contains(ws[len(ws)-1], ".") || suffixes[strings.ToLower(ws[len(ws)-1])] {
		return nil, ""
	}
	family = NameKey(ws[len(ws)-1])
	if len([]rune(family)) < 2 {
		return nil, ""
	}
	end := len(ws) - 1
	for end > 0 && particles[strings.ToLower(ws[end-1])] {
		end--
	}
	for _, w := range ws[:end] {
		if k := NameKey(w); len([]rune(k)) >= 2 && !strings.Contains(w, ".") {
			given = append(given, k)
		}
	}
	return given, family
}

// nameLexFeatures rates an author list by the lexicon: name_lex is the mean over the names of
// how far their most name-like word leans to title words (0 for a known or unknown name, down
// to -1), so that a longer list of rare names is not worse than a shorter one; name_text is the
// share of names whose every word is a common title word ("Deep Learning", "Results Show").
func nameLexFeatures(f map[string]float64, as []domain.Author) {
	if len(as) == 0 {
		return
	}
	sum, text := 0.0, 0
	for _, a := range as {
		best, any := -3.0, false
		for _, w := range strings.Fields(a.Given + " " + a.Family) {
			if letters(w) < 2 || particles[strings.ToLower(w)] {
				continue
			}
			any = true
			best = max(best, min(3, nameScore(w)))
		}
		if !any {
			best = 0
		}
		sum += min(best, 0)
		if best < -1 {
			text++
		}
	}
	n := float64(len(as))
	f["name_lex"] = sum / n / 3
	f["name_text"] = float64(text) / n
}

// titleLexFeatures rates a title candidate: the share of its words that are more often names
// than title words (an author line taken for the title scores high).
func titleLexFeatures(f map[string]float64, text string) {
	n, names := 0, 0
	for _, w := range strings.Fields(text) {
		if letters(w) < 2 {
			continue
		}
		n++
		if nameScore(w) > 1 {
			names++
		}
	}
	if n > 0 {
		f["title_names"] = float64(names) / float64(n)
	}
}

// textWords reports whether every word of a would-be name (all but one of four or more) is far
// more often a title word than a name ("Original Article", "Deep Learning"): capitalised
// words, but no person.
func textWords(toks []string) bool {
	words, text := 0, 0
	for _, t := range toks {
		if letters(t) < 2 || particles[strings.ToLower(t)] {
			continue
		}
		words++
		if nameScore(t) <= -2 {
			text++
		}
	}
	// four or more words with one name-like word among them are still text: "Memory Is All
	// You Need" ("You" is a given name too)
	return text > 0 && (text == words || words >= 4 && text >= words-1)
}

// lexiconNames finds the author line by what its words are rather than where it sits: the
// first line in the upper half of the page, below the title when one is known, that splits
// wholly into names and whose names are mostly known to the lexicon as names ("Jane Doe1,
// Wei Wang2"), together with the name lines that follow it at the same size. It reads the
// names a title found in the wrong place or an unusual spacing hides from the block readers.
func lexiconNames(ls []line, title []line) []domain.Author {
	area := nameArea(ls, title)
	var toks [][]string
	size, under := 0.0, 0
	for i, l := range area {
		if len(toks) > 0 && (headingStop(l) || abstractStart.MatchString(l.text)) {
			break
		}
		names, ok := splitNames(nameText(l))
		backed := ok && lexiconBacked(names)
		if len(toks) > 0 && (!backed || math.Abs(l.size-size) > 0.15*size) {
			if !backed && under < 2 && affiliationUnder(l, size) {
				under++ // names grouped by affiliation: the group's affiliation line, set smaller
				continue
			}
			break
		}
		if !backed {
			continue
		}
		if len(toks) == 0 {
			toks = unknownHead(area, i) // the block's first names, which the lexicon does not know
		}
		size, under = l.size, 0
		toks = append(toks, names...)
	}
	return stackAuthors(toks)
}

// affiliationUnder reports a line under a group of names (set at size) that the group's names
// share: an affiliation or address line, or an e-mail line, set smaller than the names.
func affiliationUnder(l line, size float64) bool {
	return l.size < 0.95*size && (isAffiliation(l.text) || emailLine(l.text) || institutionCell(l.text))
}

// lexiconBacked reports whether most names hold a word the lexicon knows as a name.
func lexiconBacked(names [][]string) bool {
	known := 0
	for _, toks := range names {
		for _, t := range toks {
			if letters(t) >= 2 && nameScore(t) > 1 {
				known++
				break
			}
		}
	}
	return 2*known > len(names)
}

// nameArea is where the lexicon readers look for names: the horizontal lines with letters in the
// upper 60% of the page, below the title when one is known, in reading order by rows.
func nameArea(ls []line, title []line) []line {
	below := -1.0
	if len(title) > 0 {
		below = title[len(title)-1].y1 - 1
	}
	area := make([]line, 0, len(ls))
	for _, l := range titleColumn(ls, title) {
		if !l.vertical && l.y0 >= below && l.y0 < 0.6*l.ph && letters(l.text) > 0 {
			area = append(area, l)
		}
	}
	sortRows(area)
	return besideAbstract(area)
}

// titleColumn leaves out the lines wholly beside the title's column when the title is set in
// one side column of the page: the names are in that column too, and the other holds a sidebar
// (a suggested citation, dates, keywords) whose lines would mix into the author block.
func titleColumn(ls []line, title []line) []line {
	if len(title) == 0 || title[0].pw <= 0 {
		return ls
	}
	x0, x1, pw := titleSpan(title)
	if x1-x0 >= 0.6*pw || x0 < 0.45*pw && x1 > 0.55*pw {
		return ls // a full-width or centred title ("A ConvNet for the 2020s" over six names in a row)
	}
	lo, hi := x0-0.02*pw, x1+0.02*pw
	out := make([]line, 0, len(ls))
	for _, l := range ls {
		if l.x1 > lo && l.x0 < hi {
			out = append(out, l)
		}
	}
	return out
}

// titleSpan is the horizontal extent of the title's lines and their page's width.
func titleSpan(title []line) (x0, x1, pw float64) {
	x0, x1, pw = title[0].x0, title[0].x1, title[0].pw
	for _, t := range title {
		x0, x1 = math.Min(x0, t.x0), math.Max(x1, t.x1)
	}
	return x0, x1, pw
}

// besideTitle is the lines wholly beside a title that leaves a quarter of the page's width
// or more free: a side column beside the title and abstract may be the author block itself
// (names stacked each over its e-mail and address), which the readers of the title's column
// (titleColumn) do not see.
func besideTitle(ls []line, title []line) []line {
	if len(title) == 0 || title[0].pw <= 0 {
		return nil
	}
	x0, x1, pw := titleSpan(title)
	if x1-x0 >= 0.75*pw {
		return nil
	}
	var out []line
	for _, l := range ls {
		if l.x1 <= x0-0.01*pw || l.x0 >= x1+0.01*pw {
			out = append(out, l)
		}
	}
	if len(out) < 2 {
		return nil
	}
	return out
}

// besideAbstract drops, when the abstract (or a heading) starts in the row of a line of
// names in another column (names stacked in a side column next to the abstract), the
// abstract's column from its top down, so that the readers go on down the names' column.
// area is sorted by rows.
func besideAbstract(area []line) []line {
	for _, l := range area {
		if !abstractStart.MatchString(l.text) && !headingStop(l) {
			continue
		}
		side := false
		for _, m := range area {
			if m.y1 > l.y0 && m.y0 < l.y1 && (m.x1 <= l.x0 || m.x0 >= l.x1) && allNames(m) {
				side = true
				break
			}
		}
		if !side {
			return area
		}
		out := make([]line, 0, len(area))
		for _, m := range area {
			if m.y0 >= l.y0-1 && m.x1 > l.x0 && m.x0 < l.x1 {
				continue
			}
			out = append(out, m)
		}
		return out
	}
	return area
}
