package pdfmeta

import (
	"math"
	"strings"
)

// A journal's banner prints its name in ISO 4 abbreviation ("Electron. Commun. Probab. 49
// (2024), …") while its masthead beside or over the title sets the name in full, often in
// capitals stacked over several lines or rotated along the margin ("ELECTRONIC / COMMUNICA- /
// TIONS / in PROBABILITY"). ISO 4 drops the joining words and the endings, so expandAbbrev's
// word list cannot give the name ("Electronics Communications Probability"); the page's own
// masthead can, when its words are the abbreviation's words written out (s18-held5).

// mastheadName is the page-1 text that writes abbrev out: a run of up to five lines that
// follow one another in reading order, upright at one left edge or rotated, whose words
// without the joining words ("in", "of", "the") start with the abbreviation's words in
// order. It returns "" when the abbreviation has no abbreviated word or no run writes it out.
func (h *header) mastheadName(abbrev string) string {
	short := strings.Fields(abbrev)
	dotted := 0
	for _, w := range short {
		if abbreviated(w) {
			dotted++
		}
	}
	if len(short) < 2 || dotted == 0 {
		return ""
	}
	for i := range h.page1 {
		var run []string
		for k := i; k < min(len(h.page1), i+5); k++ {
			l := h.page1[k]
			if k > i && (l.vertical != h.page1[i].vertical || !l.vertical && math.Abs(l.x0-h.page1[i].x0) > 2) {
				break
			}
			run = append(run, l.text)
			if name := writesOut(short, mastheadWords(run)); name != "" {
				return name
			}
		}
	}
	return ""
}

// mastheadWords are the words of lines set one under another, a word hyphenated over a line
// end made whole ("COMMUNICA-" and "TIONS").
func mastheadWords(run []string) []string {
	var ws []string
	for _, t := range run {
		for j, w := range strings.Fields(t) {
			if n := len(ws); j == 0 && n > 0 && strings.HasSuffix(ws[n-1], "-") && len(ws[n-1]) > 1 {
				ws[n-1] = strings.TrimSuffix(ws[n-1], "-") + w
				continue
			}
			ws = append(ws, w)
		}
	}
	return ws
}

// writesOut returns the words, as a reference manager stores a name, when each word but the
// joining ones starts with the next abbreviated word (a word without a full stop must be the
// word itself) and every abbreviated word is used; "" otherwise.
func writesOut(short, full []string) string {
	i := 0
	for _, w := range full {
		if minorWords[strings.ToLower(w)] {
			continue
		}
		if i == len(short) {
			return ""
		}
		a := strings.ToLower(strings.TrimSuffix(short[i], "."))
		f := strings.ToLower(w)
		if a == "" || abbreviated(short[i]) && (!strings.HasPrefix(f, a) || f == a) || !abbreviated(short[i]) && f != a {
			return ""
		}
		i++
	}
	if i < len(short) || len(full) < 2 {
		return ""
	}
	name := strings.Join(full, " ")
	if strings.ToUpper(name) == name || strings.ToUpper(strings.Join(nonMinor(full), " ")) == strings.Join(nonMinor(full), " ") {
		name = titleCase(name) // "ELECTRONIC COMMUNICATIONS in PROBABILITY"
	}
	return name
}

// abbreviated reports an abbreviated word: one with its full stop, or one ISO 4 abbreviates
// that is no English word too (the banner's last word loses its stop with the banner's end:
// "Probab").
func abbreviated(w string) bool {
	bare := strings.ToLower(strings.TrimSuffix(w, "."))
	_, iso := iso4[bare]
	return strings.HasSuffix(w, ".") || iso && !wordsToo[bare] && !strings.EqualFold(bare, iso4[bare])
}

// nonMinor are the words that are not joining words.
func nonMinor(ws []string) []string {
	var out []string
	for _, w := range ws {
		if !minorWords[strings.ToLower(w)] {
			out = append(out, w)
		}
	}
	return out
}
