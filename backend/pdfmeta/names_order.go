package pdfmeta

import (
	"strings"

	"carrel/backend/domain"
)

// A whole author list printed family name first without commas ("Hu Yunhai, Xia Tianhua",
// "Boykov Yuri and Kolmogorov Vladimir"), the way many Chinese, Korean, Hungarian and
// Japanese venues and some citation blocks print it, reads given name first word by word, and
// every family name comes out wrong. The name lexicon's second score (givenOdds) says whether
// a word is more often a given name or a family name; the decision is taken for the list, not
// name by name, because one name is seldom clear ("Wang Li", "Xu Li": both words are both).

// orderSum is the summed margin, over a list's names, above which the list is read family
// first (chosen on synth R31 and the train folds, checked on synth R41: see docs/metadata.md,
// "s14-order").
const orderSum = 4.0

// familyFirstList turns each name of a list printed family name first ("Hu Yunhai") given
// name first ("Yunhai Hu") when the lexicon's evidence for the whole list is clear: more than
// half of the names it can judge lean family first, at least two are judged (one name alone is
// too often a title's words, "Meek Separators", or a piece of a name), and their margins sum
// above orderSum. Names it cannot judge (a family name in capitals, initials after the family
// name, a comma's name) are left as they are, but for a family name led by particles ("Van Gool
// Luc"), which moves with its particles; "De Abir" (two words) cannot be told and stays.
func familyFirstList(names [][]string) [][]string {
	sum, judged, inverted := 0.0, 0, 0
	ok := make([]bool, len(names))
	for i, toks := range names {
		var m float64
		if m, ok[i] = orderMargin(toks); !ok[i] {
			continue
		}
		judged++
		sum += m
		if m > 0 {
			inverted++
		}
	}
	if judged < 2 || 2*inverted <= judged || sum < orderSum {
		return names
	}
	out := make([][]string, len(names))
	for i, toks := range names {
		out[i] = toks
		if ok[i] {
			out[i] = append(toks[1:len(toks):len(toks)], toks[0]) // "Zhang Sai Qian" is "Sai Qian Zhang"
		} else if k := leadingParticles(toks); k > 0 && len(toks) >= k+2 {
			out[i] = append(toks[k+1:len(toks):len(toks)], toks[:k+1]...) // "Van Gool Luc" is "Luc Van Gool"
		}
	}
	return out
}

// orderMargin is how much more the lexicon believes a name printed family first than given
// first: the first word and the last full word swap roles between the two readings, so the
// margin is givenOdds(last) - givenOdds(first) ("Hu Yunhai": 4.2 + 3.3). ok is false for a
// name the reading order cannot be asked of: fewer than two words or more than four, initials
// first ("A. Smith"), a family name set in capitals ("ZHANG Wei", "Andrew NG") or printed
// before initials ("Patel A"), particles or connectors ("De Bock", "van der Waals", "Ortega y
// Gasset"), a suffix, or a family name read whole ("Ribas Ripoll" as one token).
func orderMargin(toks []string) (float64, bool) {
	if len(toks) < 2 || len(toks) > 4 {
		return 0, false
	}
	if start, _ := capsFamily(toks); start >= 0 || initialsAfterFamily(toks) > 0 {
		return 0, false
	}
	for _, t := range toks {
		lt := strings.ToLower(t)
		if particles[lt] || connectors[lt] || suffixes[lt] || strings.Contains(t, " ") {
			return 0, false
		}
	}
	if !fullWord(toks[0]) {
		return 0, false
	}
	last := len(toks) - 1
	for last > 0 && !fullWord(toks[last]) {
		last-- // "Leibo Joel Z": the initial after the given name
	}
	if last == 0 {
		return 0, false
	}
	return givenOdds(toks[last]) - givenOdds(toks[0]), true
}

// leadingParticles is the number of particles a name starts with ("van der Waals Johannes").
func leadingParticles(toks []string) int {
	k := 0
	for k < len(toks) && particles[strings.ToLower(toks[k])] {
		k++
	}
	return k
}

// fullWord reports a word that may be a given or family name: two letters or more, no
// period, not bare initials.
func fullWord(t string) bool {
	return letters(t) >= 2 && !strings.Contains(t, ".") && !initialWord(t)
}

// authorsOf turns split names into authors, read family first when the whole list is printed
// so (familyFirstList).
func authorsOf(names [][]string) []domain.Author { return toAuthors(familyFirstList(names)) }

// toAuthors turns split names into authors in the order their words stand.
func toAuthors(names [][]string) []domain.Author {
	var out []domain.Author
	for _, n := range names {
		out = append(out, toAuthor(n))
	}
	return out
}
