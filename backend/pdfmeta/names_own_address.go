package pdfmeta

import "strings"

// A side column of names, each followed on its line by the author's own e-mail address
// ("Liu Yi MSc  y.liu@example.edu"): where the column is narrow the longer names wrap their
// address onto the next line and are read, while a name short enough to keep its address on
// its line was taken for an address line and lost (synthR41 s0327, its first author).

// ownAddressName is a line's name text without one bare e-mail address at its end that
// belongs to that name: the address is the line's only one, at least two words precede it,
// and a part of its local name ("y.liu", "liu_yi") is a word of the text before it. A line
// of names followed by a shared address ("{anna,wei}@leeds.ac.uk") or an affiliation's
// address is not such a line.
func ownAddressName(l line) (string, bool) {
	if strings.Count(l.text, "@") != 1 || len(l.words) < 3 {
		return "", false
	}
	last := l.words[len(l.words)-1].Text
	at := strings.Index(last, "@")
	if at <= 0 {
		return "", false
	}
	text := nameText(l)
	i := strings.LastIndex(text, last)
	if i < 0 || strings.TrimSpace(text[i+len(last):]) != "" {
		return "", false
	}
	text = strings.TrimSpace(text[:i])
	words := map[string]bool{}
	for _, w := range strings.Fields(text) {
		if c := compact(w); len(c) >= 2 {
			words[c] = true
		}
	}
	for _, part := range strings.FieldsFunc(strings.ToLower(last[:at]), func(r rune) bool { return r == '.' || r == '_' || r == '-' }) {
		if words[compact(part)] {
			return text, true
		}
	}
	return "", false
}
