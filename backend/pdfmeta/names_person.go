package pdfmeta

import (
	"strings"
	"unicode"

	"carrel/backend/domain"
)

// Name tokens to a person (split from authors.go): which tokens are the family name (a
// suffix after the given name, a family name set in capitals, one printed first before its
// initials), and the case a name set in capitals is written in.

// toAuthor turns name tokens into a domain.Author, fixing ALL-CAPS names. A suffix ("Jr.",
// "III") goes after the given name ("Martin Luther, Jr."), as Zotero keeps it; a family name
// set in capitals within a mixed-case name is the family name wherever it stands.
func toAuthor(toks []string) domain.Author {
	suffix := ""
	if n := len(toks); n > 2 && suffixes[strings.ToLower(toks[n-1])] {
		suffix, toks = toks[n-1], toks[:n-1]
		if !strings.HasSuffix(suffix, ".") && !isUpperWord(suffix) {
			suffix += "." // "Jr" prints as "Jr."
		}
	}
	start, end := capsFamily(toks)
	if n := initialsAfterFamily(toks); n > 0 {
		start, end = 0, n // "TRIVEDI R.", "Zhou J. T.": the family name first, then initials
	}
	out := make([]string, len(toks))
	for i, t := range toks {
		ws := strings.Fields(t) // a family name read whole ("RIBAS RIPOLL") is one token
		for j, w := range ws {
			if isUpperWord(w) && letters(w) > 1 && !strings.Contains(w, ".") && !bareInitials(w) {
				rs := []rune(strings.ToLower(w))
				if !lowParticles[string(rs)] || i == 0 {
					rs[0] = unicode.ToUpper(rs[0]) // "VAN DER BERG" after a given name is "van der Berg"
				}
				for k := 1; k < len(rs); k++ {
					if rs[k-1] == '-' || rs[k-1] == '\'' || rs[k-1] == '’' {
						rs[k] = unicode.ToUpper(rs[k]) // "GARCÍA-LÓPEZ" is García-López, "O'NEIL" O'Neil
					}
				}
				ws[j] = string(rs)
			}
		}
		out[i] = strings.Join(ws, " ")
	}
	var given []string
	fam := len(out) - 1
	switch {
	case start == 0 && end < len(out): // "YAMADA Taro": the family name first
		given, out = out[end:], out[:end]
		fam = 0
	case start > 0:
		fam = start
	}
	for fam > 1 && particles[strings.ToLower(out[fam-1])] {
		fam--
	}
	if fam > 2 && connectors[strings.ToLower(out[fam-1])] {
		fam -= 2 // "José Ortega y Gasset", "Ana Silva e Souza": both names are the family name
	}
	family := strings.Join(out[fam:], " ")
	if letters(family) > 1 && !strings.Contains(strings.TrimSuffix(family, "."), ".") {
		family = strings.TrimSuffix(family, ".") // "Wu." before a dropped role
	}
	g := strings.Join(append(out[:fam:fam], given...), " ")
	if suffix != "" {
		g += ", " + suffix
	}
	return domain.Author{Given: g, Family: family}
}

// bareInitials reports a word in capitals without a vowel that the lexicon does not know well
// as a name: initials without periods ("JP", "JVG"), not "NG".
func bareInitials(w string) bool {
	return !strings.ContainsAny(compact(w), "aeiouy") && nameScore(w) <= 3
}

// capsFamily finds a family name set in capitals in a name that is otherwise in mixed case:
// a run of words in capitals at the end ("Ana RIBAS RIPOLL", "Jean DE LA FONTAINE") or at
// the start ("YAMADA Taro"), as [start, end); start is -1 when there is none. A word of two
// letters must be a name the lexicon knows, and a word without a vowel one it knows well, so
// that bare initials ("AJ Smith", "JP Lim") stay given names.
func capsFamily(toks []string) (start, end int) {
	mixed := false
	for _, t := range toks {
		mixed = mixed || hasLower(t)
	}
	if !mixed || len(toks) < 2 {
		return -1, 0
	}
	capsWord := func(t string) bool {
		if !isUpperWord(t) || strings.Contains(t, ".") || letters(t) < 2 || suffixes[strings.ToLower(t)] {
			return false
		}
		if bareInitials(t) {
			return false // initials without periods ("JP Lim", "JVG Cano"); "NG Andrew" is a name the lexicon knows well
		}
		return letters(t) >= 3 || particles[strings.ToLower(t)] || nameScore(t) > 1
	}
	i := len(toks)
	for i > 1 && capsWord(toks[i-1]) {
		i--
	}
	if i < len(toks) && i > 0 {
		for i < len(toks)-1 && particles[strings.ToLower(toks[i])] {
			i++ // particles lead the family name and are found again by toAuthor
		}
		return i, len(toks)
	}
	j := 0
	for j < len(toks)-1 && capsWord(toks[j]) {
		j++
	}
	if j > 0 {
		return 0, j
	}
	return -1, 0
}
