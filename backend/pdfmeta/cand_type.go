package pdfmeta

import (
	"regexp"
	"slices"
	"strings"

	"carrel/backend/domain"
)

// typeCueRes are the lexical cues the type model weighs, read from the venue ("v_") and the
// first page's opening ("p_"); each type learns its own weight for each cue.
var typeCueRes = map[string]*regexp.Regexp{
	"journal":    regexp.MustCompile(`(?i)\bjournal\b|\btransactions\b|\bletters\b|\bannals\b|\breview\b|\bbulletin\b`),
	"proceed":    regexp.MustCompile(`(?i)\bproceedings\b|\bproc\.`),
	"conference": regexp.MustCompile(`(?i)\bconference\b|\bworkshop\b|\bsymposium\b|\bcongress\b|\bmeeting\b`),
	"volume":     regexp.MustCompile(`(?i)\bvol(ume)?\.?\s*\d+|\b\d+\s*\(\d+\)\s*[:,]|\bissue\b|\bpp\.\s*\d`),
	"issn":       regexp.MustCompile(`(?i)\b(e-?)?issn\b`),
	"isbn":       regexp.MustCompile(`\bISBN\b|\b97[89]-\d-\d+-\d+-\d|/\d\d/\$\d+\.\d\d`),
	"received":   regexp.MustCompile(`(?i)\breceived\b.*\b(19|20)\d\d\b|\baccepted\b`),
	"preprint":   regexp.MustCompile(`(?i)\bpreprint\b|\bbiorxiv\b|\bmedrxiv\b|\bunder review\b|\bsubmitted to\b|\bsubmitted for publication\b`),
	"arxiv":      regexp.MustCompile(`(?i)\barxiv:\s*\d{4}\.\d{4,5}|arxiv:[a-z\-]+/\d{7}`),
	"thesis":     regexp.MustCompile(`(?i)\b(doctoral|phd|ph\.\s?d\.|master'?s|bachelor'?s|diploma|licentiate|habilitation)\s+(thesis|dissertation)\b|\bdissertation\b|\bthesis\b`),
	// a book's chapter speaks of itself as one ("This chapter reviews …"; its label, "Chapter
	// 2" on a line of its own, is p_chapterhead: "Chapter 3" in a line is a contents list's or a
	// citation's); an
	// edited volume names its editors ("(Eds.)", "edited by", "In: …"). Since s8 these are two
	// cues, and a journal's editorial lines ("Academic Editor: …", "Associate Editor", "Letter
	// to the Editor", "Communicated by") a third, "jeditor": one cue for all three made every
	// MDPI and IEEE journal article look like a chapter.
	"chapter": regexp.MustCompile(`(?i)\b(this|the|present|our|each) chapter\b|\bhandbook\b|\blecture notes\b`),
	// (since s18-held6 also in French, German, Italian and Spanish: "sous la direction de",
	// "hrsg. von", "(Hg.)", "a cura di", "ed. por")
	"eds":        regexp.MustCompile(`(?i)\(eds?\.?\)|\bedited by\b|\bin:\s|\bsous la direction de\b|\bhrsg\.\s*v(?:on|\.)|\bherausgegeben von\b|\((?:hrsg|hg|[ée]ds)\.?\)|\ba cura di\b|\bed(?:itado)?\.? por\b`),
	"jeditor":    regexp.MustCompile(`(?i)\b(academic|associate|handling|guest|section|managing|responsible|area|action) editors?\b|\bletter to the editor\b|\beditor:\s|\bcommunicated by\b|\brecommended for publication\b|\beditors?[- ]in[- ]chief\b`),
	"patent":     regexp.MustCompile(`(?i)\bpatent\b|\bpub\.\s*no\b|\bappl\.\s*no\b`),
	"report":     regexp.MustCompile(`(?i)\buser['’]?s?['’]?\s+(?:guide|manual)\b|\breference manual\b|\btechnical report\b|\bworking paper\b|\bwhite paper\b|\bgen\. tech\. rep\b|\breport no\b|\btech\.\s*rep(ort)?\.?\s*(no\b|\d|[A-Z]{2,})|\b(research|internal|project) report\b|\bdiscussion paper\b|\btechnical memorandum\b|\breport (number|#)`), // since s11-devset a software's user guide or manual too: its title page has an abstract and no journal's or meeting's stamp, so it read as a bare camera-ready copy
	"appear":     regexp.MustCompile(`(?i)\bto appear\b|\bpublished as a conference paper\b|\bpresented at\b`),
	"review":     regexp.MustCompile(`(?i)^\s*review\b|\breview article\b|\ba review\b|\bsurvey\b`),
	"copyright":  regexp.MustCompile(`(?i)©|\bcopyright\b|\(c\)\s*(19|20)\d\d`),
	"openaccess": regexp.MustCompile(`(?i)\bopen access\b|creative commons|\bcc by\b`),
	"ieee":       regexp.MustCompile(`\bIEEE\b`),
	// a proceedings volume's ISBN with the per-copy price (IEEE and ACM conferences print it on
	// page 1: "978-1-7281-0395-2/19/$31.00 ©2019 IEEE"; journals print an ISSN there)
	// (and ACM's older "1-58113-840-7/04/0006 ...$5.00", "978-1-60558-392-1/09/06. . . $5.00")
	"confprice": regexp.MustCompile(`\b97[89]-[\d-]{9,}/\d\d/\$\d+\.\d\d|\bACM ISBN 97[89]|\b(?:97[89]-)?\d{1,5}-\d{1,7}-\d{1,7}-[\dX]/\d\d/(?:\d{2,4})?[\s.…]{0,12}\$\d+\.\d\d`),
	"springer":  regexp.MustCompile(`(?i)\bspringer\b|\bLNCS\b`),
	// a thesis's title page: the degree it is submitted for, its supervisors
	// (since s18-chapters also the degree programme a thesis page names: "Master's Degree in
	// Statistics", "Doctoral Programme in …", Italian "Dottorato di Ricerca in …")
	"degree": regexp.MustCompile(`(?i)\b(?:master['’]?s|bachelor['’]?s|doctoral|ph\.?\s?d\.?)\s+(?:degree|programme|program)\s+in\b|\bdottorato di ricerca\b|\bsubmitted in (partial )?fulfil?ment\b|\bin partial fulfil?ment of the requirements\b|\b(thesis|dissertation) submitted (to|for|in)\b|\bfor the degree of\b|\bdoctor of philosophy\b|\bmaster of (science|arts|philosophy)\b|\b(thesis|dissertation) (advisor|supervisor|committee)\b|\bsupervisors?:`),
	// a volume with an issue number ("Vol. 3, No. 1", "VOL. 5, NO. 2"): journals are issued in
	// numbers, proceedings volumes are not (PVLDB and PNAS are journals named "Proceedings")
	// (since s13-type with the issue's year between: "Volume 28 (2007), No. 1")
	"volno": regexp.MustCompile(`(?i)\bvol(ume)?\.?\s*\d+\s*` + issueYear + `[,;]?\s*(no|num|number|issue)\.?\s*\d+`),
}

// volumeStampRe is the volume cue without a bare "issue": a volume, an issue with its number
// ("Issue 3", "Special Issue"), a volume's citation or pages.
var volumeStampRe = regexp.MustCompile(`(?i)\bvol(ume)?\.?\s*\d+|\b\d+\s*\(\d+\)\s*[:,]|\bissue\s*(?:no\.?\s*)?:?\s*\d|\bspecial issue\b|\bpp\.\s*\d`)

// othersThesisRe is a thesis the page mentions as someone's ("whose PhD dissertation was on …",
// "the first author's doctoral thesis", "his thesis"): another work, not this document (s13-type:
// a TUGboat draft's dedication typed it a thesis). A journal article based on its author's thesis
// says so in a footnote.
var othersThesisRe = regexp.MustCompile(`(?i)\b(?:whose|his|her|their|my|our|its|[a-z]+['’]s?)\s+(?:(?:doctoral|phd|ph\.\s?d\.|master'?s|bachelor'?s|diploma|licentiate|habilitation)\s+)?(?:thesis|dissertation)\b`)

// proseEditedRe is "edited by" in a sentence, after a verb ("the kernel must be edited by many
// developers", "a file that is edited by"): no edited volume's editors (s13-type: CVS's paper
// read as a chapter through its running text).
var proseEditedRe = regexp.MustCompile(`(?i)\b(?:be|been|being|is|are|was|were|gets?|got)\s+edited by\b`)

// preprintDOIPrefixes are the DOI prefixes of preprint servers: bioRxiv and medRxiv (10.1101),
// arXiv (10.48550), Preprints.org (10.20944), Research Square (10.21203), OSF Preprints,
// PsyArXiv and SocArXiv (10.31219, 10.31234, 10.31235), TechRxiv (10.36227), ChemRxiv (10.26434).
var preprintDOIPrefixes = map[string]bool{"10.1101": true, "10.48550": true, "10.20944": true, "10.21203": true,
	"10.31219": true, "10.31234": true, "10.31235": true, "10.36227": true, "10.26434": true}

// confDOIRe are DOIs given only to papers of a meeting's proceedings (lower case): the ACL
// Anthology's (10.18653/v1/…), AAAI's and IJCAI's proceedings (10.1609/aaai…, 10.24963/ijcai…),
// ISCA's Interspeech (10.21437/interspeech…) and Dagstuhl's LIPIcs (10.4230/lipics…).
var confDOIRe = regexp.MustCompile(`^10\.(?:18653/v1/|1609/aaai|24963/ijcai|21437/interspeech|4230/lipics)`)

// isbnDOIRe is a DOI built on a book's ISBN: right after the prefix (Springer's 10.1007/978-…,
// Wiley's 10.1002/9781118…) or, since s17-type, after a publisher's letters or path (Elsevier's
// 10.1016/B978-0-12-…, Cambridge's 10.1017/CBO9780511…, Oxford's 10.1093/oso/978… and
// 10.1093/oxfordhb/978…); isbnTitleRe is a file title that is an ISBN.
var (
	isbnDOIRe   = regexp.MustCompile(`\b10\.\d{4,9}/(?:[A-Z]{1,4}|[a-z]+(?::[a-z]+)?/)?97[89][-\d]`)
	isbnTitleRe = regexp.MustCompile(`^\s*97[89]\d{10}\b`)
)

// typeCandidates offers every publication type; each type's features are the cues present
// on the paper, crossed with the type (so one linear model is a multinomial one).
func (h *header) typeCandidates(venue, arxiv string) []Candidate {
	first := ""
	if len(h.texts) > 0 {
		first = strings.ReplaceAll(h.texts[0], "\n", " ")
	}
	template := false
	first, venue, template = untemplated(first, venue)
	first = othersThesisRe.ReplaceAllString(first, " ")
	first = proseEditedRe.ReplaceAllString(first, " ")
	head := first
	if len(head) > 3000 {
		// and the page's foot, where publishers print the copyright, ISSN, ISBN and price lines
		head = head[:3000] + " " + first[max(3000, len(first)-800):]
	}
	cues := []string{"bias"}
	// the file's Subject is read as if printed: publishers put the venue there ("IJCAI-07:
	// Proceedings of …", "2018 IEEE International Conference on …", "IEEE Access;2024;…")
	page := head + " " + h.doc.Meta.Subject
	foldPage, foldVenue := foldASCII(page), foldASCII(venue)
	for name, re := range typeCueRes {
		if venue != "" && mayMatch(name, foldVenue, venue) && re.MatchString(venue) {
			cues = append(cues, "v_"+name)
		}
		if mayMatch(name, foldPage, page) && re.MatchString(page) {
			cues = append(cues, "p_"+name)
		}
	}
	if heads := h.page2Heads(); !slices.Contains(cues, "p_report") && mayMatch("report", foldASCII(heads), heads) && typeCueRes["report"].MatchString(heads) {
		cues = append(cues, "p_report") // page 2's running head names a report or a manual
	}
	if venue != "" && confNamed(venue) {
		cues = append(cues, "v_confname")
	}
	if confNamed(page) {
		cues = append(cues, "p_confname")
	}
	if venue != "" && knownJournal(venue) != "" {
		cues = append(cues, "v_known") // the venue is a journal the lexicon knows
	}
	if h.chapterHead() && !thesisStatement(head) {
		// "Chapter" or "Chapter 2" on a line of its own, over a chapter's title; not under a
		// thesis's own statement ("Chapter 3 of the doctoral dissertation of …", "Doctoral
		// Dissertation, University of …"): a thesis's chapters print the label too (s18-chapters)
		cues = append(cues, "p_chapterhead")
	}
	if springerVol(head) {
		cues = append(cues, "p_springervol") // "(Eds.): ICANN 2019, LNCS 11727": a chapter of a series volume
	}
	confYear := len(h.confYears()) > 0
	if confYear {
		cues = append(cues, "p_confyear")
	}
	if venue == "" {
		cues = append(cues, "no_venue")
	}
	if template {
		cues = append(cues, "template") // a template's placeholder venue: a manuscript, often an arXiv copy
	}
	if issnLine(head) {
		cues = append(cues, "p_issnline") // a journal's ISSN with its price or © at the page's foot
	}
	bookISBN := isbnDOIRe.MatchString(h.doc.Meta.DOI+" "+head) || isbnTitleRe.MatchString(h.doc.Meta.Title)
	if bookISBN {
		cues = append(cues, "book_isbn") // a DOI or file title built on an ISBN: a chapter of a book
	}
	if !strings.Contains(strings.ToLower(head), "abstract") && !strings.Contains(strings.ToLower(head), "summary") {
		cues = append(cues, "no_abstract")
	}
	if tool := strings.ToLower(h.doc.Meta.Creator + " " + h.doc.Meta.Producer); strings.Contains(tool, "conference") || strings.Contains(tool, "pdfexpress") {
		cues = append(cues, "tool_conference") // IEEE's conference PDF eXpress and "Conference Management System"
	}
	if arxiv != "" {
		cues = append(cues, "arxiv_id")
	}
	if h.doc.Meta.DOI != "" || doiRe.MatchString(head) {
		cues = append(cues, "doi")
		d := strings.ToLower(doiRe.FindString(h.doc.Meta.DOI + " " + head))
		for _, pre := range []string{"10.1109", "10.1007", "10.1145", "10.1016", "10.48550", "10.5772"} {
			if strings.HasPrefix(d, pre+"/") {
				cues = append(cues, "doi_"+pre)
			}
		}
		if confDOIRe.MatchString(d) {
			cues = append(cues, "doi_conf") // a DOI only a meeting's proceedings are given: ACL, AAAI, IJCAI, Interspeech, LIPIcs
		}
		if pre, _, _ := strings.Cut(d, "/"); preprintDOIPrefixes[pre] {
			cues = append(cues, "doi_preprint") // a preprint server's own DOI: bioRxiv, arXiv, Research Square, …
		}
	}
	plain := cues
	if slices.Contains(cues, "p_volume") && !volumeStampRe.MatchString(page) {
		// the volume cue fired by "issue" in prose alone ("to mitigate this issue"): no stamp of a
		// journal's, so a note without an abstract is read as one (s15-s13open). The cue itself
		// stays, its weight fitted as it fires; a page with an abstract keeps it (a synthetic
		// journal page whose abstract speaks of an "issue" is no meeting's bare copy).
		plain = slices.DeleteFunc(slices.Clone(cues), func(c string) bool { return c == "p_volume" })
	}
	if bare, note := bareCues(cues), noteCues(plain); bare || note {
		switch d := h.titleBlockDate(); {
		case h.releaseLine():
			// the title block names a software release ("Version 1.1.4", "ANN, Version 1.1.1"): a
			// program's manual or note, dated or not, with an abstract or without (s16-s15open:
			// jellyfish's and ANN's manuals read as a preprint and a journal page)
			cues = append(cues, "release_note")
		case h.selfDocument():
			// the abstract calls the document a manual or a guide ("This short manual
			// describes …"): a program's documentation, dated or not (s17-type: Velvet's manual
			// read as a preprint through its date)
			cues = append(cues, "self_doc")
		case bare && (d == dated || d == datedTeX), note && d == datedTeX:
			// the same page dated by its author (a date alone under the names, a versioned or
			// draft-labelled date): a manuscript, a report or a manual, not a meeting's copy.
			// Only on an otherwise bare page: where a page prints other evidence (an arXiv id, a
			// journal's stamps) that decides, and a cue that overlaps it moves the other cues'
			// weights (fired on train's one dated arXiv preprint, it tipped a tied paper).
			// REVTeX's "(Dated: …)" page counts as one with an abstract: the class sets it
			// without a heading (s13-type: a REVTeX preprint read as a note)
			cues = append(cues, "dated")
		case bare:
			// an abstract and nothing else a type could be read from: no DOI, volume, received
			// dates, ISSN or journal's name (journals stamp every article with some of it), no
			// meeting, book, preprint or report word. A meeting's camera-ready copy often prints
			// none of it (NeurIPS, older ACL and ACM workshop papers). It prints its authors'
			// addresses under their names, though; a page without them and without a venue is a
			// package's vignette or a draft (s16-s15open: five JSS-style vignettes read as
			// meetings' copies). A venue read that no cue typed ("USENIX − Winter ’91") keeps it bare
			if venue != "" || h.titleBlockContact() {
				cues = append(cues, "bare")
			} else {
				cues = append(cues, "bare_plain")
			}
		case d == dated || d == datedYear:
			// the same dated title block over no abstract and nothing else a type could be read
			// from: a method note, a manual or a memo (s12-devother's dev census: nine such pages,
			// all reports, read as journal pages through no_abstract). A year alone under the
			// names ("2004") only here: a note's \date (s13-type)
			cues = append(cues, "dated_note")
		case h.reportTitleBlock():
			// the same page whose title block calls the document a report ("Pentest-Report …",
			// "An Addendum to the … Report"): a report, not a journal page (s13-type)
			cues = append(cues, "report_note")
		case h.titleOnlyCover():
			// the same page holding nothing but a title block (a title and its authors, no
			// text): a report's or a manual's cover, its title page or abstract on page 2
			// (s13-type: the X Consortium's paper). A journal or a meeting prints the text under
			// the title; a repository's or a publisher's cover prints its own words (coverRe)
			cues = append(cues, "cover_note")
		}
	}
	if h.builtDate() {
		// the title block dates the file's build ("typeset on …", "compiled on …"): an author's
		// or a package's copy, whatever else the page prints (s17-type: R vignettes and notes
		// read as journal pages and meetings' copies)
		cues = append(cues, "built")
	}
	if h.manualTitle() {
		cues = append(cues, "title_manual") // "The RAxML v8.2.X Manual": a program's documentation
	}
	rule := ruleTypeOf(venue, arxiv, first, template)
	if rule == "" && h.doc.Meta.Subject != "" {
		rule = ruleType(h.doc.Meta.Subject, "", "")
	}
	if rule == "" && confYear {
		rule = "conference_paper"
	}
	if rule == "" && bookISBN {
		// a DOI built on an ISBN names a book, whatever the page leaves unsaid (s17-type: the cue
		// alone, fitted on train's chapters that print more, loses to the journal bias and the DOI)
		rule = "book_chapter"
	}
	cands := []Candidate{nullCandidate()}
	for _, t := range domain.PublicationTypes {
		f := map[string]float64{}
		for _, c := range cues {
			f[c+"|"+t] = 1
		}
		if t == rule {
			f["rule"] = 1
		}
		cands = append(cands, Candidate{Text: t, Features: f})
	}
	if rule == "" {
		cands[0].Features["rule"] = 1
	}
	return cands
}

// typeCueWords are literals, one of which every match of a cue holds (lower case): a cheap
// test that spares most regular-expression scans of the page.
var typeCueWords = map[string][]string{
	"journal": {"journal", "transactions", "letters", "annals", "review", "bulletin"}, "proceed": {"proc"},
	"conference": {"conference", "workshop", "symposium", "congress", "meeting"},
	"volume":     {"vol", "(", "issue", "pp."}, "issn": {"issn"}, "isbn": {"isbn", "97", "$"}, "received": {"received", "accepted"},
	"preprint": {"preprint", "rxiv", "review", "submitted"}, "arxiv": {"arxiv"}, "thesis": {"thesis", "dissertation"},
	"chapter": {"chapter", "handbook", "lecture"}, "eds": {"ed", "in:", "direction", "hrsg", "hg", "cura", "por", "éd", "Éd"}, "jeditor": {"editor", "communicated", "recommended"}, "patent": {"patent", "no"}, "report": {"report", "working", "white", "tech.", "discussion paper", "memorandum", "user", "manual"},
	"appear": {"appear", "published as", "presented"}, "review": {"review", "survey"}, "copyright": {"©", "copyright", "(c)"},
	"openaccess": {"open access", "creative", "cc by"}, "ieee": {"ieee"}, "springer": {"springer", "lncs"}, "confprice": {"$", "acm isbn"},
	"degree": {"fulfil", "degree", "doctor of", "master of", "advisor", "supervisor", "committee", "submitted", "program", "dottorato"},
	"volno":  {"vol"},
}

// mayMatch reports whether text (fold being foldASCII(text)) holds one of the cue's
// typeCueWords and what its typeCueNeeds ask: the one prefilter before a cue's expression
// scans it; a cue without literals is always tried.
func mayMatch(cue, fold, text string) bool {
	if words, ok := typeCueWords[cue]; ok && !containsAny(fold, words) {
		return false
	}
	return cueNeeds(cue, fold, text)
}

// bareNeutral are the cues a bare page may show: they say nothing of its type.
var bareNeutral = map[string]bool{"bias": true, "no_venue": true, "p_copyright": true, "p_openaccess": true}

// noteCues reports whether cues (a page's type cues) hold no abstract and no other cue but
// those a bare page may show.
func noteCues(cues []string) bool {
	note := false
	for _, c := range cues {
		switch {
		case c == "no_abstract":
			note = true
		case !bareNeutral[c]:
			return false
		}
	}
	return note
}

// bareCues reports whether cues (a page's type cues) hold an abstract and no other cue.
func bareCues(cues []string) bool {
	for _, c := range cues {
		if !bareNeutral[c] {
			return false // no_abstract too: a one-page letter or a scan is not a meeting's paper
		}
	}
	return true
}
