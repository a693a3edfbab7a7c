package pdfmeta

import (
	"regexp"
	"strings"
	"unicode"

	"carrel/backend/domain"
)

// cutAuthorsHead returns what follows the paper's own authors at the start of a running head
// ("Cary Campbell, Alin Olteanu, Kalevi KullSign Systems Studies 47(3/4), 2019" gives "Sign
// Systems Studies 47(3/4), 2019"), or "" when the line does not start with the first author's
// family name. Any publisher's running head that names the authors before the journal is read
// this way, with no list of layouts.
func cutAuthorsHead(t string, authors []domain.Author) string {
	if len(authors) == 0 {
		return ""
	}
	rs := []rune(t)
	head := string(rs[:min(len(rs), 40)])
	first := strings.TrimSpace(authors[0].Family)
	if len([]rune(first)) < 2 || !strings.Contains(head, first) {
		return ""
	}
	end := -1
	for _, a := range authors {
		f := strings.TrimSpace(a.Family)
		if len([]rune(f)) < 2 {
			continue
		}
		if i := strings.LastIndex(t, f); i >= 0 && i+len(f) > end && nameRun(t[:i]) {
			end = i + len(f)
		}
	}
	if end < 0 {
		return ""
	}
	rest := strings.TrimLeft(t[end:], " ,;.&|·•")
	rest = strings.TrimPrefix(strings.TrimPrefix(rest, "et al."), "et al")
	rest = strings.TrimLeft(rest, " ,;.|·•")
	if rest == "" || !unicode.IsUpper([]rune(rest)[0]) {
		return ""
	}
	if m := initialsColonRe.FindString(rest); m != "" {
		return "" // "Cheng, C.: Title. Venue": a reference in family-first form, not a running head
	}
	return rest
}

// initialsColonRe is a family-first name's initials ended by a colon, which opens a
// reference's title (LNCS style: "Oliver, J., Cheng, C.: Title").
var initialsColonRe = regexp.MustCompile(`^(?:\p{Lu}\.\s*)+:`)

// nameRun reports whether text before a family name holds nothing but names and separators,
// after a page number.
func nameRun(s string) bool {
	for _, r := range strings.TrimLeft(s, "0123456789 ") {
		if !unicode.IsLetter(r) && !strings.ContainsRune(" ,.;&'’-", r) {
			return false
		}
	}
	return true
}
