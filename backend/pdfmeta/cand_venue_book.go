package pdfmeta

import (
	"regexp"
	"strings"
	"unicode"

	"carrel/backend/domain"
)

var (
	// edsVenueRe is the book or proceedings named after its editors in an "In:" reference:
	// "In: Andrews, P. L.; Butler, B. W., comps. 2006. Fuels Management—How to Measure
	// Success: Conference Proceedings.", "In: L. Shapiro (Ed.), Routledge Handbook of X, pp.".
	edsVenueRe = regexp.MustCompile(`\b(?:[Ee]ds?|[Ee]ditors?|[Cc]omps?|[Hh]rsg)\.?\)?\s*[.,:]?\s*(?:\(?(?:19|20)\d\d\)?[.,:]?\s+)?(\p{Lu}[^.;(]{5,160}?)\s*(?:,\s*(?:pp?\.|[Vv]ol\.|LNCS|LNAI|[Cc]hapter)|\.\s|;|\(|$)`)
	// edsLineRe is the book in the line under a chapter's copyright, named after its editors
	// without "In:" (Springer: "M. Smith and J. Doe (eds.), Handbook of X, Springer Series in Y,
	// https://doi.org/…"), or in APA before its pages ("D. Smith & E. Doe (Eds.), Handbook of X
	// (pp. 4–31). Publisher").
	edsLineRe = regexp.MustCompile(`^\s*(?:\p{Lu}[\p{L}.'’ -]{1,40}?(?:,\s*|\s+and\s+|\s*&\s*))*\p{Lu}[\p{L}.'’ -]{1,40}?(?:\s+et\s+al\.)?\s*\((?:[Ee]ds?|[Hh]rsg)\.?\)[,:]?\s*(\p{Lu}[^;]{5,200}?)\s*(?:,\s*(?:https?:|doi|DOI|Lecture Notes|Springer|Studies in|Communications in|Advances in|Smart Innovation|Mechanisms and|Intelligent Systems|pp?\.|[Vv]ol\.|LNCS|LNAI|\d)|\s*\((?:pp?\.|[Vv]ol\.)|$)`)
	// headPageNumRe is a page number that a running head starts or ends with.
	headPageNumRe = regexp.MustCompile(`^\s*\d{1,4}\s+|\s+\d{1,4}\s*$`)
	// inRefRe opens a reference to the book a chapter is in: "In: Andrews, P. L.", "In L. Shapiro".
	inRefRe = regexp.MustCompile(`(?:^|[\s.])In:?\s+\p{Lu}[^:]*$`)
)

// bookVenues adds the venues a book chapter or a proceedings paper prints: the book named after
// its editors in an "In:" reference on pages 1-2 ("eds"), and page 2's running head when it
// is neither the paper's title nor its authors ("p2_head": a book's title over its chapters,
// "16 ADVANCES IN CONVEX ANALYSIS AND GLOBAL OPTIMIZATION").
func (h *header) bookVenues(add func(text string, year int, feats ...string), title string) {
	for _, t := range h.texts {
		t = collapse(t)
		for _, loc := range edsVenueRe.FindAllStringSubmatchIndex(t, -1) {
			if !inRefRe.MatchString(t[max(0, loc[0]-200):loc[0]]) {
				continue // editors outside an "In: ..." reference (a licence, a standard's publisher)
			}
			add(seriesCut(t[loc[2]:loc[3]]), firstYear(t[loc[0]:loc[1]]), "eds")
		}
	}
	for _, ls := range h.pages {
		for i, l := range ls {
			if !strings.Contains(l.text, "(") || l.vertical {
				continue
			}
			t := l.text
			if i+1 < len(ls) {
				t = joinLines([]string{t, ls[i+1].text})
			}
			if m := edsLineRe.FindStringSubmatch(t); m != nil && !startsLowerRune(m[1]) {
				add(seriesCut(m[1]), 0, "eds")
			}
		}
	}
	for _, ls := range h.pages { // "Title, sous la direction de …", "Title (ACR), J. Roe (eds.)": the editors after the book
		for i, l := range ls {
			if l.vertical {
				continue
			}
			t := l.text
			if i+1 < len(ls) {
				t = joinLines([]string{t, ls[i+1].text})
			}
			if b := titleBeforeEditors(t); b != "" {
				add(seriesCut(b), 0, "eds")
			}
		}
	}
	if len(h.pages) < 2 {
		return
	}
	// only page 2's top line, when it is set in capitals, or as a title in a smaller type than the
	// body ("16 ADVANCES IN CONVEX ANALYSIS AND GLOBAL OPTIMIZATION"): a section heading is larger
	var top *line
	for i, l := range h.pages[1] {
		if !l.vertical && letters(l.text) > 0 && (top == nil || l.y0 < top.y0) {
			top = &h.pages[1][i]
		}
	}
	if top == nil || top.y0 > 0.2*top.ph { // a book's margins are wide: 047's head sits at 0.15
		return
	}
	// small capitals glued back first: "C ONTRIBUTED R ESEARCH A RTICLES" is one label, which
	// add then refuses as an article kind, not three words to title-case
	t := strings.TrimSpace(headPageNumRe.ReplaceAllString(smallCapsText(*top), ""))
	k, tk := compact(t), compact(title)
	if wordCount(t) >= 2 && letters(t) >= 8 && !strings.ContainsAny(t, "0123456789,;") &&
		(t == strings.ToUpper(t) || nameTokens(t) != nil && top.size < 0.95*h.body && top.y0 < 0.1*top.ph) &&
		!(tk != "" && (strings.Contains(tk, k) || strings.Contains(k, tk))) && !namesAuthors(t, h.authors) {
		if t == strings.ToUpper(t) {
			t = titleCase(t) // a reference manager stores "Advances in Convex Analysis"
		}
		add(t, 0, "p2_head")
	}
}

// namesAuthors reports whether a line holds one of the paper's authors' family names.
func namesAuthors(t string, as []domain.Author) bool {
	k := compact(t)
	for _, a := range as {
		if f := compact(a.Family); len(f) >= 2 && strings.Contains(k, f) {
			return true
		}
	}
	return false
}

// minorWords stay lower case inside a title.
var minorWords = map[string]bool{"a": true, "an": true, "and": true, "the": true, "of": true, "in": true, "on": true,
	"for": true, "to": true, "at": true, "by": true, "with": true, "from": true, "or": true}

// titleCase writes a title set in capitals as a reference manager stores it.
func titleCase(t string) string {
	ws := strings.Fields(strings.ToLower(t))
	for i, w := range ws {
		if i > 0 && minorWords[w] {
			continue
		}
		rs := []rune(w)
		rs[0] = unicode.ToUpper(rs[0])
		ws[i] = string(rs)
	}
	return strings.Join(ws, " ")
}

var (
	monthStartRe = regexp.MustCompile(`(?i)^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?:\s|$)`)
	trailYearRe  = regexp.MustCompile(`\s*(?:'\d\d|(?:19|20)\d\d)\s*$`)
	// trailVolumeRe is a journal's volume and issue after its name ("TUGboat Vol 13(4)", "Vol.
	// 5, No. 2" once the year and pages are cut): no part of the name (s15-s13open).
	trailVolumeRe = regexp.MustCompile(`(?i)[\s,]+vol(?:ume)?\.?\s*\d+(?:\s*\(\d+(?:[-–/]\d+)?\)|\s*,?\s*no\.?\s*\d+)?\s*$`)
)

// editorsLeadRe is an edited book's editors before its title: "Smith A, Doe B (eds) ".
var editorsLeadRe = regexp.MustCompile(`^[^()]{2,120}?\((?i:eds?|editors?|hrsg)\.?\)[:,.]?\s+`)

// cleanVenue is a proceedings or book venue without the date, pages and place a reference
// manager does not store: "Proceedings of the 2019 Conference of X, pages 1–10, Florence,
// Italy, July 28, 2019" gives "Proceedings of the 2019 Conference of X". It drops trailing
// comma-separated parts that hold digits, start with a month, or are a short capitalized
// place; then a trailing year, then a trailing volume and issue. It returns t unchanged when nothing is dropped.
func cleanVenue(t string) string {
	if m := editorsLeadRe.FindStringIndex(t); m != nil && letters(t[m[1]:]) >= 4 {
		t = t[m[1]:] // "In: Smith A (ed) Handbook of X": the editors go before the book's title
	}
	parts := strings.Split(t, ",")
	keep := len(parts)
	for keep > 1 {
		p := strings.TrimSpace(parts[keep-1])
		place := wordCount(p) <= 3 && !venueWordRe.MatchString(p) && capitalizedWords(p) && !subtitleList(parts[:keep]) || countryCodeRe.MatchString(p)
		if p != "" && !strings.ContainsAny(p, "0123456789") && !monthStartRe.MatchString(p) && !place {
			break
		}
		keep--
	}
	out := strings.TrimSpace(strings.Join(parts[:keep], ","))
	if wordCount(out) > 2 {
		out = trailYearRe.ReplaceAllString(out, "")
	}
	if v := trailVolumeRe.ReplaceAllString(out, ""); v != out && letters(v) >= 3 {
		out = v
	}
	return strings.TrimRight(out, " -–:")
}

// subtitleList reports whether parts, a venue split at its commas, end in a list that a
// subtitle opens ("Automated Machine Learning: Methods, Systems, Challenges", s18-held6): the
// subtitle after the colon and every part after it are short capitalized words, as a place's
// would be, but the list starts after the colon, where a place never does.
func subtitleList(parts []string) bool {
	for i, p := range parts {
		c := strings.LastIndex(p, ":")
		if c < 0 {
			continue
		}
		for _, q := range append([]string{p[c+1:]}, parts[i+1:]...) {
			q = strings.TrimSpace(q)
			if wordCount(q) > 3 || !capitalizedWords(q) || venueWordRe.MatchString(q) || strings.ContainsAny(q, "0123456789") {
				return false
			}
		}
		return i+1 < len(parts)
	}
	return false
}

// meetingTail reports whether the parts cleanVenue drops from t name both a place and a month
// ("…, San Francisco, CA, January 1992"): a meeting's where and when, which no reference
// manager keeps in its name. A tail of a place or a year alone may still be part of a name
// that the scorer's truth spells with it, and is left to the model.
func meetingTail(t string) bool {
	c := cleanVenue(t)
	if c == t || !strings.HasPrefix(t, c) {
		return false
	}
	place, month := false, false
	for _, p := range strings.Split(t[len(c):], ",") {
		p = strings.TrimSpace(p)
		switch {
		case monthStartRe.MatchString(p):
			month = true
		case p != "" && !strings.ContainsAny(p, "0123456789") && capitalizedWords(p):
			place = true
		}
	}
	return place && month
}

// volDesignatorRe is a volume, issue or page number as a citation prints it: "Vol 13(4)",
// "Volume 5", "no. 3", "43(2)", "pp. 12", "p518".
var volDesignatorRe = regexp.MustCompile(`(?i)\bvol(?:ume)?\.?\s*\d|\bno\.\s*\d|\d+\s*\(\d+\)|\bpp?\.?\s*\d`)

// volumeTail reports whether the parts cleanVenue drops from t hold a volume, issue or page
// number ("TUGboat Vol 13(4), 1992, p518–523"): a citation's numbers after a journal's name,
// which no reference manager keeps in it (s16-venue). A year or a place alone is left to the
// model, as meetingTail leaves it.
func volumeTail(t string) bool {
	c := cleanVenue(t)
	return c != t && strings.HasPrefix(t, c) && volDesignatorRe.MatchString(t[len(c):])
}

// capitalizedWords reports whether every word of s starts with a capital letter.
func capitalizedWords(s string) bool {
	for _, w := range strings.Fields(s) {
		if !startsUpperRune(w) {
			return false
		}
	}
	return s != ""
}
