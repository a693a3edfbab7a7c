package bibio

import (
	"regexp"
	"strings"
	"unicode"

	"carrel/backend/domain"
)

// parseNameList splits a raw BibTeX name list on " and " (outside braces) into authors.
// "others" (et al.) is dropped; a name wholly in braces is an institution (Literal).
func parseNameList(raw string) []domain.Author {
	out := []domain.Author{}
	for _, part := range splitTopLevel(raw, isAndAt) {
		part = strings.TrimSpace(part)
		if part == "" || strings.EqualFold(part, "others") {
			continue
		}
		if a, ok := parseName(part); ok {
			out = append(out, a)
		}
	}
	return out
}

// parseName reads one name in any of BibTeX's three forms: "First von Last",
// "von Last, First" and "von Last, Jr, First". Family keeps the von particle and the
// suffix ("Ford, Jr.").
func parseName(raw string) (domain.Author, bool) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return domain.Author{}, false
	}
	if raw[0] == '{' && matchBrace(raw, 0) == len(raw)-1 && !strings.HasPrefix(raw, "{\\") {
		lit := decodeLaTeX(raw[1 : len(raw)-1])
		return domain.Author{Literal: lit}, lit != ""
	}
	parts := splitTopLevel(raw, func(s string, i int) int {
		if s[i] == ',' {
			return 1
		}
		return 0
	})
	var a domain.Author
	switch len(parts) {
	case 1:
		words := nameWords(parts[0])
		if len(words) == 0 {
			return a, false
		}
		n := len(words)
		first := n - 1 // Given = words[:first], Family = von + Last = words[first:]
		for i := 0; i < n-1; i++ {
			if wordIsLower(words[i]) {
				first = i
				break
			}
		}
		a.Given = decodeLaTeX(strings.Join(words[:first], " "))
		a.Family = decodeLaTeX(strings.Join(words[first:], " "))
	case 2:
		a.Family = decodeLaTeX(parts[0])
		a.Given = decodeLaTeX(parts[1])
	default:
		a.Family = decodeLaTeX(parts[0]) + ", " + decodeLaTeX(parts[1])
		a.Given = decodeLaTeX(strings.Join(parts[2:], " "))
	}
	if a.Family == "" && a.Given == "" {
		return a, false
	}
	if a.Family == "" {
		a.Family, a.Given = a.Given, ""
	}
	return a, true
}

// splitTopLevel splits s wherever sep reports a separator length > 0 at brace depth 0.
func splitTopLevel(s string, sep func(s string, i int) int) []string {
	var parts []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
			continue
		case '{':
			depth++
			continue
		case '}':
			depth--
			continue
		}
		if depth == 0 {
			if n := sep(s, i); n > 0 {
				parts = append(parts, s[start:i])
				start = i + n
				i += n - 1
			}
		}
	}
	return append(parts, s[start:])
}

// isAndAt matches the word "and" (any case) between whitespace at i.
func isAndAt(s string, i int) int {
	if !isSpace(s[i]) {
		return 0
	}
	j := i + 1
	for j < len(s) && isSpace(s[j]) {
		j++
	}
	if j+3 >= len(s) || !strings.EqualFold(s[j:j+3], "and") || !isSpace(s[j+3]) {
		return 0
	}
	return j + 4 - i
}

func isSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '~' }

// nameWords splits a name part into words on whitespace and ties outside braces.
func nameWords(s string) []string {
	var words []string
	for _, w := range splitTopLevel(s, func(s string, i int) int {
		if isSpace(s[i]) {
			return 1
		}
		return 0
	}) {
		if w != "" {
			words = append(words, w)
		}
	}
	return words
}

// wordIsLower reports whether a name word starts with a lower-case letter (a von particle).
// A word opening with a plain brace group is caseless, as in BibTeX.
func wordIsLower(w string) bool {
	if strings.HasPrefix(w, "{") && !strings.HasPrefix(w, "{\\") {
		return false
	}
	for _, r := range decodeLaTeX(w) {
		if unicode.IsLetter(r) {
			return unicode.IsLower(r)
		}
	}
	return false
}

// plainName reads a name written without LaTeX: "Family, Given[, Suffix]" (RIS) or
// "Given von Family" (JSONL strings). A suffix joins the family name as "Ford, Jr.".
func plainName(s string) (domain.Author, bool) {
	s = collapseSpace(s)
	if s == "" {
		return domain.Author{}, false
	}
	var a domain.Author
	if parts := strings.Split(s, ","); len(parts) > 1 {
		a.Family = strings.TrimSpace(parts[0])
		a.Given = strings.TrimSpace(parts[1])
		if len(parts) > 2 {
			a.Family = a.Family + ", " + collapseSpace(strings.Join(parts[2:], " "))
		}
	} else {
		words := strings.Fields(s)
		first := len(words) - 1
		// plain strings have no braces to mark a von part, and all-lower-case names are
		// common ("jae-joon kim"), so only known particles join the family name
		for i := len(words) - 2; i >= 0; i-- {
			if nameParticles[words[i]] {
				for first = i; first > 0 && nameParticles[words[first-1]]; first-- {
				}
				break
			}
		}
		a.Given = strings.Join(words[:first], " ")
		a.Family = strings.Join(words[first:], " ")
	}
	if a.Family == "" {
		a.Family, a.Given = a.Given, ""
	}
	return a, a.Family != ""
}

var nameSuffix = regexp.MustCompile(`^(?:Jr|Sr|Jnr|Snr)\.?$|^(?:II|III|IV|V|VI)$`)

// splitSuffix splits "Ford, Jr." into "Ford" and "Jr."; ok is false when there is no suffix.
func splitSuffix(family string) (string, string, bool) {
	i := strings.LastIndex(family, ",")
	if i < 0 {
		return family, "", false
	}
	base, suf := strings.TrimSpace(family[:i]), strings.TrimSpace(family[i+1:])
	if base == "" || !nameSuffix.MatchString(suf) {
		return family, "", false
	}
	return base, suf, true
}

// nameParticles are the lower-case words that begin a family name in "Given von Family".
var nameParticles = map[string]bool{"van": true, "von": true, "der": true, "den": true, "de": true,
	"del": true, "della": true, "dello": true, "di": true, "da": true, "das": true, "dos": true,
	"du": true, "la": true, "le": true, "ter": true, "ten": true, "zu": true, "zur": true,
	"al": true, "el": true, "bin": true, "ibn": true, "y": true, "d'": true}
