package pdfmeta

import (
	"regexp"
	"strings"
)

// maxJournalWords is the longest run of words looked up as a journal title.
const maxJournalWords = 14

// journalVenues adds the venues the journal lexicon finds: the journal the paper's own DOI
// names ("doi_journal", see doiJournal), the journal of the file's XMP
// ISSNs ("xmp_issn"), of every valid ISSN printed on pages 1-2 ("issn", or "issn_bare" without its label: "1198-743X/© 2019"), and every known journal title printed in a line of page 1's
// head, foot or front matter or of page 2's head or foot ("journal_line": "Physiological
// Measurement" over an accepted manuscript's cover, "E600–E609 | PNAS | Published online").
// No publisher's layout is named: the lexicon says what a journal is called.
func (h *header) journalVenues(add func(text string, year int, feats ...string)) {
	if j := doiJournal(h.doi); j != "" {
		add(j, 0, "doi_journal") // the journal code or ISSN inside the paper's own DOI
	} else if c, y := ieeeConfVenue(h.doi); c != "" {
		add(c, y, "doi_conf") // an IEEE conference's code and year inside the paper's DOI
	}
	for _, is := range h.doc.Meta.XMPISSN {
		if j := journalByISSN(is); j != "" {
			add(j, 0, "xmp_issn") // PRISM's issn, written by the publisher
		}
	}
	for _, t := range h.texts {
		for _, k := range printedISSNs(t) {
			if j := journalByISSN(k); j != "" {
				add(j, 0, "issn")
			}
		}
		for _, k := range bareISSNs(t) {
			if j := journalByISSN(k); j != "" {
				add(j, 0, "issn_bare")
			}
		}
	}
	for p, ls := range h.pages {
		for _, l := range ls {
			if l.vertical || !l.atEdge() || p > 0 && l.y0 >= 0.12*l.ph && l.y1 <= 0.85*l.ph {
				continue
			}
			if citeYearRe.MatchString(l.text) {
				continue // a reference entry at the foot ("[3] Y. T. Gao and B. Tian, Acta Mechanica 128, 137 (1998)") names another paper's journal
			}
			t := overlapText(l) // "EuroT E X́99 Proceedings" is one name before "Proceedings", not a short one
			if editorsNamedRe.MatchString(t) {
				continue // a book's line after its editors: "J. Roe (eds.): Discovery Science, Lecture Notes in Computer Science 9566" names its series, no journal (s18-chapters)
			}
			for _, m := range journalsIn(t) {
				if !journalLine(t, m) {
					continue
				}
				feats := []string{"journal_line"}
				if m.words == 1 {
					feats = append(feats, "journal_line_one") // "PNAS", "Nature": short names, common words too
				}
				add(m.title, firstYear(l.text), feats...)
			}
		}
	}
}

// journalMatch is a known journal title found in a line: the lexicon's title, and the words
// and letters of the line it covers.
type journalMatch struct {
	title          string
	words, letters int
	sep            bool // set apart by "|", "·" or "•" on either side
	piece          bool // a capitalized word or a joining word ("of", "and") goes on before or after it
	volAfter       bool // a volume label follows it: "SCIENCE VOL 323"
}

// journalLine reports whether a journal title found in a head or foot line is that line's
// venue rather than words of another text ("Machine Learning" in "Journal of Machine Learning
// Research"; "Science" in "Department of Computer Science"): the title fills most of the line,
// or the line is a banner (volume, year, pages) and the title is set apart by a separator, is
// followed by its volume ("SCIENCE VOL 323"), or is at least two words long.
func journalLine(text string, m journalMatch) bool {
	if m.piece {
		return false
	}
	if 2*m.letters >= letters(text) {
		return true
	}
	return bannerNumRe.MatchString(text) && (m.sep || m.volAfter || m.words >= 2 && 3*m.letters >= letters(text))
}

// journalsIn are the known journal titles printed in a line, longest first at each word,
// with the words a longer title already holds skipped.
func journalsIn(text string) []journalMatch {
	words := strings.Fields(text)
	keys := make([]string, len(words))
	for i, w := range words {
		keys[i] = JournalKey(w)
		if w == "&" {
			keys[i] = "and"
		}
	}
	isSep := func(i int) bool { return i < 0 || i >= len(words) || strings.ContainsAny(words[i], "|·•") }
	var out []journalMatch
	for i := 0; i < len(words); i++ {
		if keys[i] == "" || keys[i] == "the" || !startsUpperRune(strings.TrimLeft(words[i], "(\"'“‘")) {
			continue // a title starts with a capital word: "in the Journal of X" is read from "Journal"
		}
		found, end := "", i
		k := ""
		for j := i; j < min(len(words), i+maxJournalWords); j++ {
			if j > i && keys[j] == "" {
				break // punctuation alone ("|", "·") ends a title
			}
			k += keys[j]
			if t := journalValue(k); len(k) >= 4 && t != "" && !issnKeyRe.MatchString(k) {
				found, end = t, j
			}
		}
		if found == "" {
			continue
		}
		m := journalMatch{title: found, words: end - i + 1, sep: isSep(i-1) && isSep(end+1) && len(words) > 1,
			piece: i > 0 && (goesOn(words[i-1]) || meetingYearWordRe.MatchString(words[i-1])) || end+1 < len(words) && goesOn(words[end+1])}
		if end+1 < len(words) {
			switch strings.ToLower(strings.TrimRight(words[end+1], ".,")) {
			case "vol", "volume":
				m.volAfter = true
			}
		}
		for _, w := range words[i : end+1] {
			m.letters += letters(w)
		}
		out = append(out, m)
		i = end
	}
	return out
}

// meetingYearWordRe is a meeting's name or acronym with an apostrophe's year ("EuroTeX'99",
// "SPAA’04", "’99"; an acute accent or a combining one as text layers set the apostrophe): a
// journal title after it is a piece of the meeting's name ("EuroTeX'99 Proceedings" is no
// journal "Proceedings"; s13-type).
var meetingYearWordRe = regexp.MustCompile(`^\p{L}*['’‘´\x{0301}]\d\d$`)

// goesOn reports whether a word next to a journal title would make it part of a longer name:
// a capitalized word or a joining word.
func goesOn(w string) bool {
	w = strings.Trim(w, "\"'“”‘’")
	switch strings.ToLower(strings.TrimRight(w, ".,:;")) {
	case "of", "on", "and", "&", "for", "in", "the", "de", "der", "und", "et":
		return true
	case "vol", "volume", "no", "issue", "suppl", "article", "pp", "page", "pages":
		return false // a banner's numbers follow the name: "SCIENCE VOL 323 13 FEBRUARY 2009"
	}
	// a capitalized word, or a capitalized abbreviation ("Dhaka Univ. J. Pharm. Sci.": "J. Pharm.
	// Sci." is one journal, but only a piece here), or a capitalized name with its year glued
	// on ("EuroTeX'99 Proceedings": "Proceedings" is a piece)
	return startsUpperRune(w) && (letters(w) == len([]rune(w)) || strings.HasSuffix(w, ".") && letters(w) == len([]rune(w))-1 && letters(w) >= 2 ||
		letters(w) >= 3 && strings.ContainsAny(w, "0123456789"))
}

// journalFeatures marks a venue candidate the lexicon knows: its text is a journal's title
// (`journal_known`), or since r21 a short title or abbreviation of one (`journal_short`).
func journalFeatures(c *Candidate) {
	switch j := knownJournal(c.Text); {
	case j == "":
	case JournalKey(j) == JournalKey(c.Text):
		c.Features["journal_known"] = 1
	default:
		c.Features["journal_short"] = 1 // "PNAS", "Thromb Haemost": a reference manager stores the title, which journal_alias adds
	}
}
