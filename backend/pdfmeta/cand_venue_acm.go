package pdfmeta

import (
	"regexp"
	"strings"
)

// acmArticleRe is the volume tuple of ACM's reference format for a journal article: volume,
// issue (a number or a conference's name in PACM journals) and article number, then the date
// ("ACM Trans. Graph. 38, 4, Article 123 (July 2019), 12 pages.", "Proc. ACM Hum.-Comput.
// Interact. 3, CSCW, Article 12 (November 2019)").
var acmArticleRe = regexp.MustCompile(`\s(\d+),\s*(?:\d+|[A-Z][A-Za-z]*\d*),\s*Article\s+\d+\s*\(([^)]{3,30})\)`)

// acmArticleVenues adds the journal named before an ACM article tuple on pages 1–2
// ("acm_article"): the longest run of words before the tuple that the journal lexicon knows
// as a title or an abbreviation of one. The title's sentence before it is no part of the name.
func (h *header) acmArticleVenues(add func(text string, year int, feats ...string)) {
	for _, t := range h.texts {
		if !strings.Contains(t, "Article") {
			continue // acmArticleRe's word, which joining the fields neither makes nor breaks
		}
		flat := strings.Join(strings.Fields(t), " ")
		for _, m := range acmArticleRe.FindAllStringSubmatchIndex(flat, 4) {
			before := strings.Fields(flat[max(0, m[0]-120):m[0]])
			for i := max(0, len(before)-10); i < len(before); i++ {
				name := strings.Join(before[i:], " ")
				if !startsUpperRune(name) {
					continue
				}
				if j := knownJournal(name); j != "" {
					add(j, firstYear(flat[m[4]:m[5]]), "acm_article")
					break
				}
				if j := abbrevJournal(name); j != "" {
					add(j, firstYear(flat[m[4]:m[5]]), "acm_article")
					break
				}
			}
		}
	}
}
