package pdfmeta

import (
	"math"
	"regexp"
	"strings"
)

// What a head, foot or running-text line holds that is not the paper's venue (s13-venue): a
// column head naming the article's kind, a journal cited author-year, an issue's theme after
// the journal's volume, a date's label, a paragraph running into the foot band; and two ways
// to read a foot line whole (overlapping words, "X Proceedings").

// articleKindRe is a column head or label that names the kind of article, in any case:
// "Contributed Research Article", "ORIGINAL PAPERS", "Invited Contributions".
var articleKindRe = regexp.MustCompile(`(?i)^(?:(?:contributed|invited|featured?|selected|original|research|review|regular|full|short|brief|technical|special|refereed|peer-reviewed|news)\s+){1,3}(?:articles?|papers?|contributions?|communications?)$`)

// authorYearAfterRe is an author-year citation right after a name: "… Software (Varadhan,
// 2014)", "(Smith et al. 2010a)", "(Smith and Doe, 2010)".
var authorYearAfterRe = regexp.MustCompile(`^\s*\(\p{Lu}[\p{L}'’-]+(?:\s+et\s+al\.?|\s+(?:and|&)\s+\p{Lu}[\p{L}'’-]+)?,?\s+(?:19|20)\d\d[a-z]?\)`)

// citedWork reports whether venue v, read in line t, is followed by an author-year citation:
// running text naming another work's journal ("the special issue of the Journal of X
// (Smith, 2014)"), not the paper's own venue.
func citedWork(t, v string) bool {
	i := strings.Index(t, v)
	return i >= 0 && authorYearAfterRe.MatchString(t[i+len(v):])
}

// volumeThenDashRe is a journal's volume and number, then a dash before what follows them on
// a banner: "TUGboat, Volume 28 (2007), No. 1 — ".
var volumeThenDashRe = regexp.MustCompile(`(?i)\bvol(?:ume)?\.?\s*\d[^—–]*\s[—–-]+\s*(?:the\s+)?$`)

// issueTheme reports whether venue v follows a journal's volume and number after a dash in
// banner t: the issue's theme ("… No. 1 — Proceedings of the Practical TeX 2006 Conference", a
// meeting's proceedings printed as a journal's issue), while the venue is the journal before it.
func issueTheme(t, v string) bool {
	i := strings.Index(t, v)
	return i > 0 && volumeThenDashRe.MatchString(t[:i])
}

var (
	// procFootRe is a proceedings volume's running head or foot: a short name and "Proceedings"
	// ("EuroTeX´99 Proceedings", "ICML 2011 Proceedings").
	procFootRe = regexp.MustCompile(`^\s*(\p{Lu}[\p{L}\d'’´\x{0301}-]*(?:\s+[\p{Lu}\d][\p{L}\d'’´\x{0301}-]*){0,3}\s+Proceedings)\s*$`)
	// acuteQuoteRe is an acute accent set for an apostrophe before a year ("TeX´99", which
	// extraction may give as a combining accent on the X).
	acuteQuoteRe = regexp.MustCompile(`\x{0301}|´`)
)

// overlapText is line l's text with words whose boxes overlap glued together: a logo set with
// lowered or raised letters ("EuroT", "E", "X" of the TeX logo) is one word, not three.
func overlapText(l line) string {
	glued := false
	for i := 1; i < len(l.words); i++ {
		glued = glued || l.words[i].X0 < l.words[i-1].X1-0.2
	}
	if !glued {
		return l.text
	}
	var b strings.Builder
	for i, w := range l.words {
		if i > 0 && w.X0 >= l.words[i-1].X1-0.2 {
			b.WriteByte(' ')
		}
		b.WriteString(w.Text)
	}
	return b.String()
}

// dateLabel reports whether a banner's text before its number is a label of the date that
// follows ("document created on: February 23, 2006", "Last revised:"): it ends on a colon,
// with the date's month cut off.
func dateLabel(t string) bool {
	t = strings.TrimSpace(t)
	if m := trailingMonthRe.FindStringIndex(t); m != nil {
		t = strings.TrimSpace(t[:m[0]])
	}
	return strings.HasSuffix(t, ":") && !venueWordRe.MatchString(t) // "Journal of X: February 2019" keeps its name
}

// justifiedUnder reports whether page-1 line i is a justified paragraph's line: set at the
// body's size right under a line of the same size that starts and ends where it does. A foot
// banner stands apart from the text column, shorter or set smaller.
func (h *header) justifiedUnder(i int) bool {
	l := h.page1[i]
	if math.Abs(l.size-h.body) >= 0.5 {
		return false
	}
	for k, m := range h.page1 {
		if k != i && !m.vertical && math.Abs(m.size-l.size) < 0.5 && m.y0 < l.y0-0.6*l.size && m.y0 > l.y0-1.8*l.size &&
			math.Abs(m.x0-l.x0) < l.size && math.Abs(m.x1-l.x1) < l.size {
			return true
		}
	}
	return false
}
