package pdf

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// glyphOrderShift is how far the standard TrueType glyph order (Apple's, which the Windows core
// fonts keep for ASCII) sits below ASCII. A subset font embedded with neither a ToUnicode map
// nor a usable encoding gives PDFium its glyph ids as text: "$1RYHO" for "ANovel" (IEEE PDF
// eXpress files made from Word; poppler reads them the same way).
const glyphOrderShift = 29

// shiftProbes are words common in any English paper: a text object whose glyph ids read as
// them after the shift holds shifted text. None is shorter than three letters: "RI", "LQ"
// and "D" (of, in, a) are also what capitals and variables read as.
var shiftProbes = map[string]bool{
	"the": true, "and": true, "for": true, "with": true, "are": true, "this": true, "that": true,
	"from": true, "which": true, "was": true, "were": true, "has": true, "have": true, "been": true,
	"can": true, "not": true, "its": true, "our": true, "their": true, "these": true, "such": true,
}

// unshiftGlyphIDs rewrites, in place, the words whose font gives glyph ids for text. Only a
// text object whose every character lies in the shifted range is a candidate (real text with
// a lower-case letter past "a" never is). An object is shifted on its own evidence when its
// shifted words read better as words and two of them are clues: a common word once shifted,
// or a word that can only be glyph ids. The other candidate objects of a font (fontName of a
// word index) with four clues on the page are shifted with it: "GLVDELOLWLHV" alone in its
// object reads as capitals, but its font is the broken one.
func unshiftGlyphIDs(words []wordBuild, fontName func(i int) string) {
	clues := 0
	for i := range words {
		if shiftClue(words[i].Text) {
			clues++
		}
	}
	if clues < 2 {
		return // nearly every page: no map, no allocation
	}
	groups := map[uint64][]int{}
	for i := range words {
		if words[i].obj != 0 && shiftable(words[i].Text) {
			groups[words[i].obj] = append(groups[words[i].obj], i)
		}
	}
	evidence := map[string]int{}
	for obj, idx := range groups {
		gain, clues := 0, 0
		for _, i := range idx {
			t := words[i].Text
			sh := shiftText(t)
			gain += wordScore(sh) - wordScore(t)
			if shiftClue(t) {
				clues++
			}
		}
		if gain < 1 || clues < 2 {
			continue
		}
		evidence[fontName(idx[0])] += clues
		shiftWords(words, idx)
		delete(groups, obj)
	}
	if len(evidence) == 0 {
		return
	}
	for _, idx := range groups {
		if evidence[fontName(idx[0])] >= 4 {
			shiftWords(words, idx)
		}
	}
}

func shiftWords(words []wordBuild, idx []int) {
	for _, i := range idx {
		words[i].Text = shiftText(words[i].Text)
	}
}

// shiftClue reports whether t is a candidate that reads as a common word once shifted, or
// that can only be glyph ids.
func shiftClue(t string) bool {
	return shiftable(t) && (glyphGarbage(t) || shiftedProbe(t))
}

// shiftedProbe reports whether t shifted, less trailing punctuation, is one of shiftProbes.
func shiftedProbe(t string) bool {
	t = strings.TrimRight(t, shiftedPunct)
	if len(t) < 3 || len(t) > 5 {
		return false
	}
	var b [5]byte
	for i := 0; i < len(t); i++ {
		c := t[i] + glyphOrderShift
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		b[i] = c
	}
	return shiftProbes[string(b[:len(t)])]
}

// shiftedPunct is the punctuation trimPunct drops after a word, as glyph ids.
var shiftedPunct = glyphIDs(".,;:)")

// glyphIDs writes s as a glyph-id font gives it to PDFium.
func glyphIDs(s string) string {
	return strings.Map(func(r rune) rune { return r - glyphOrderShift }, s)
}

// shiftable reports whether every rune of s is a glyph id the shift maps to printable ASCII.
func shiftable(s string) bool {
	for _, r := range s {
		if r < 0x03 || r > '~'-glyphOrderShift {
			return false
		}
	}
	return s != ""
}

func shiftText(s string) string {
	return strings.Map(func(r rune) rune { return r + glyphOrderShift }, s)
}

func trimPunct(s string) string {
	return strings.TrimLeft(strings.TrimRight(s, ".,;:)"), "(")
}

// glyphGarbage reports whether t, a word with letters, can only be glyph ids: it holds a
// control character, a backslash ("PHPRU\\" is "memory"), a bracket between two letters
// ("H[RVNHOHWRQ" is "exoskeleton") or "$" before a capital ("$FWXDWRU" is "Actuator"). Real
// text puts none of these inside a word; initials and units ("Y.L.", "MS/MS") are left alone.
func glyphGarbage(t string) bool {
	var prev, cur rune
	letters := false
	garbage := false
	for i, r := range t {
		if i > 0 {
			garbage = garbage || odd(prev, cur, r)
		}
		prev, cur = cur, r
		letters = letters || unicode.IsLetter(r)
	}
	garbage = garbage || odd(prev, cur, 0)
	return letters && garbage
}

// odd reports whether r, between prev and next (0 at an end), is a character glyph ids give
// and real text does not put inside a word.
func odd(prev, r, next rune) bool {
	switch {
	case unicode.IsControl(r) && r != 0, r == '\\':
		return true
	case r == '[' || r == ']':
		return unicode.IsLetter(prev) && unicode.IsLetter(next)
	case r == '$':
		return unicode.IsUpper(next)
	}
	return false
}

// wordScore is how much s reads as a word of prose: 3 for a common word, 2 for one in lower
// case or capitalized, 1 for capitals alone or a number, 0 for other mixes of case, -1 for
// letters mixed with symbols, digits or control characters; 0 for three letters or more
// without a vowel.
func wordScore(s string) int {
	t := trimPunct(s)
	if shiftProbes[strings.ToLower(t)] {
		return 3
	}
	letters, uppers, digits, other := 0, 0, 0, 0
	for _, r := range t {
		switch {
		case unicode.IsUpper(r):
			letters++
			uppers++
		case unicode.IsLetter(r):
			letters++
		case unicode.IsDigit(r):
			digits++
		case r == '-' || r == '\'':
		default:
			other++
		}
	}
	first, _ := utf8.DecodeRuneInString(t)
	switch {
	case t == "" || letters == 0 && digits == 0:
		return 0
	case other > 0 || letters > 0 && digits > 0:
		return -1
	case letters == 0:
		return 1
	case letters == 1 && digits == 0:
		return 1 // "T" is "7" shifted: one letter says nothing
	case letters >= 3 && !strings.ContainsAny(strings.ToLower(t), "aeiouy"):
		return 0 // "fbbb" is "IEEE" shifted, not a word
	case uppers == 0 || uppers == 1 && unicode.IsUpper(first):
		return 2
	case uppers == letters:
		return 1
	}
	return 0
}
