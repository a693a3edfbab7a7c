package pdfmeta

import (
	"regexp"
	"strings"
)

// A PDF rarely states its publication type, but its venue and first page usually say it: this
// keeps PDF papers in type-filtered searches. Order matters: a "Journal of ... Proceedings" is a
// journal, an arXiv stamp on a conference paper leaves it a conference paper. The types are
// domain.PublicationTypes.
//
// Each cue's needs are literals (lower case) of which every match holds one: text whose
// folded form (foldASCII) holds none is not scanned. A cue without an expression is confNamed.
var typeCues = []struct {
	typ   string
	re    *regexp.Regexp
	needs []string
}{
	{"other", patentRe, []string{"patent", "pub.", "pub ", "appl.", "appl "}}, // Carrel has no patent type
	{"thesis", thesisStatementRe, thesisStatementNeeds},
	{"journal_article", regexp.MustCompile(`(?i)\bjournal\b|\btransactions on\b|\bletters\b|\bannals of\b|\bvol(ume)?\.?\s*\d+(?:/\d+)?\s*[,(]`), // "Vol. 1/3," too: a volume and its number (s15-s13open)
		[]string{"journal", "transactions on", "letters", "annals of", "vol"}},
	{"conference_paper", regexp.MustCompile(`(?i)\bproceedings\b|\bconference\b|\bworkshop\b|\bsymposium\b|\bcongress\b`),
		[]string{"proceedings", "conference", "workshop", "symposium", "congress"}},
	{"conference_paper", nil, nil},
	{"book_chapter", regexp.MustCompile(`(?i)\(eds?\.?\)|\blecture notes in\b|\bLNCS\s+\d|\bhandbook of\b`),
		[]string{"(ed", "lecture notes in", "lncs", "handbook of"}},
	{"report", regexp.MustCompile(`(?i)\btechnical report\b|\bworking paper\b|\bwhite paper\b|\btech\. rep\.|\breport no\.`),
		[]string{"technical report", "working paper", "white paper", "tech. rep.", "report no."}},
	{"preprint", regexp.MustCompile(`(?i)\barxiv:\s*\d{4}\.\d{4,5}|\bpreprint\b|\bbiorxiv\b|\bmedrxiv\b`),
		[]string{"arxiv:", "preprint", "biorxiv", "medrxiv"}},
}

// thesisStatementRe is a thesis's statement of itself: the thesis named with its degree, the
// degree it is submitted for, or (since s18-chapters) the degree programme it is written in
// ("Master's Degree in Statistics", "Dottorato di Ricerca in Informatica"); thesisStatementNeeds
// are its literals.
var (
	thesisStatementRe    = regexp.MustCompile(`(?i)\b(doctoral|phd|ph\.\s?d\.|master'?s|bachelor'?s|diploma|licentiate|habilitation)\s+(thesis|dissertation)\b|\b(dissertation|thesis) submitted (to|for|in)\b|\bin partial fulfil?ment of the requirements\b|\b(?:master['’]?s|bachelor['’]?s|doctoral|ph\.?\s?d\.?)\s+(?:degree|programme|program)\s+in\b|\bdottorato di ricerca\b`)
	thesisStatementNeeds = []string{"thesis", "dissertation", "in partial fulfi", "degree", "program", "dottorato"}
)

// thesisStatement reports whether text states that it is a thesis (thesisStatementRe).
func thesisStatement(text string) bool {
	return containsAny(foldASCII(text), thesisStatementNeeds) && thesisStatementRe.MatchString(text)
}

// firstTypeCue is the type of the first of typeCues that text matches ("" for none).
func firstTypeCue(text string) string {
	fold := foldASCII(text)
	for _, c := range typeCues {
		if c.re == nil && confNamed(text) || c.re != nil && (c.needs == nil || containsAny(fold, c.needs)) && c.re.MatchString(text) {
			return c.typ
		}
	}
	return ""
}

// springerVolRe is the volume line of a book series of proceedings and edited books: "(Eds.):"
// before the volume's name, or the series' abbreviation and volume number ("LNCS 11727", "LNAI
// 9876", "CCIS 1234", "AISC 123").
//
// Since s18-chapters also the series spelled out with its volume ("Lecture Notes in Artificial
// Intelligence 3534") and a multi-part proceedings volume's part ("Proceedings, Part 2"): a
// volume in a publisher's series, whose chapters Zotero saves as book sections.
var springerVolRe = regexp.MustCompile(`\([Ee]ds?\.\)\s*:|\b(?:LNCS|LNAI|LNBI|LNBIP|LNICST|LNEE|CCIS|AISC|SIST|IFIP AICT)\s+\d{2,5}\b|\bLecture Notes in (?:\p{Lu}\p{L}+\s+){1,5}\d{3,5}\b|\bProceedings,?\s+Part\s+(?:[IVX]{1,4}|\d{1,2})\b`)

// underReviewLineRe is a submission's notice on a page: a paper under review is a preprint.
// Since s15-s13open also "submitted for publication in <journal>" (whatever came of it: a
// vignette's "no longer submitted for publication in"): the journal it names is not its venue.
var underReviewLineRe = regexp.MustCompile(`(?i)\bunder review (?:as|at|for)\b|\bpreprint\.? under review\b|\bpreprint submitted to\b|\bsubmitted for publication\b`)

// patentRe is a patent's front page: the office's heading or its numbered fields ("Pub. No.:",
// or "Pub . No.:" as the extractor reads a PDF that spaces the points).
var patentRe = regexp.MustCompile(`(?i)\b(united states|european) patent\b|\bpatent application publication\b|\bpub ?\. no ?\.:|\bappl ?\. no ?\.:|\bpatent no ?\.:`)

// serialProceedingsRe is a journal named "Proceedings" by its numbered issue: "Proceedings of
// the VLDB Endowment, Vol. 3, No. 1", "Proceedings of the IEEE, Vol. 86, No. 11", PNAS.
// Conference proceedings come in volumes, not in numbered issues.
var serialProceedingsRe = regexp.MustCompile(`(?i)\bproc(eedings|\.)\s[^\n]{0,80}?\bvol(ume)?\.?\s*\d+\s*` + issueYear + `[,;]?\s*(no|number|issue)\.?\s*\d+`)

// issueProceedingsRe is the same the other way round (since s13-type): a journal's numbered issue
// that is a meeting's proceedings names the meeting after its number ("TUGboat, Volume 28 (2007),
// No. 1 — Proceedings of the Practical TeX 2006 Conference"). The paper is the journal's.
var issueProceedingsRe = regexp.MustCompile(`(?i)\bvol(ume)?\.?\s*\d+\s*` + issueYear + `[,;]?\s*(no|number|issue)\.?\s*\d+\s*(?:[—–:-]|--)\s*proc(eedings\b|\.)`)

// issueYear is an issue's year in parentheses between its volume and number ("Volume 28 (2007), No. 1").
const issueYear = `(?:\((?:19|20)\d\d\)\s*)?`

// ruleType guesses the type from a journal named "Proceedings", the venue, then the first
// page's opening; "" when nothing says it.
func ruleType(venue, arxiv, firstPage string) string {
	return ruleTypeOf(venue, arxiv, firstPage, false)
}

// ruleTypeOf is ruleType for a page that may print a class's placeholder venue (template,
// untemplated): such a page is a manuscript, a preprint unless its venue or a stamp (a
// proceedings ISBN's price, a notice of review, a book series' volume line) says otherwise,
// whatever words its text runs ("the height of the letters" read as a journal's, s17-type).
func ruleTypeOf(venue, arxiv, firstPage string, template bool) string {
	if serialProceedings(venue + "\n" + firstPage) {
		return "journal_article"
	}
	if venue != "" {
		if t := firstTypeCue(venue); t != "" {
			return t
		}
		journal := knownJournal(venue) != ""
		if namedWithEditors(venue, firstPage) || journal && springerVol(strings.ReplaceAll(firstPage, "\n", " ")) {
			// "In: J. Roe (eds.), Pattern Recognition, …", "Pattern Recognition, Proceedings, Part 3":
			// a book's title that a journal shares, in a series volume's line (s18-chapters)
			return "book_chapter"
		}
		if journal {
			return "journal_article" // "Neurocomputing", "Sensors": a journal the lexicon knows, whatever else the page prints (an arXiv stamp)
		}
	}
	head := strings.ReplaceAll(firstPage, "\n", " ")
	if cueNeeds("confprice", "", head) && typeCueRes["confprice"].MatchString(head) {
		// a proceedings volume's ISBN and price, at the page's foot (IEEE, ACM): journals print an ISSN
		return "conference_paper"
	}
	if underReview(head) {
		// "Under review as a conference paper at ICLR 2020", "Preprint. Under review.": a submission,
		// whatever meeting words the notice and the abstract hold
		return "preprint"
	}
	if springerVol(head) {
		// a book series' volume line ("A. Editor et al. (Eds.): ICANN 2019, LNCS 11727, pp. 12–24"),
		// before the page's running words ("workshop", "conference" in an abstract)
		return "book_chapter"
	}
	if template {
		return "preprint"
	}
	if len(head) > 2500 {
		head = head[:2500]
	}
	if t := firstTypeCue(head); t != "" {
		return t
	}
	if arxiv != "" {
		return "preprint"
	}
	return ""
}

// serialProceedings reports whether serialProceedingsRe or issueProceedingsRe matches text, skipping text without the "proc" and
// the "vol" every match holds.
func serialProceedings(text string) bool {
	fold := foldASCII(text)
	return strings.Contains(fold, "proc") && strings.Contains(fold, "vol") && (serialProceedingsRe.MatchString(text) || issueProceedingsRe.MatchString(text))
}

// springerSeries are the literals of springerVolRe, one of which every match holds (it is
// case-sensitive, so they are tested with their case).
var springerSeries = []string{"(Ed", "(ed", "LNCS", "LNAI", "LNBI", "LNICST", "LNEE", "CCIS", "AISC", "SIST", "IFIP AICT", "Lecture Notes in ", "Part"}

// springerVol is springerVolRe.MatchString, skipping text without any of springerSeries.
func springerVol(text string) bool {
	return containsAny(text, springerSeries) && springerVolRe.MatchString(text)
}

// underReview is underReviewLineRe.MatchString, skipping text without the "under review" or
// "preprint submitted to" every match holds.
func underReview(text string) bool {
	fold := foldASCII(text)
	return (strings.Contains(fold, "under review") || strings.Contains(fold, "preprint submitted to") || strings.Contains(fold, "submitted for publication")) &&
		underReviewLineRe.MatchString(text)
}
