package pdfmeta

import (
	"regexp"
	"strings"
)

// dottedInitials is a word of initials with periods: "R.", "H.H.", "J.-P.".
var dottedInitials = regexp.MustCompile(`^(?:\p{Lu}\.-?)+$`)

// initialsAfterFamily finds a name printed family name first with the given names as
// initials, the way citation lines and some bylines print them ("TRIVEDI R.", "Zhou J. T.",
// "Patel A", "Rasooli MS"): it returns how many leading words are the family name, or 0
// when the name is not of that shape. A family name is never bare initials, so a name whose
// words after the first are all initials is read family first; two capitals without a vowel
// count as initials only when the lexicon does not know them well (bareInitials), so that
// "Bo LI" and "Andrew NG" keep their family names.
func initialsAfterFamily(toks []string) int {
	n := 0
	for n < len(toks) && !initialWord(toks[n]) {
		if letters(toks[n]) < 2 || strings.Contains(toks[n], ".") {
			return 0 // "Ch. Smith", "St. John": not a plain family word
		}
		n++
	}
	if n == 0 || n == len(toks) {
		return 0
	}
	for _, t := range toks[:n-1] {
		if !particles[strings.ToLower(t)] {
			return 0 // "Micchelli Charles A.": a given name may stand there, so only particles lead ("Van Gool L.")
		}
	}
	for _, t := range toks[n:] {
		if !initialWord(t) {
			return 0
		}
	}
	return n
}

// initialWord reports a word that can only be initials: a dotted run ("R.", "J.-P."), one
// capital letter, or capitals without a vowel the lexicon does not know well ("MS", "ZD").
func initialWord(t string) bool {
	if dottedInitials.MatchString(t) {
		return true
	}
	if !isUpperWord(t) || strings.ContainsAny(t, ".-'’") {
		return false
	}
	return letters(t) == 1 && len([]rune(t)) == 1 || letters(t) <= 3 && bareInitials(t)
}
