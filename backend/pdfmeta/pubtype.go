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
	typ   string
	match func(string) bool
}{
	{"other", patentRe.MatchString}, // Carrel has no patent type
	{"thesis", regexp.MustCompile(`(?i)\b(doctoral|phd|ph\.\s?d\.|master'?s|bachelor'?s|diploma|licentiate|habilitation)\s+(thesis|dissertation)\b|\b(dissertation|thesis) submitted (to|for|in)\b|\bin partial fulfil?ment of the requirements\b`).MatchString},
	{"journal_article", regexp.MustCompile(`(?i)\bjournal\b|\btransactions on\b|\bletters\b|\bannals of\b|\bvol(ume)?\.?\s*\d+\s*[,(]`).MatchString},
	{"conference_paper", regexp.MustCompile(`(?i)\bproceedings\b|\bconference\b|\bworkshop\b|\bsymposium\b|\bcongress\b`).MatchString},
	{"conference_paper", confNamed},
	{"book_chapter", regexp.MustCompile(`(?i)\(eds?\.?\)|\blecture notes in\b|\bLNCS\s+\d|\bhandbook of\b`).MatchString},
	{"report", regexp.MustCompile(`(?i)\btechnical report\b|\bworking paper\b|\bwhite paper\b|\btech\. rep\.|\breport no\.`).MatchString},
	{"preprint", regexp.MustCompile(`(?i)\barxiv:\s*\d{4}\.\d{4,5}|\bpreprint\b|\bbiorxiv\b|\bmedrxiv\b`).MatchString},
}

// springerVolRe is the volume line of a book series of proceedings and edited books: "(Eds.):"
// before the volume's name, or the series' abbreviation and volume number ("LNCS 11727", "LNAI
// 9876", "CCIS 1234", "AISC 123").
var springerVolRe = regexp.MustCompile(`\([Ee]ds?\.\)\s*:|\b(?:LNCS|LNAI|LNBI|LNBIP|LNICST|LNEE|CCIS|AISC|SIST|IFIP AICT)\s+\d{2,5}\b`)

// underReviewLineRe is a submission's notice on a page: a paper under review is a preprint.
var underReviewLineRe = regexp.MustCompile(`(?i)\bunder review (?:as|at|for)\b|\bpreprint\.? under review\b|\bpreprint submitted to\b`)

// patentRe is a patent's front page: the office's heading or its numbered fields.
var patentRe = regexp.MustCompile(`(?i)\b(united states|european) patent\b|\bpatent application publication\b|\bpub\. no\.:|\bappl\. no\.:|\bpatent no\.:`)

// serialProceedingsRe is a journal named "Proceedings" by its numbered issue: "Proceedings of
// the VLDB Endowment, Vol. 3, No. 1", "Proceedings of the IEEE, Vol. 86, No. 11", PNAS.
// Conference proceedings come in volumes, not in numbered issues.
var serialProceedingsRe = regexp.MustCompile(`(?i)\bproc(eedings|\.)\s[^\n]{0,80}?\bvol(ume)?\.?\s*\d+\s*[,;]?\s*(no|number|issue)\.?\s*\d+`)

// ruleType guesses the type from a journal named "Proceedings", the venue, then the first
// page's opening; "" when nothing says it.
func ruleType(venue, arxiv, firstPage string) string {
	if serialProceedingsRe.MatchString(venue + "\n" + firstPage) {
		return "journal_article"
	}
	if venue != "" {
		for _, c := range typeCues {
			if c.match(venue) {
				return c.typ
			}
		}
		if knownJournal(venue) != "" {
			return "journal_article" // "Neurocomputing", "Sensors": a journal the lexicon knows, whatever else the page prints (an arXiv stamp)
		}
	}
	head := strings.ReplaceAll(firstPage, "\n", " ")
	if typeCueRes["confprice"].MatchString(head) {
		// a proceedings volume's ISBN and price, at the page's foot (IEEE, ACM): journals print an ISSN
		return "conference_paper"
	}
	if underReviewLineRe.MatchString(head) {
		// "Under review as a conference paper at ICLR 2020", "Preprint. Under review.": a submission,
		// whatever meeting words the notice and the abstract hold
		return "preprint"
	}
	if springerVolRe.MatchString(head) {
		// a book series' volume line ("A. Editor et al. (Eds.): ICANN 2019, LNCS 11727, pp. 12–24"),
		// before the page's running words ("workshop", "conference" in an abstract)
		return "book_chapter"
	}
	if len(head) > 2500 {
		head = head[:2500]
	}
	for _, c := range typeCues {
		if c.match(head) {
			return c.typ
		}
	}
	if arxiv != "" {
		return "preprint"
	}
	return ""
}
