package pdfmeta

import (
	"math"
	"regexp"
	"strings"
)

var (
	// bibEntryRe opens a BibTeX entry printed on a cover page: "@inproceedings{Key,".
	bibEntryRe = regexp.MustCompile(`(?i)^\s*@(?:inproceedings|conference|article|incollection|inbook|proceedings)\s*[{(]`)
	// bibFieldRe is a venue's field with its value on one line: "booktitle = {Proceedings …},".
	bibFieldRe = regexp.MustCompile(`(?i)^\s*(booktitle|journal)\s*=\s*(.*)$`)
	// bibKeyRe is a venue's field name alone, its value set in a column of its own.
	bibKeyRe = regexp.MustCompile(`(?i)^\s*(booktitle|journal)\s*$`)
	// bibValueRe is a value set apart from its field name: "= {Proceedings …},".
	bibValueRe = regexp.MustCompile(`^\s*=\s*(.*)$`)
)

// bibtexVenues adds the booktitle or journal of a BibTeX entry printed on page 1 ("bibtex",
// with "appear": it says where the paper appears). Cover pages that LaTeX's CoverPage and
// many authors' preprints put before a paper print the entry to cite it by
// ("@inproceedings{…, booktitle = {Proceedings European Conference on Computer Vision
// 2006}, …}"), often with names and values in two columns, one line each (s16-venue).
func (h *header) bibtexVenues(add func(text string, year int, feats ...string)) {
	ls := h.page1
	for i, l := range ls {
		if !bibEntryRe.MatchString(l.text) {
			continue
		}
		end := min(len(ls), i+40)
		for k := i + 1; k < end; k++ {
			var v string
			if m := bibFieldRe.FindStringSubmatch(ls[k].text); m != nil {
				v = m[2]
			} else if bibKeyRe.MatchString(ls[k].text) {
				v = bibValueBeside(ls[i+1:end], ls[k])
			}
			if v = bibValue(v); v != "" {
				add(v, firstYear(v), "bibtex", "appear")
			}
		}
	}
}

// bibValueBeside is the "= {…}" line set on the same baseline as a field's name, or "".
func bibValueBeside(ls []line, key line) string {
	for _, l := range ls {
		if l.x0 > key.x0 && math.Abs(l.y0-key.y0) < 0.5*key.size {
			if m := bibValueRe.FindStringSubmatch(l.text); m != nil {
				return m[1]
			}
		}
	}
	return ""
}

// bibValue is a BibTeX value without its braces or quotes, its trailing comma and the braces
// that keep a word's case ("{IEEE}"); "" when it holds no name (a "???" placeholder).
func bibValue(v string) string {
	v = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(v), ","))
	v = strings.NewReplacer("{", "", "}", "", `"`, "").Replace(v)
	v = strings.TrimSpace(v)
	if letters(v) < 3 {
		return ""
	}
	return v
}
