package pdfmeta

import (
	"math"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
)

var (
	subjectVenueRe = regexp.MustCompile(`^\s*((?:\d+(?:st|nd|rd|th)\s+)?[^;,(\d]{4,150}?)\s*(?:[;,(]|\d|$)`)
	junkVenueRe    = regexp.MustCompile(`(?i)\b(downloaded|uploaded|author|date|see profile|citations|reads|license|copyright|rights|email|e-mail|received|accepted|published|et al|digital object identifier|is with|are with)\b|@|http|www\.`)
	bannerPrefixRe = regexp.MustCompile(`^\s*(?:\d+\s+)?([\p{L}][^;,(\d|]{3,120}?)\s*(?:[;,(|]|\d)`)
	bannerNumRe    = regexp.MustCompile(`(19|20)\d\d|(?i:\bvol)\.?\s*\d|\b\d+\s*\(\d+\)|\bpp\.|\d+\s*[–-]\s*\d+`)
	appearVenueRe  = regexp.MustCompile(`(?i)(?:to appear in|appear(?:s|ed|ing) in|published as a conference paper at|presented at|published (?:online )?in|(?:is|are|was|were) included in|(?:to be|will be|is|was) held at|accepted (?:for publication )?(?:in|at|to|by)|^in:|^in book:|^(?:article|chapter|conference paper) in)\s*:?\s*(?:the\s+)?([^.;·]{4,150})`)
	// confLongRe reads a conference name with its commas and acronym, which the venue patterns stop
	// at, and its co-sponsors' "IEEE/CVF", "IEEE/RSJ" (s16-venue: not cut to "CVF Conference on …").
	confLongRe      = regexp.MustCompile(`((?:\d{4}\s+)?(?:(?:IEEE|ACM)(?:/[A-Z]{2,6})?\s+)?(?:\d+(?:st|nd|rd|th)\s+)?(?:Annual\s+)?(?:(?:IEEE|ACM)(?:/[A-Z]{2,6})?\s+)?(?:[A-Z][\w-]*\s+){0,3}(?:International\s+)?(?:Conference|Symposium|Workshop|Congress)\s+(?:on|of)\s+[^.;]{4,160}?(?:\([A-Za-z'\s\d]+\))?)(?:\s*[.;]|\s+\d|$)`)
	volAfterRe      = regexp.MustCompile(`^\s*[,.]?\s*(?i:vol(?:ume)?)\.?\s*\d`)
	volumeStartRe   = regexp.MustCompile(`(?i)^\s*(?:(?:19|20)\d\d,?\s+)?(vol(ume)?\.?\s*\d|\d+\s*\(\d+\)|no\.\s*\d)`) // T&F: "2019, VOL. 12, NO. 3"
	urlRe           = regexp.MustCompile(`https?://\S+|www\.\S+`)
	trailingLabelRe = regexp.MustCompile(`(?i)\s+(?:p|pp|vol|volume|no|issue|page|pages)\.?$`)
	// etAlHeadRe is the running head's authors before a journal banner (BMC, SpringerOpen):
	// "Zhang et al. BioMed Eng OnLine (2019) 18:3".
	etAlHeadRe    = regexp.MustCompile(`^\s*\p{Lu}[\p{L}'’-]+(?:\s+et\s+al\.?|\s+(?:and|&)\s+\p{Lu}[\p{L}'’-]+)\s+`)
	sourceLabelRe = regexp.MustCompile(`^\s*Source:\s*(\p{Lu}[^,(]{3,150}?)\s*(?:,\s*(?:Vol|No|Issue)|\(|$)`)
	// citeInfoRe is the citation line of IEEE's accepted manuscripts, whose journal ends the line.
	citeInfoRe = regexp.MustCompile(`(?i)citation information:\s*DOI\s*10\.\S+,\s*([^,;]{6,120}?)\s*$`)
	// selfDescRe is a venue's self-description going on after its name, as a journal's
	// masthead or footer says what it is: "The X Journal is an international journal committed to …".
	selfDescRe = regexp.MustCompile(`\s+(?:is|are)\s+(?:an?|the|published|committed|dedicated|devoted|indexed|edited)\s.*$`)
	// trailingMonthRe is a month name (and its day) glued to a venue's end.
	trailingMonthRe = regexp.MustCompile(`\s+(?:January|February|March|April|May|June|July|August|September|October|November|December)(?:\s+\d{1,2})?$`)
	// publisherLeadRe is a publisher's name before a journal title on one line.
	publisherLeadRe = regexp.MustCompile(`^(?:Hindawi(?: Publishing Corporation)?|Elsevier|Springer(?: Nature)?|Wiley|MDPI|SAGE|IOP Publishing|Taylor & Francis|BioMed Central|De Gruyter|Emerald|Oxford University Press|Cambridge University Press|Thieme|Karger|Brill|Routledge)\s+(\p{Lu}.{3,})$`)
	// journalLeadRe is a title built as a journal's: "Journal of …", "International Journal of …".
	journalLeadRe = regexp.MustCompile(`^(?:The\s+)?(?:International\s+|European\s+|American\s+)?(?:Journal|Annals|Transactions|Bulletin)\s+(?:of|on|for)\s+\p{Lu}`)
	// underReviewRe is a submission's notice, which names where a paper is submitted, not published.
	underReviewRe = regexp.MustCompile(`(?i)^(?:under review|(?:preprint |manuscript |paper )?submitted to|in submission|submission to)\b`)
	// idLabelEndRe is a text that ends on an identifier's label: a banner prefix cut at its number.
	idLabelEndRe = regexp.MustCompile(`(?i)\b(?:e-?isbn|e-?issn|isbn|issn|doi|pii|arxiv|pmid|pmcid)$`)
	// procBeforeRe is "Proceedings of (the)" right before a conference's name.
	procBeforeRe = regexp.MustCompile(`(?i)\bproc(?:eedings|\.)\s+of\s+(?:the\s+)?$`)
	// postcodeLeadRe is a postal code that starts a foot line: an address's end ("560037 India
	// (corresponding author: …"), not a banner's page number (s16-venue).
	postcodeLeadRe = regexp.MustCompile(`^\s*\d{5,6}\s+\p{Lu}`)
	venueWordRe    = regexp.MustCompile(`(?i)\b(journal|proceedings|conference|transactions|letters|symposium|workshop|review|annals|bulletin|society|international)\b`)
)

// venueCandidates are the venue texts page 1 and the file's Subject offer: named venue
// patterns, banner and footer prefixes before the volume and year, "To appear in ...", the
// journal line under "Contents lists available at", the venue after the title in a printed
// citation, and the rule's choice.
func (h *header) venueCandidates(title []line, titleText string) []Candidate {
	byText := map[string]*Candidate{}
	var order []string
	titleKey := ""
	if len(title) > 0 {
		var ts []string
		for _, l := range title {
			ts = append(ts, l.text)
		}
		titleKey = compact(joinLines(ts))
	}
	// a wrapped title's own lines are no venue ("… from a Single-view" / "Image", where a
	// journal is named "Image", s18-held6)
	titleLines := map[string]bool{}
	if len(title) > 1 {
		for _, l := range title {
			titleLines[compact(l.text)] = true
		}
	}
	add := func(text string, year int, feats ...string) {
		text = strings.TrimSpace(strings.TrimRight(collapse(text), " -–:.,"))
		// a quoted meeting: "held at “UseR! 2011”"
		text = strings.TrimSpace(strings.Trim(text, "“”\""))
		text = strings.TrimSpace(strings.TrimRight(trailingLabelRe.ReplaceAllString(text, ""), " -–:.,")) // "Journal of X p. 23"
		// "nature communications", "IEEE TRANSACTIONS ON X": as a reference manager stores them
		text = venueCase(text)
		if m := trailingMonthRe.FindStringIndex(text); m != nil && m[0] > 0 {
			text = strings.TrimSpace(text[:m[0]]) // "Preprint submitted to Journal of X March 3, 2019" gives "… Journal of X"
		}
		text = withoutSelfDesc(text)
		if m := publisherLeadRe.FindStringSubmatch(text); m != nil && knownJournal(text) == "" && (knownJournal(m[1]) != "" || journalLeadRe.MatchString(m[1])) {
			text = m[1] // a publisher's name before a journal it publishes: "Hindawi Journal of Healthcare Engineering"
		}
		if articleKindRe.MatchString(text) && knownJournal(text) == "" {
			return // a column head naming the article's kind ("Contributed Research Articles"), not its venue
		}
		if underReviewRe.MatchString(text) {
			return // "Under review as a conference paper at ICLR 2020": a submission, not where it is published
		}
		if i := strings.LastIndex(text, "("); i > 0 && !strings.Contains(text[i:], ")") {
			text = strings.TrimSpace(text[:i]) // an acronym cut off with its year: "… Systems (NeurIPS" of "(NeurIPS 2019)"
		}
		k := compact(text)
		if onlyDateWords(strings.Fields(text)) || idLabelEndRe.MatchString(text) {
			return // "June", "ACM ISBN", "Springer ISSN": a banner cut before its date or number names no venue
		}
		if letters(text) < 3 || letters(text) == 3 && !strings.ContainsAny(text, "0123456789") || wordCount(text) > 25 || k == titleKey || titleLines[k] {
			return
		}
		c, ok := byText[k]
		if !ok {
			c = &Candidate{Text: text, Year: year, Features: map[string]float64{"bias": 1,
				"words": math.Log1p(float64(wordCount(text))), "venue_word": b2f(venueWordRe.MatchString(text)),
				"on_page": b2f(strings.Contains(h.page1Text, k)), "junk": b2f(junkVenueRe.MatchString(text)),
				"place":    b2f(isAffiliation(text) && !venueWordRe.MatchString(text)),
				"one_word": b2f(wordCount(text) == 1), "abbrev": b2f(strings.Count(text, ".") >= 2),
				"lower_start": b2f(startsLowerRune(text)), "capitalized": b2f(nameTokens(text) != nil)}}
			titleLexFeatures(c.Features, text) // a venue is no person: "Cary Campbell" is an author's name
			byText[k] = c
			order = append(order, k)
		}
		if c.Year == 0 {
			c.Year = year
		}
		for _, f := range feats {
			c.Features[f] = 1
		}
	}
	if v := h.doc.Meta.XMPVenue; v != "" {
		add(v, firstYear(h.doc.Meta.XMPDate), "xmp_venue") // PRISM publicationName, written by the publisher
	}
	if m := subjectVenueRe.FindStringSubmatch(h.doc.Meta.Subject); m != nil && bannerNumRe.MatchString(h.doc.Meta.Subject) {
		add(m[1], firstYear(h.doc.Meta.Subject), "subject")
	} else if subj := strings.TrimSpace(urlRe.ReplaceAllString(h.doc.Meta.Subject, "")); subj != "" && wordCount(subj) <= 10 &&
		!strings.ContainsAny(subj, "0123456789;,:") && !subjectHeading(subj) {
		add(subj, 0, "subject_plain") // "Neural Information Processing Systems http://nips.cc/"
	}
	if v, y := h.citedVenue(titleText); v != "" && !namesAuthors(v, h.authors) {
		add(v, y, "cited") // not the paper's own authors under a title that a year precedes ("… at ICLR 2019" / title / "Anna Smith")
	}
	h.journalVenues(add)
	h.bookVenues(add, titleText)
	h.coverHeadVenues(add, titleText)
	h.eventVenues(add)
	h.confAcronymVenues(add)
	h.acmArticleVenues(add)
	h.tupleVenues(add)
	h.citeTupleVenues(add)
	h.institutionVenues(add)
	h.sentenceVenues(add)
	h.bibtexVenues(add)
	for i, l := range h.page1 {
		if l.vertical {
			continue
		}
		region := "mid"
		switch {
		case l.y0 < 0.12*l.ph || len(title) > 0 && l.y1 <= title[0].y0 && l.y0 < l.ph/3:
			// (s18-held5) and a line above the title in the page's top third: a journal
			// under a deep top margin sets its banner there ("Electron. Commun. Probab. 49 (2024)")
			region = "head"
		case l.y1 > 0.85*l.ph:
			region = "foot"
		}
		if region == "foot" && h.justifiedUnder(i) {
			continue // a paragraph's line that runs into the foot band ("… Webster’s New International Dictionary from 1934.")
		}
		if region == "mid" && l.y0 > 0.45*l.ph && !(l.y0 > 0.7*l.ph && (l.size < 0.9*h.body || noteOpenRe.MatchString(l.text))) {
			// running text: venues sit in the head, the foot, footnotes in small print and the
			// front matter; and (s18-chapters) in a note low on the page that opens as one
			// ("Published in X, Proceedings, Part 1, …") in a type no smaller than the abstract's
			continue
		}
		t := overlapText(l)
		low := strings.ToLower(t)
		if region != "mid" {
			if m := procFootRe.FindStringSubmatch(t); m != nil {
				add(acuteQuoteRe.ReplaceAllString(m[1], "'"), 0, "pattern", "pattern_"+region) // "EuroTeX´99 Proceedings"
			}
		}
		if i+1 < len(h.page1) && l.y0 < 0.25*l.ph && volumeStartRe.MatchString(h.page1[i+1].text) && !strings.ContainsAny(t, "0123456789") &&
			wordCount(t) <= 12 {
			add(t, firstYear(h.page1[i+1].text), "above_volume") // "Foundations and Trends in X" over "Vol. 8, No. 3-4 (2015)"
		}
		if m := sourceLabelRe.FindStringSubmatch(t); m != nil {
			add(m[1], firstYear(t), "source_label") // JSTOR's cover: "Source: The Kenyon Review, Vol. 3, No. 4 (Autumn, 1941)"
		}
		maybe := strings.ContainsAny(t, "0123456789") || strings.Contains(low, "proceedings") || strings.Contains(low, "journal") ||
			strings.Contains(low, "international") || strings.Contains(low, "transactions")
		if !maybe && !strings.HasSuffix(t, "-") && !strings.Contains(low, "conference") && !strings.Contains(low, "appear") &&
			!strings.Contains(low, "publish") && !strings.Contains(low, "present") && !strings.Contains(low, "accept") && !strings.Contains(low, " in") &&
			!strings.Contains(low, "in:") && !strings.Contains(low, "contents") {
			continue
		}
		if v, y := matchVenue(t); v != "" && !citedWork(t, v) && !issueTheme(t, v) {
			add(v, y, "pattern", "pattern_"+region)
		}
		appear := appearVenueRe.FindStringSubmatch(t)
		reprint := reprintVenue(t)
		if reprint != "" {
			add(reprint, firstYear(t), "appear") // a reprint's note: "Reproduced with permission from X, no. 4, …"
		}
		// (not a book's editors before its title: "J. Roe, A. Okafor (eds.): Discovery Science, …",
		// whose "J. Roe" no journal's abbreviation is, s18-chapters)
		if region != "mid" && appear == nil && reprint == "" && bannerNumRe.MatchString(t) && !placeholderBanner(t) && !postcodeLeadRe.MatchString(t) &&
			!editorsNamedRe.MatchString(t) {
			bt := etAlHeadRe.ReplaceAllString(t, "")
			if m := bannerPrefixRe.FindStringSubmatchIndex(bt); m != nil && !continued(bt[m[2]:m[3]]) && !dateLabel(bt[m[2]:m[3]]) { // not "Proceedings of the" cut at "36th"
				feats := []string{"banner", "banner_" + region}
				if volAfterRe.MatchString(bt[m[3]:]) {
					feats = append(feats, "vol_after") // "Proceedings of the VLDB Endowment, Vol. 3, No. 1": a journal's volume
				}
				add(bt[m[2]:m[3]], firstYear(t), feats...)
				if w := h.wrappedBannerName(i, strings.TrimSpace(bt[m[2]:m[3]])); w != "" {
					add(w, firstYear(t), append(feats, "pattern_joined")...) // the name's first line above the banner's
				}
			}
			if rest := cutAuthorsHead(t, h.authors); rest != "" {
				if m := bannerPrefixRe.FindStringSubmatch(rest); m != nil {
					add(m[1], firstYear(t), "banner", "banner_"+region, "authors_cut")
				}
			}
		}
		if appear != nil {
			if at := h.appearText(i); appearVenue(at) != "" {
				v := appearVenue(at)
				if selfPubRe.MatchString(at) {
					// a sentence about the paper goes on past the venue's name ("… Biometrical Journal,
					// Volume 50, …", "… Software (Meyer, Zeileis, and Hornik 2006) and describes …"):
					// its name alone is offered, not a long and a clean form for the model to choose
					v = appearClean(v)
				} else if c := seriesCut(v); c != v {
					v = c // "Published in X, Proceedings, Part 1, Lecture Notes in …": the book's title alone (s18-chapters)
				} else if meetingTail(v) || volumeTail(v) {
					// "… Winter Usenix, San Francisco, CA, January 1992", "TUGboat Vol 13(4), 1992, p518–523":
					// a meeting's place and month, a journal's volume and pages are no part of its name
					v = cleanVenue(v)
				}
				add(v, firstYear(at), "appear")
			}
		}
		joined := t
		if i+1 < len(h.page1) && !h.page1[i+1].vertical && math.Abs(h.page1[i+1].size-l.size) < 0.5 {
			joined = joinLines([]string{t, h.page1[i+1].text}) // names broken over two lines
		} else if continued(t) || endsCapitalized(t) || strings.Contains(low, "citation information") {
			if k := h.lineUnder(i); k >= 0 {
				joined = joinLines([]string{t, h.page1[k].text}) // the next line of a justified block read as a column of its own
			}
		}
		if strings.Contains(low, "citation information") {
			if m := citeInfoRe.FindStringSubmatch(joined); m != nil && wordCount(m[1]) >= 2 && startsUpperRune(m[1]) {
				add(m[1], firstYear(m[0]), "appear") // IEEE's accepted manuscript: "Citation information: DOI 10.1109/…, IEEE Robotics and Automation Letters"
			}
		}
		if strings.Contains(low, "contents lists available") {
			for k := i + 1; k < min(len(h.page1), i+3); k++ {
				n := strings.ToLower(h.page1[k].text)
				if strings.Contains(n, "sciencedirect") && letters(n) <= 24 {
					continue // the line broken after "Contents lists available at": "ScienceDirect" alone
				}
				if !strings.Contains(n, "homepage") {
					add(h.page1[k].text, 0, "contents_list")
				}
				break
			}
		}
		if joined != t {
			// a name broken after a joining word, or one the lexicon knows whole ("IEEE Transactions on
			// Pattern" / "Analysis and Machine Intelligence")
			if v, y := matchVenue(joined); v != "" && (continued(t) || knownJournal(v) != "" && v != firstVenue(t)) {
				add(v, y, "pattern_joined")
			}
		}
		lowJ := strings.ToLower(joined)
		if !strings.Contains(lowJ, "conference") && !strings.Contains(lowJ, "symposium") && !strings.Contains(lowJ, "workshop") && !strings.Contains(lowJ, "congress") {
			continue
		}
		if m := confLongRe.FindStringSubmatchIndex(joined); m != nil && m[3]-m[2] > 12 {
			from := m[2]
			if p := procBeforeRe.FindStringIndex(joined[:from]); p != nil {
				from = p[0] // "Proceedings of the 36th International Conference on …": the proceedings' own title
			}
			if !issueTheme(joined, joined[from:m[3]]) {
				add(joined[from:m[3]], firstYear(joined), "conf_long", "conf_long_"+region)
			}
		}
	}
	for _, k := range slices.Clone(order) { // a reference manager stores the full title, not the banner's abbreviation
		c := byText[k]
		if x := expandAbbrev(c.Text); x != "" && c.Features["abbrev"]+c.Features["banner"]+c.Features["pattern"]+c.Features["subject"]+c.Features["xmp_venue"]+c.Features["cited"]+c.Features["tuple"] > 0 {
			if m := h.mastheadName(c.Text); m != "" {
				x = m // the page's masthead writes the name out, with the words ISO 4 drops
			}
			feats := []string{"expanded"}
			for f, v := range c.Features {
				if v == 1 && f != "bias" && f != "abbrev" && f != "venue_word" && f != "on_page" {
					feats = append(feats, f)
				}
			}
			sort.Strings(feats)
			add(x, c.Year, feats...)
		}
	}
	for _, k := range slices.Clone(order) { // a proceedings or book venue without its date, pages and place
		c := byText[k]
		if x := cleanVenue(c.Text); x != c.Text && c.Features["appear"]+c.Features["pattern"]+c.Features["conf_long"]+c.Features["cited"]+c.Features["eds"] > 0 {
			feats := []string{"cleaned"}
			for _, f := range []string{"appear", "pattern", "conf_long", "cited", "eds"} {
				if c.Features[f] == 1 {
					feats = append(feats, f)
				}
			}
			add(x, c.Year, feats...)
		}
	}
	for _, k := range slices.Clone(order) { // a short title the lexicon knows ("PNAS") gives the journal's title
		c := byText[k]
		if j := knownJournal(c.Text); j != "" && JournalKey(j) != JournalKey(c.Text) {
			add(j, c.Year, "journal_alias")
		} else if j := abbrevJournal(c.Text); j != "" && c.Features["expanded"] == 0 {
			add(j, c.Year, "journal_abbrev") // "Physiol. Meas.", "Sci Rep": the lexicon writes it out
		}
	}
	if d := doiVenue(byText); d != nil && d.Year == 0 {
		for _, k := range order { // the year of the paper's own citation or volume line
			if c := byText[k]; c.Year > 0 && c.Features["cited"]+c.Features["tuple"]+c.Features["tuple_cite"] > 0 {
				d.Year = c.Year
				break
			}
		}
	}
	cands := []Candidate{nullCandidate()}
	issued := h.issuedProceedings(byText)
	doiKey := JournalKey(doiJournal(h.doi))
	for _, k := range order {
		if issued != "" && meetingRe.MatchString(byText[k].Text) && byText[k].Text != issued {
			continue // the meeting where a journal's papers were presented, not where they are published
		}
		if jk := JournalKey(byText[k].Text); doiKey != "" && jk != doiKey && (strings.HasPrefix(jk, doiKey) || strings.HasPrefix(doiKey, jk)) {
			// the DOI's journal written longer or shorter ("… of the United States of America"):
			// the DOI's name is the one stored, with the year printed beside the other
			if d := doiVenue(byText); d != nil && d.Year == 0 {
				d.Year = byText[k].Year
			}
			continue
		}
		cands = append(cands, *byText[k])
	}
	v, y := findVenue(h.page1, title)
	cands = mark(cands, Candidate{Text: v, Year: y}, sameText)
	for i := range cands {
		journalFeatures(&cands[i])
	}
	return cands
}

var (
	// volNoAfterRe is a volume with its issue number right after a name: ", Vol. 3, No. 1".
	volNoAfterRe = regexp.MustCompile(`(?i)^\s*[,.]?\s*vol(?:ume)?\.?\s*\d+\s*[,;]?\s*(?:no|num|number|issue)\.?\s*\d`)
	meetingRe    = regexp.MustCompile(`(?i)\b(?:conference|symposium|workshop|congress|meeting)\b`)
)

// issuedProceedings finds whether page 1 prints a "Proceedings of X" with a volume and an issue
// number ("Proceedings of the VLDB Endowment, Vol. 3, No. 1"): proceedings issued in numbers are
// a journal, and the conference the same block names is where its papers were presented.
// It returns that name, or "".
func (h *header) issuedProceedings(byText map[string]*Candidate) string {
	if len(h.texts) == 0 {
		return ""
	}
	page := strings.Join(strings.Fields(h.texts[0]), " ")
	for _, c := range byText {
		if !strings.HasPrefix(strings.ToLower(c.Text), "proceedings of") || meetingRe.MatchString(c.Text) {
			continue
		}
		for rest := page; ; {
			i := strings.Index(rest, c.Text)
			if i < 0 {
				break
			}
			rest = rest[i+len(c.Text):]
			if volNoAfterRe.MatchString(rest) {
				return c.Text
			}
		}
	}
	return ""
}

// doiVenue is the venue candidate the paper's DOI names, or nil.
func doiVenue(byText map[string]*Candidate) *Candidate {
	for _, c := range byText {
		if c.Features["doi_journal"] == 1 {
			return c
		}
	}
	return nil
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// firstYear is the first plausible year in s, or 0.
func firstYear(s string) int {
	if m := yearRe.FindString(s); m != "" {
		y, _ := strconv.Atoi(m)
		return y
	}
	return 0
}

// continued reports whether a line stops mid-name: a hyphen or a joining word at its end.
func continued(t string) bool {
	f := strings.Fields(t)
	if len(f) == 0 {
		return false
	}
	switch last := strings.ToLower(f[len(f)-1]); last {
	case "of", "on", "and", "for", "in", "the", "&":
		return true
	default:
		return strings.HasSuffix(last, "-") || strings.HasSuffix(last, ",")
	}
}

// lineUnder is the page-1 line that goes on from line i in a block of text when it is not the
// next one read (a justified line split at a wide gap puts its right piece after the block's
// next line): the same size, one line down, starting left of line i's end. -1 for none.
func (h *header) lineUnder(i int) int {
	l, best := h.page1[i], -1
	for k, m := range h.page1 {
		if k == i || m.vertical || math.Abs(m.size-l.size) >= 0.5 || m.y0 < l.y0+0.6*l.size || m.y0 > l.y0+2*l.size || m.x0 > l.x1 {
			continue
		}
		if best < 0 || m.y0 < h.page1[best].y0 || m.y0 == h.page1[best].y0 && m.x0 < h.page1[best].x0 {
			best = k
		}
	}
	return best
}

// firstVenue is the venue the patterns read in t alone.
func firstVenue(t string) string {
	v, _ := matchVenue(t)
	return v
}

// endsCapitalized reports whether t's last word starts with a capital: a name may go on.
func endsCapitalized(t string) bool {
	f := strings.Fields(t)
	return len(f) > 0 && startsUpperRune(f[len(f)-1])
}

// withoutSelfDesc is a venue's name without the sentence a masthead or footer goes on to
// describe it with ("The X Journal is an international journal committed to …").
func withoutSelfDesc(text string) string {
	if m := selfDescRe.FindStringIndex(text); m != nil && m[0] > 0 {
		return strings.TrimSpace(text[:m[0]])
	}
	return text
}
