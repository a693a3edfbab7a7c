package pdfmeta

import "strings"

// affiliationWords are affiliationRe's words, looked up per word: the regexp, an alternation
// of about 120 words, is run by Go's NFA at tens of microseconds a line, and the author, title
// and venue readers ask it of most lines of pages 1–2. affiliationPrefixes are its words that
// may run on ("universit\w*": "University", "Universität"). isAffiliation gives what
// affiliationRe gives (TestAffiliationWordsMatchTheRegexp).
var (
	affiliationWords    = map[string]bool{}
	affiliationPrefixes = []string{"universit", "institut", "laborator"}
)

func init() {
	// the alternatives of affiliationRe, with its optional parts written out
	alts := strings.TrimSuffix(strings.TrimPrefix(affiliationRe.String(), `(?i)\b(`), `)\b`)
	for _, a := range strings.Split(alts, "|") {
		switch a {
		case `universit\w*`, `institut\w*`, `laborator\w*`, "e-mail", "universität": // read apart
		case "labs?":
			affiliationWords["lab"], affiliationWords["labs"] = true, true
		case "cent(er", "re)": // "cent(er|re)" splits at its inner bar
			affiliationWords["center"], affiliationWords["centre"] = true, true
		case "program(me)?":
			affiliationWords["program"], affiliationWords["programme"] = true, true
		default:
			affiliationWords[a] = true
		}
	}
}

// wordByte is a byte of an ASCII word (regexp's \w), what \b sets apart.
func wordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_'
}

// affiliationMatch reports whether s holds one of affiliationRe's words as a whole ASCII word,
// as affiliationRe.MatchString(s) does.
func affiliationMatch(s string) bool {
	low := strings.ToLower(s)
	for i := 0; i < len(low); {
		if !wordByte(low[i]) {
			i++
			continue
		}
		j := i
		for j < len(low) && wordByte(low[j]) {
			j++
		}
		w := low[i:j]
		if affiliationWords[w] || w == "e" && strings.HasPrefix(low[j:], "-mail") && (j+5 == len(low) || !wordByte(low[j+5])) {
			return true
		}
		for _, p := range affiliationPrefixes {
			if strings.HasPrefix(w, p) {
				return true
			}
		}
		i = j
	}
	return false
}
