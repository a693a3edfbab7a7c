package pdfmeta

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

var ligatures = strings.NewReplacer("ﬁ", "fi", "ﬂ", "fl", "ﬀ", "ff", "ﬃ", "ffi", "ﬄ", "ffl", "ﬅ", "st", "ﬆ", "st")

// compact lowercases s, folds accents and keeps only letters and digits, so that
// comparisons survive spacing, hyphenation, punctuation, accent and ligature differences.
func compact(s string) string {
	s = norm.NFKD.String(s)
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// collapse trims s and turns every run of white space into one space.
func collapse(s string) string {
	return strings.Join(strings.Fields(ligatures.Replace(s)), " ")
}

// letters counts the letters in s.
func letters(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			n++
		}
	}
	return n
}

// wordCount counts space-separated tokens that hold at least one letter.
func wordCount(s string) int {
	n := 0
	for _, f := range strings.Fields(s) {
		if letters(f) > 0 {
			n++
		}
	}
	return n
}

// isUpperWord reports whether every letter in s is upper case (and there is one).
func isUpperWord(s string) bool {
	seen := false
	for _, r := range s {
		if unicode.IsLetter(r) {
			if !unicode.IsUpper(r) {
				return false
			}
			seen = true
		}
	}
	return seen
}

// markers are footnote and affiliation symbols glued to titles and names.
const markers = "*∗†‡§¶#$+‖⋆★♯♭⁎⊥⋄◇"

// stripMarkers removes footnote symbols and trailing superscript digits from a token.
func stripMarkers(tok string) string {
	tok = strings.Map(func(r rune) rune {
		if strings.ContainsRune(markers, r) || unicode.Is(unicode.No, r) {
			return -1
		}
		return r
	}, tok)
	// A letter run followed by digits ("Datta1", "Alam1,2") is a name with affiliation marks.
	i := len(tok)
	for i > 0 && (tok[i-1] >= '0' && tok[i-1] <= '9' || tok[i-1] == ',') {
		i--
	}
	if i > 0 && i < len(tok) && letters(tok[:i]) > 0 {
		tok = tok[:i]
	}
	return tok
}
