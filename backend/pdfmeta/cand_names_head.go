package pdfmeta

import (
	"regexp"
	"strings"

	"carrel/backend/domain"
)

// A thesis's chapter printed on its own (s8b): its first page sets the chapter's number and
// title and no byline; the thesis's author stands only in the running head or foot, beside
// the kind of thesis ("Anna Smith – PhD Thesis, University of Leeds, 2019", "Doctoral
// Dissertation | Anna Smith").

// thesisWordRe is the kind of thesis a running head names.
const thesisWordRe = `(?:(?:ph\.?\s?d\.?|doctoral|doctorate|master'?s?|m\.?\s?sc\.?|m\.?\s?phil\.?|bachelor'?s?|diploma|habilitation)\s+)?(?:thesis|dissertation)`

var (
	// nameThesisRe is a head that prints the name before the thesis: "Anna Smith – PhD Thesis, …".
	nameThesisRe = regexp.MustCompile(`(?i)^\s*([^–—|:;,]{4,60}?)\s*(?:[–—|:,]|\s-)\s*` + thesisWordRe + `\b`)
	// thesisNameRe is one that prints it after: "PhD Thesis – Anna Smith", "Doctoral Dissertation | Anna Smith, 2019".
	thesisNameRe = regexp.MustCompile(`(?i)^\s*` + thesisWordRe + `\s*(?:[–—|:]|-\s)\s*([^–—|:;,]{4,60}?)\s*(?:[–—|:;,(].*)?$`)
)

// thesisHeadNames reads the one author a thesis's running head or foot names on pages 1–2 (a
// line in the page's top or bottom tenth); the name must split as one person's.
func thesisHeadNames(pages [][]line) []domain.Author {
	for _, page := range pages {
		for _, l := range page {
			if l.vertical || l.ph <= 0 || l.y0 > 0.12*l.ph && l.y1 < 0.9*l.ph {
				continue
			}
			m := nameThesisRe.FindStringSubmatch(l.text)
			if m == nil {
				m = thesisNameRe.FindStringSubmatch(l.text)
			}
			if m == nil {
				continue
			}
			names, ok := splitNames(strings.TrimSpace(m[1]))
			if !ok || len(names) != 1 || hasTitleWord(names) || isAffiliation(m[1]) {
				continue
			}
			return authorsOf(names)
		}
	}
	return nil
}
