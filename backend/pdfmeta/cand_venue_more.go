package pdfmeta

import (
	"regexp"
	"strings"
	"unicode"
)

var (
	yearStartRe = regexp.MustCompile(`^\s*(?:19|20)\d\d\s`)
	// acmEventRe is the event line of ACM's copyright block: an acronym with its year, then the
	// dates ("SPAA’04, June 27–30, 2004, Barcelona, Spain.", "CHI '19, May 4–9, 2019, Glasgow",
	// "WWW 2007, May 8–12, 2007, Banff"). A reference manager files such a paper under "SPAA '04".
	acmEventRe = regexp.MustCompile(`^\s*([A-Z][A-Za-z]{1,9}(?:[- ][A-Z][A-Za-z]{1,9})?)\s?(?:['’‘](\d\d)|((?:19|20)\d\d)),\s*(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d|\d{1,2}\s*[–-])`)
	// appearOpenRe is an "Appearing in …" or "Published in: …" text that runs on to the next line.
	// A verb that ends the line opens one too: "… an article that appears" / "in the Journal of X".
	appearOpenRe = regexp.MustCompile(`(?i)(?:appear(?:s|ed|ing)? in|published (?:online )?in|(?:is|are|was|were) included in|accepted (?:for publication )?(?:in|at|to|by))[^.;·]*$|\b(?:appear(?:s|ed|ing)?|published(?: online)?)\s*$`)
	// finalFormRe opens the citation of the journal version on a PubMed Central author manuscript:
	// "Published in final edited form as:" / "J Neurosci. 2010 March 3; 30(9): 3210–3219.".
	finalFormRe = regexp.MustCompile(`(?i)published in final edited form as:?\s*(.*)$`)
	// confHeadRe is a proceedings' name as IEEE and others set it over or under page 1: led by
	// its year, with a meeting word and often its acronym ("2019 IEEE Energy Conversion Congress
	// and Exposition (ECCE)", "2016 38th Annual International Conference of the IEEE EMBS").
	confHeadRe = regexp.MustCompile(`^\s*((?:19|20)\d\d\s+(?:\d+(?:st|nd|rd|th)\s+)?\p{Lu}[^().]{4,200}?\b(?:Conference|Symposium|Congress|Workshop|Meeting|Forum|Summit|Colloquium|Convention|Exposition|Exhibition)\b[^()]{0,160}?(?:\s*\([\p{Lu}][\p{L}\d\s'’-]{1,20}\))?)\s*$`)
)

// eventVenues adds the conference an ACM copyright block names by acronym and year
// ("event": "SPAA '04"), and the venue patterns of the file's Subject ("IJCAI-07: Proceedings
// of the Twentieth International Joint Conference on Artificial Intelligence").
func (h *header) eventVenues(add func(text string, year int, feats ...string)) {
	for _, l := range h.page1 {
		m := acmEventRe.FindStringSubmatch(l.text)
		// the whole event form (a quoted year, then the dates) lets a camel-case name through:
		// "RecSys ’25", "MobiCom ’19", "UbiComp ’18"
		if m == nil || notConfAcronyms[strings.ToUpper(m[1])] || capitals(strings.Fields(m[1])[0]) < 2 {
			continue
		}
		if m[2] != "" {
			add(m[1]+" '"+m[2], twoDigitYear(m[2]), "event")
		} else {
			add(m[1]+" "+m[3], firstYear(m[3]), "event")
		}
	}
	for _, l := range h.page1 {
		if !l.vertical && l.atEdge() {
			if v, y := dashedEvent(l.text); v != "" {
				add(v, y, "event") // a proceedings' running foot: "USENIX − Winter ’91 − Dallas, TX"
			}
		}
	}
	for i, l := range h.page1 {
		m := finalFormRe.FindStringSubmatch(l.text)
		if m == nil {
			continue
		}
		t := m[1]
		if letters(t) < 3 && i+1 < len(h.page1) {
			t = h.page1[i+1].text
		}
		if p := bannerPrefixRe.FindStringSubmatch(t); p != nil {
			add(strings.TrimRight(p[1], ". "), firstYear(t), "appear")
		}
	}
	for i, l := range h.page1 {
		if l.vertical || !l.atEdge() || !yearStartRe.MatchString(l.text) {
			continue
		}
		t := l.text
		if i+1 < len(h.page1) && !strings.HasSuffix(t, ")") && h.page1[i+1].y0 >= l.y0 && h.page1[i+1].y0 < l.y1+l.size &&
			h.page1[i+1].size > l.size-0.5 && h.page1[i+1].size < l.size+0.5 && !monthStartRe.MatchString(h.page1[i+1].text) {
			t = joinLines([]string{t, h.page1[i+1].text}) // a name broken over two lines
		}
		for _, c := range []string{t, l.text} {
			if m := confHeadRe.FindStringSubmatch(ordinalRe.ReplaceAllString(c, "$1$2")); m != nil && wordCount(m[1]) <= 25 {
				add(m[1], firstYear(m[1]), "conf_head")
				break
			}
		}
	}
	if v, y := matchVenue(h.doc.Meta.Subject); v != "" {
		add(v, y, "subject")
	}
}

var (
	// fieldSepRe separates a running head's or foot's fields: a spaced dash, bullet or bar.
	fieldSepRe = regexp.MustCompile(`\s+[−–—•|·]\s+`)
	// quotedYearEndRe is a field that ends on a meeting's year written short: "Winter ’91".
	quotedYearEndRe = regexp.MustCompile(`\s?['’‘](\d\d)$`)
)

// dashedEvent reads the meeting a proceedings' running head or foot names in fields set
// apart by dashes or bullets, as "Name − Season ’YY − Place": the capitalized fields up to the
// one that ends on a year written short, joined ("USENIX Winter ’91"). year is that year.
func dashedEvent(t string) (venue string, year int) {
	fs := fieldSepRe.Split(strings.TrimSpace(t), -1)
	if len(fs) < 2 {
		return "", 0
	}
	words := 0
	for j, f := range fs {
		m := quotedYearEndRe.FindStringSubmatchIndex(f)
		name := f
		if m != nil {
			name = f[:m[0]]
		}
		ws := strings.Fields(name)
		words += len(ws)
		if len(ws) == 0 || len(ws) > 3 || words > 6 || !capitalizedWords(name) {
			return "", 0
		}
		if m != nil {
			if j == 0 && len(ws) < 2 {
				return "", 0 // "’91" alone names no meeting
			}
			return strings.Join(fs[:j+1], " "), twoDigitYear(f[m[2]:m[3]])
		}
	}
	return "", 0
}

// appearText is the line at i, joined with the next lines (up to two, in the same type) while
// an "Appearing in …" text it holds runs on: a footnote's venue is often broken over lines
// ("Appearing in Proceedings of the 28 th International Con-" / "ference on Machine
// Learning, Bellevue, WA, USA, 2011.").
func (h *header) appearText(i int) string {
	return appearTextIn(h.page1, i)
}

// appearTextIn is appearText on any page's lines.
func appearTextIn(ls []line, i int) string {
	t := ls[i].text
	for k := i + 1; k < min(len(ls), i+3) && appearOpenRe.MatchString(t); k++ {
		n := ls[k]
		if n.vertical || n.size-ls[i].size > 0.5 || ls[i].size-n.size > 0.5 || n.y0 < ls[k-1].y0 {
			break
		}
		t = joinLines([]string{t, n.text})
	}
	return ordinalRe.ReplaceAllString(t, "$1$2")
}

// appearVenue is the venue an "Appearing in …" text names, with a leading lower-case
// "proceedings" capitalized ("published in the proceedings of the Workshop on …"); "" when it
// names none (a lower-case text: "accepted for publication in a future issue").
func appearVenue(t string) string {
	m := appearVenueRe.FindStringSubmatchIndex(t)
	if m == nil || editorsNamedRe.MatchString(t[m[2]:]) {
		return "" // "In: Jane Roe (eds.), …": the editors, before the book bookVenues reads (s18-chapters)
	}
	v := strings.TrimLeft(t[m[2]:m[3]], " :")
	if q := quotedLeadRe.FindStringSubmatch(v); q != nil {
		v = q[1] // a quoted name: "to be held at “UseR! 2011”, U. Warwick"
	}
	if strings.HasPrefix(v, "proceedings ") {
		v = "P" + v[1:]
	}
	if v == "" || startsLowerRune(v) {
		return ""
	}
	return v
}

// quotedLeadRe is a name in quotes at the start of a text, and the quoted name alone.
var quotedLeadRe = regexp.MustCompile(`^[“"]([^”"]{3,120})[”"]`)

// venueAcronyms stay in capitals when a venue set in capitals is written as a title.
var venueAcronyms = map[string]bool{"IEEE": true, "ACM": true, "SIAM": true, "IET": true, "ASME": true, "IEICE": true,
	"IOP": true, "AIP": true, "ACS": true, "RSC": true, "BMC": true, "PLOS": true, "AAAI": true, "SPIE": true,
	"ISPRS": true, "EURASIP": true, "IFAC": true, "USENIX": true, "VLDB": true, "ICML": true, "JMLR": true,
	"EMBS": true, "IAPR": true, "IFIP": true, "AIAA": true, "SAE": true, "ASCE": true, "AMS": true, "APS": true}

// venueCase is a venue as a reference manager stores it: the lexicon's own casing for a
// journal it knows ("nature communications" and "JOURNAL OF NEUROSCIENCE" give "Nature
// Communications", "The Journal of Neuroscience"), and a venue set in capitals otherwise
// written as a title with its acronyms kept ("IEEE TRANSACTIONS ON POWER ELECTRONICS" gives
// "IEEE Transactions on Power Electronics"). A mixed-case venue is kept as printed.
func venueCase(v string) string {
	up, low := v == strings.ToUpper(v), v == strings.ToLower(v)
	if !up && !low || wordCount(v) < 2 {
		return v
	}
	if j := knownJournal(v); j != "" && JournalKey(j) == JournalKey(v) {
		return j
	}
	if !up {
		return v
	}
	ws := strings.Fields(strings.ToLower(v))
	for i, w := range ws {
		bare := strings.ToUpper(strings.Trim(w, ".,:;()"))
		switch {
		case venueAcronyms[bare] || letters(w) == 1:
			ws[i] = strings.ToUpper(w)
		case i > 0 && minorWords[w]:
		default:
			rs := []rune(w)
			rs[0] = unicode.ToUpper(rs[0])
			ws[i] = string(rs)
		}
	}
	return strings.Join(ws, " ")
}

// capitals counts the ASCII capitals of w.
func capitals(w string) int {
	n := 0
	for _, r := range w {
		if r >= 'A' && r <= 'Z' {
			n++
		}
	}
	return n
}
