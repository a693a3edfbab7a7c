package pdfmeta

import (
	"regexp"
	"strings"
)

// A PDF rarely states its publication type, but its venue and first page usually say it: this
// keeps PDF papers in type-filtered searches. Order matters: a "Journal of ... Proceedings" is a
// journal, an arXiv stamp on a conference paper leaves it a conference paper. The types are
// domain.PublicationTypes.
var typeCues = []struct {
	typ string
	re  *regexp.Regexp
}{
	{"thesis", regexp.MustCompile(`(?i)\b(doctoral|phd|master'?s|bachelor'?s)\s+(thesis|dissertation)\b|\bdissertation submitted\b`)},
	{"journal_article", regexp.MustCompile(`(?i)\bjournal\b|\btransactions on\b|\bletters\b|\bannals of\b|\bvol(ume)?\.?\s*\d+\s*[,(]`)},
	{"conference_paper", regexp.MustCompile(`(?i)\bproceedings\b|\bconference\b|\bworkshop\b|\bsymposium\b|\bcongress\b`)},
	{"report", regexp.MustCompile(`(?i)\btechnical report\b|\bworking paper\b|\bwhite paper\b`)},
	{"preprint", regexp.MustCompile(`(?i)\barxiv:\s*\d{4}\.\d{4,5}|\bpreprint\b|\bbiorxiv\b|\bmedrxiv\b`)},
}

// ruleType guesses the type from the venue, then the first page's opening; "" when nothing
// says it.
func ruleType(venue, arxiv, firstPage string) string {
	if venue != "" {
		for _, c := range typeCues {
			if c.re.MatchString(venue) {
				return c.typ
			}
		}
	}
	head := strings.ReplaceAll(firstPage, "\n", " ")
	if len(head) > 2500 {
		head = head[:2500]
	}
	for _, c := range typeCues {
		if c.re.MatchString(head) {
			return c.typ
		}
	}
	if arxiv != "" {
		return "preprint"
	}
	return ""
}
