package pdfmeta

import (
	"math"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"carrel/backend/domain"
)

// Names written family first: the suggested citation many publishers print on page 1
// (MDPI "Citation: Loeber, J.G.; Platis, D.", PLOS and Royal Society "Cite this article:
// Vlachas PR, Byeon W", Springer "Smith, J., Doe, A.") and repository covers ("Stec, Anna A
// and Hull, T Richard").

// citeLabelRe finds a suggested-citation label; the names follow it.
// Repository covers are labelled too: Pure's "Citation for published version (APA):",
// bepress's "Recommended Citation", "Suggested citation:", "Cite as:"; the two long labels
// may stand without a colon, as headings.
var citeLabelRe = regexp.MustCompile(`(?i)\b(?:(?:suggested\s+citation|citation(?:\s+for\s+(?:the\s+)?published\s+version)?(?:\s*\((?:apa|harvard|vancouver|mla|chicago)\))?|cite (?:this (?:article|paper|chapter|version) )?as|cite this (?:article|paper|chapter)|to cite this (?:article|paper|chapter)(?: before publication)?|how to cite(?: this (?:article|paper|chapter))?|please cite (?:this|the) (?:article|paper|original version|published version)(?: in press)?(?: as)?)\s*:\s*|(?:recommended\s+citation|citation\s+for\s+(?:the\s+)?published\s+version(?:\s*\(\w+\))?)\s*:?\s*)`)

// refFormatRe is ACM's citation label, whose names come given name first: it places a
// venue, never names.
var refFormatRe = regexp.MustCompile(`(?i)\bacm reference format\s*:\s*`)

const famRe = `(?:(?:[vV]an|[vV]on|[dD]e|[dD]er|[dD]en|[dD]el|[dD]a|[dD]i|[dD]u|[lL]a|[lL]e|[dD]os)\s+)*\p{Lu}[\p{L}'’\-]*\p{Ll}[\p{L}'’\-]*`

var (
	// "Loeber, J.G." "Stec, Anna A" "Ribas Ripoll, V."
	commaNameRe = regexp.MustCompile(`^(` + famRe + `(?:\s\p{Lu}\p{Ll}[\p{L}'’\-]*)?),\s*(\p{Lu}(?:\p{Ll}+|\.)?(?:[\s\-]?\p{Lu}(?:\p{Ll}+|\.)?){0,3})`)
	// "Vlachas PR" "Wan ZY" "Nabeel P M"
	initialsNameRe = regexp.MustCompile(`^(` + famRe + `)\s+(\p{Lu}{1,3}(?:\s\p{Lu})?)\b`)
	citeSepRe      = regexp.MustCompile(`^\s*(?:;|,|&)?\s*(?:and\s+|&\s+)?`)
	initialsRe     = regexp.MustCompile(`^(?:\p{Lu}\.?[\s\-]?)+$`)
	etAlStartRe    = regexp.MustCompile(`^[\s,;]*et\.?\s+al\b`)
)

// familyFirstNames reads names written family first from the start of s, all in one form.
// rest is the text after the last name; truncated is true when "et al." ends the list.
func familyFirstNames(s string) (names []domain.Author, rest string, truncated bool) {
	names, rest, truncated, _ = familyFirstSeps(s)
	return names, rest, truncated
}

// familyFirstSeps is familyFirstNames that also says whether a bare comma separates two
// names ("Smith, Anna, Li, Bo" reads as well as "Anna Smith, Bo Li" given name first).
func familyFirstSeps(s string) (names []domain.Author, rest string, truncated, commas bool) {
	s = strings.Join(strings.Fields(s), " ")
	re := commaNameRe
	if !re.MatchString(s) {
		re = initialsNameRe
	}
	for {
		m := re.FindStringSubmatch(s)
		if m == nil || isAffiliation(m[0]) || degreeGiven(m[2]) {
			break // "Sahar Abdelnabi, PhD and …": a degree after a name given first, no given name
		}
		names = append(names, domain.Author{Given: strings.TrimSpace(m[2]), Family: m[1]})
		s = s[len(m[0]):]
		if etAlStartRe.MatchString(s) {
			return names, s, true, commas
		}
		sep := citeSepRe.FindString(s)
		if strings.TrimSpace(sep) == "" {
			break // names are separated; anything else ends the list
		}
		next := s[len(sep):]
		if !re.MatchString(next) {
			break
		}
		commas = commas || strings.TrimSpace(sep) == ","
		s = next
	}
	return names, s, false, commas
}

// degreeGiven reports whether what a family-first reading takes for given names is a degree
// written with small letters ("PhD", "MSc", "DPhil"); "MD" and "MA" may be initials.
func degreeGiven(g string) bool {
	return hasLower(g) && degreeRe.MatchString(g)
}

// citedNames reads the names of a suggested citation on pages 1-2.
func (h *header) citedNames() (names []domain.Author, truncated bool) {
	for _, t := range h.texts {
		locs := h.labelsIn(citeLabelRe, t)
		if locs == nil {
			continue
		}
		loc := locs[0]
		end := min(len(t), loc[1]+600)
		var commas bool
		names, _, truncated, commas = familyFirstSeps(t[loc[1]:end])
		for _, n := range names {
			// "Jane Smith, John Doe" is given name first; full given names are read only from
			// a list that "and" or ";" separates ("Smith, Anna; Li, Bo; and Jones, Carl")
			if !initialsRe.MatchString(n.Given) && (commas || len(names) < 2) {
				return nil, false
			}
		}
		if len(names) > 0 {
			return names, truncated
		}
	}
	return nil, false
}

// invertedLine reads a page-1 line that is nothing but two or more names written family
// first ("Stec, Anna A and Hull, T Richard"), in the top half of the page. A list that wraps
// goes on over up to three lines right under it at its size and leading while the whole still
// reads as names family first ("…; Jones, Carl¹;" then "Brown, Dan²"), also when the wrap
// falls inside a name ("…; Song," then "Haichuan; Xie, Yuan").
func (h *header) invertedLine() []domain.Author {
	full := func(text string) []domain.Author {
		names, rest, truncated := familyFirstNames(text)
		if truncated || strings.Trim(rest, " .,;") != "" {
			return nil
		}
		return names
	}
	for i, l := range h.page1 {
		if l.vertical || l.y0 > 0.5*l.ph || !strings.Contains(l.text, ",") {
			continue
		}
		text := unmarkedText(l)
		best := full(text)
		if names, _, _ := familyFirstNames(text); len(names) < 2 {
			continue
		}
		prev := l
		for _, n := range h.page1[i+1 : min(len(h.page1), i+4)] {
			if n.vertical || n.page != l.page || n.y0 <= prev.y0 || n.y0-prev.y1 > 0.8*l.size ||
				math.Abs(n.size-l.size) > 0.1*l.size {
				break
			}
			joined := text + " " + unmarkedText(n)
			more := full(joined)
			if more == nil && best != nil || more != nil && len(more) <= len(best) {
				break // the list ended on the line before
			}
			text, prev = joined, n
			if more != nil {
				best = more
			}
		}
		if len(best) >= 2 {
			return best
		}
	}
	return nil
}

// citeAgrees reports whether as starts with the cited family names (all of them when the
// citation is complete).
func citeAgrees(as, cited []domain.Author, truncated bool) bool {
	if len(cited) == 0 || len(as) < len(cited) || !truncated && len(as) != len(cited) {
		return false
	}
	for i, c := range cited {
		if compact(as[i].Family) != compact(c.Family) {
			return false
		}
	}
	return true
}

// ownCiteLabelRe introduces the citation of the paper's published form in a note: "The
// original paper is:", "This document was published in a similar form in", "Published as
// Smith, J.: Title. Venue".
var ownCiteLabelRe = regexp.MustCompile(`(?i)\b(?:the\s+original\s+(?:paper|article)\s+is|published\s+in\s+(?:a\s+)?similar\s+form\s+in|published\s+as)\s*:?\s*`)

// wordIndex is the index of the first whole-word w in s ("r" in "… data in r. journal", not
// in "network"), or -1.
func wordIndex(s, w string) int {
	for from := 0; from < len(s); {
		k := strings.Index(s[from:], w)
		if k < 0 {
			return -1
		}
		k += from
		before, _ := utf8.DecodeLastRuneInString(s[:k])
		after, _ := utf8.DecodeRuneInString(s[k+len(w):])
		if (k == 0 || !unicode.IsLetter(before)) && (k+len(w) == len(s) || !unicode.IsLetter(after)) {
			return k
		}
		from = k + len(w)
	}
	return -1
}

var (
	citeYearBeforeRe = regexp.MustCompile(`(?:\(\s*(19[5-9]\d|20\d\d)[a-z]?\s*\)|\b(19[5-9]\d|20\d\d))[.,:]?\s*$`)
	citeInVenueRe    = regexp.MustCompile(`^[\s.?!:,]*In:?\s+((?:Proceedings|Proc\.)[^;,(]{8,200}?)\s*[(,;.]`)
	// citeVenueRe is the venue before its volume, past a section's name: "Journal of
	// Statistical Software, Code Snippets, 63(1)".
	citeVenueRe = regexp.MustCompile(`^[\s.?!:,]*(\p{Lu}[^;,(\d]{3,150}?)\s*(?:,\s*(?:\p{Lu}[\p{L} ]{2,40},\s*)?)?(?:\d|\()`)
	// citeMeetingRe is a meeting cited by its name before its place and date, which
	// citeVenueRe (a name before its volume) does not read: "4th Cybercrime and Trustworthy
	// Computing Workshop, Sydney, November 2013".
	citeMeetingRe = regexp.MustCompile(`^[\s.?!:,]*((?:\d+\s?(?:st|nd|rd|th)\s+)?\p{Lu}[^;,(.]{3,150}?\b(?:Conference|Workshop|Symposium|Congress|Meeting|Colloquium)\b[^;,(.]{0,80}?)\s*(?:[,;(.]|$)`)
	// citeEditorsRe is a book's editors after its title in a chapter's citation: "… Embodied
	// Cognition. L. Shapiro (Ed.) pp. 108-117".
	citeEditorsRe = regexp.MustCompile(`\.\s+(?:\p{Lu}\.\s*)+\p{Lu}[\p{L}'’-]+(?:\s*(?:,|and|&)\s*(?:\p{Lu}\.\s*)+\p{Lu}[\p{L}'’-]+)*\s*\((?:[Ee]ds?|[Ee]ditors?)\b`)
)

// citedVenue reads the venue that follows the title in a citation printed on pages 1-2
// (after a "Citation:" label, or after "(2011)" as repository covers print it): "...
// materials. Energy and Buildings, 43 (2-3)", "... systems. Proc. R. Soc. A 474". year is
// the citation's year, or 0.
func (h *header) citedVenue(title string) (venue string, year int) {
	tw := strings.Fields(strings.ToLower(title))
	if len(tw) < 3 {
		return "", 0
	}
	last := tw[len(tw)-1]
	for t, i := range h.titleMentions(title) {
		low := strings.ToLower(t)
		labels := append(h.labelsIn(citeLabelRe, t), h.labelsIn(refFormatRe, t)...)
		labels = append(labels, h.labelsIn(ownCiteLabelRe, t)...)
		// an APA citation quotes its title: "Gerber F, Furrer R (2015). “Pitfalls in …”"
		yb := citeYearBeforeRe.FindStringSubmatch(strings.TrimRight(t[max(0, i-15):i], "“\"‘ "))
		labelled := false
		for _, l := range labels {
			labelled = labelled || l[1] <= i && i-l[1] < 700
		}
		if yb == nil && !labelled {
			continue
		}
		j := wordIndex(low[i:min(len(low), i+len(title)+40)], last)
		if j < 0 {
			continue
		}
		rest := strings.TrimLeft(t[i+j+len(last):], ".?!:, ”\"’") // "… Leroux Models.” Journal of …"
		if m := citeInVenueRe.FindStringSubmatch(rest); m != nil {
			return m[1], firstYear(m[1]) // ACM: "2019. Title. In Proceedings of the 2019 CHI Conference on ... (CHI '19), ..."
		}
		m := citeVenueRe.FindStringSubmatch(rest)
		if m == nil {
			if mm := citeMeetingRe.FindStringSubmatch(rest); mm != nil {
				return mm[1], firstYear(rest[:min(len(rest), len(mm[0])+40)]) // "4th X Workshop, Sydney, November 2013"
			}
			continue
		}
		if e := citeEditorsRe.FindStringIndex(rest); e != nil && e[0] < len(m[0]) {
			m[1] = strings.TrimSpace(rest[:e[0]])
			m[1] = m[1][strings.IndexFunc(m[1], unicode.IsUpper):]
		}
		if yb != nil {
			year = firstYear(yb[0])
		}
		if y := firstYear(rest[len(m[1]):min(len(rest), len(m[1])+40)]); y > 0 {
			year = y
		}
		return m[1], year
	}
	return "", 0
}

// sameFamilySet reports whether a and b hold the same family names, in any order.
func sameFamilySet(a, b []domain.Author) bool {
	if len(a) != len(b) {
		return false
	}
	count := map[string]int{}
	for i := range a {
		count[compact(a[i].Family)]++
		count[compact(b[i].Family)]--
	}
	for _, n := range count {
		if n != 0 {
			return false
		}
	}
	return true
}

// citedYear is the year of a suggested citation on pages 1-2 (MDPI "... Int. J. Neonatal
// Screen. 2020, 6, 48", PLOS "Vlachas PR, ... (2018) Title"), or 0.
func (h *header) citedYear() int {
	for _, t := range h.texts {
		locs := h.labelsIn(citeLabelRe, t)
		if locs == nil {
			continue
		}
		loc := locs[0]
		names, rest, _ := familyFirstNames(t[loc[1]:min(len(t), loc[1]+1500)])
		if len(names) == 0 {
			continue
		}
		if y := firstYear(rest[:min(len(rest), 400)]); y > 0 {
			return y
		}
	}
	return 0
}

// gluedEndMarkRe is a mark glued to the end of a word at the names' size ("Shangbo1,2",
// "Li*"), before the separator that may follow it ("Carl1," keeps its comma, "Shangbo1;" its
// semicolon).
var gluedEndMarkRe = regexp.MustCompile(`([\p{L}.])[\d` + markGlyphs + `][\d,` + markGlyphs + `]*?([,;]?)$`)

// unmarkWord is w without a mark glued to its end.
func unmarkWord(w string) string { return gluedEndMarkRe.ReplaceAllString(w, "$1$2") }

// unmarkedText is a line's text without its affiliation marks, set small or raised or glued to a
// name ("Mao, Shangbo¹; Rajan, Deepu¹" reads "Mao, Shangbo; Rajan, Deepu"), for the readers of
// names written family first, whose commas a mark read as a comma would confuse.
func unmarkedText(l line) string {
	var parts []string
	for _, w := range l.words {
		punct := letters(w.Text) == 0 && !strings.ContainsAny(w.Text, "0123456789")
		if !punct && (wordSize(w) < 0.75*l.size || raisedMark(w, l)) {
			continue // punctuation is small too: a comma keeps its place
		}
		parts = append(parts, unmarkWord(w.Text))
	}
	t := strings.Join(parts, " ")
	return strings.NewReplacer(" ;", ";", " ,", ",").Replace(t)
}
