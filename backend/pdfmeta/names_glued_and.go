package pdfmeta

import (
	"regexp"
	"strings"
)

// gluedAndRe is a word that ends in "and" before a capitalized word: "Robert Leeand Koichi
// Nishiwaki", where a class sets a footnote mark between a name and "and" and the text layer
// keeps no space after the name once the mark is dropped (aiaa-tc, s18-held5).
var gluedAndRe = regexp.MustCompile(`(^|[^\p{L}])(\p{L}{2,})and(\s+)(\p{Lu}\p{L}*)`)

// unglueAnd sets "and" apart from a name it is glued to, only where the name lexicon knows
// the name before it and the word after it as name words and does not know the glued word:
// "Leeand Koichi" gives "Lee and Koichi"; "Holland", "Roland" and an unknown "Gobetand" stay.
func unglueAnd(text string) string {
	if !strings.Contains(text, "and ") {
		return text
	}
	return gluedAndRe.ReplaceAllStringFunc(text, func(m string) string {
		p := gluedAndRe.FindStringSubmatch(m)
		glued, stem, next := p[2]+"and", p[2], p[4]
		if names.value(NameKey(glued)) != "" || nameScore(stem) <= 0 || nameScore(next) <= 0 || startsLowerRune(stem) {
			return m
		}
		return p[1] + stem + " and" + p[3] + next
	})
}
