package pdfmeta

import "strings"

// foldASCII is s with ASCII letters in lower case and the two runes that Go's case-insensitive
// matching folds onto ASCII letters ("ſ" U+017F onto s, the Kelvin sign U+212A onto k) written
// as them; every other byte is kept. A `(?i)` regular expression made of ASCII literals matches
// s exactly when foldASCII(s) holds one of its literals in lower case, so the literal tests that
// replace such expressions (and prefilter others) match what they did. strings.ToLower is not
// the same: it keeps "ſ" and turns "İ" into "i", which `(?i)i` does not match.
func foldASCII(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'A' <= c && c <= 'Z':
			c += 'a' - 'A'
		case c == 0xC5 && strings.HasPrefix(s[i:], "ſ"):
			c, i = 's', i+1
		case c == 0xE2 && strings.HasPrefix(s[i:], "\u212A"):
			c, i = 'k', i+2
		}
		b = append(b, c)
	}
	return string(b)
}

// containsAny reports whether s holds one of the literals.
func containsAny(s string, lits []string) bool {
	for _, l := range lits {
		if strings.Contains(s, l) {
			return true
		}
	}
	return false
}
