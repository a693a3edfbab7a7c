package eval

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"carrel/backend/pdfmeta"
)

// metaFields are the scored fields, in report order.
var metaFields = []string{"title", "first_author", "authors", "year", "doi", "type", "venue"}

// confField is the PaperMeta.Confidence key that rates a scored field.
var confField = map[string]string{"first_author": "authors"}

// metaScore counts right answers per field, and keeps (confidence, right) pairs.
type metaScore struct {
	ok, n  map[string]int
	oracle map[string]int // papers with a right value among the field's candidates
	conf   map[string][]confPair
}

type confPair struct {
	p  float64
	ok bool
}

func newMetaScore() *metaScore {
	return &metaScore{ok: map[string]int{}, n: map[string]int{}, oracle: map[string]int{}, conf: map[string][]confPair{}}
}

// add scores one paper. Fields whose truth is unknown (no year, no authors, no venue, a DOI not
// printed on the first two pages) are not counted.
func (s *metaScore) add(d realDoc, m pdfmeta.PaperMeta, verbose bool, env Env) {
	t := d.paper
	judge := func(field string, ok bool, got, want any) {
		s.n[field]++
		if ok {
			s.ok[field]++
		} else if verbose {
			fmt.Fprintf(env.Stderr, "%s %s: got %v want %v\n", t.File, field, got, want)
		}
		key := field
		if k, found := confField[field]; found {
			key = k
		}
		if c, found := m.Confidence[key]; found {
			s.conf[field] = append(s.conf[field], confPair{c, ok})
		}
	}
	judge("title", similarity(fold(m.Title), fold(t.Title)) >= 0.9, m.Title, t.Title)
	if len(t.Authors) > 0 {
		var got []string
		for _, a := range m.Authors {
			got = append(got, fold(a.Family))
		}
		var want []string
		for _, a := range t.Authors {
			want = append(want, fold(a[1]))
		}
		judge("first_author", len(got) > 0 && got[0] == want[0], m.Authors, t.Authors)
		judge("authors", slices.Equal(got, want), m.Authors, t.Authors)
	}
	if t.Year != nil {
		judge("year", m.Year != nil && *m.Year == *t.Year, ptrString(m.Year), *t.Year)
	}
	if t.DOI != nil && printedDOI(d, *t.DOI) {
		judge("doi", strings.EqualFold(m.DOI, *t.DOI), m.DOI, *t.DOI)
	}
	want := zoteroType(t.ItemType)
	judge("type", m.Type == want, m.Type, want)
	if t.Venue != nil {
		judge("venue", venueMatch(m.Venue, *t.Venue), m.Venue, *t.Venue)
	}
}

// addOracle counts, over the papers add scores, those whose right value is among the
// field's candidates at all: the ceiling any ranking of those candidates can reach.
func (s *metaScore) addOracle(d realDoc, cands map[string][]pdfmeta.Candidate) {
	t := d.paper
	has := func(field string) bool { return slices.Contains(labelCandidates(field, t, cands[field]), true) }
	if has("title") {
		s.oracle["title"]++
	}
	if len(t.Authors) > 0 {
		if has("authors") {
			s.oracle["authors"]++
		}
		for _, c := range cands["authors"] {
			if len(c.Authors) > 0 && fold(c.Authors[0].Family) == fold(t.Authors[0][1]) {
				s.oracle["first_author"]++
				break
			}
		}
	}
	if t.Year != nil && has("year") {
		s.oracle["year"]++
	}
	if has("type") {
		s.oracle["type"]++
	}
	if t.Venue != nil && has("venue") {
		s.oracle["venue"]++
	}
}

func ptrString(p *int) string {
	if p == nil {
		return "nil"
	}
	return fmt.Sprint(*p)
}

// printedDOI reports whether the DOI is printed on the paper's first two pages.
func printedDOI(d realDoc, doi string) bool {
	doi = strings.ToLower(doi)
	for i, p := range d.doc.Pages {
		if i >= 2 {
			break
		}
		if strings.Contains(strings.ToLower(strings.Join(strings.Fields(p.Text), "")), doi) {
			return true
		}
	}
	return false
}

// venueMatch accepts a venue whose folded text is within 0.8 similarity of the truth, or holds
// it (or is held by it) with at least 70% of the longer text: "Proceedings of the X" for "X".
// Since r20 the same test is also made on each side's venueCore, so that two ways of writing
// one venue's name match ("Science" for "Science (New York, N.Y.)", "Proc. of the 28th
// International Conference on Machine Learning" for "International Conference on Machine
// Learning, ICML 2011").
func venueMatch(got, want string) bool {
	return venueClose(fold(got), fold(want)) || venueClose(fold(venueCore(got)), fold(venueCore(want)))
}

func venueClose(g, w string) bool {
	if g == "" || w == "" {
		return false
	}
	if similarity(g, w) >= 0.8 {
		return true
	}
	short, long := g, w
	if len(short) > len(long) {
		short, long = long, short
	}
	return strings.Contains(long, short) && float64(len(short)) >= 0.7*float64(len(long))
}

var (
	venueParenRe   = regexp.MustCompile(`\([^()]*\)`)
	venueLeadRe    = regexp.MustCompile(`(?i)^\s*(?:in:?\s+|the\s+)+`)
	venueProcRe    = regexp.MustCompile(`(?i)\b(?:proc\.|proceedings)\s+(?:of\s+)?(?:the\s+)?`)
	venueOrdinalRe = regexp.MustCompile(`(?i)\b(?:\d+\s?(?:st|nd|rd|th)|(?:19|20)\d\d|'\d\d|(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|(?:thirt|fourt|fift|sixt|sevent|eight|ninet)eenth|(?:twent|thirt|fort|fift|sixt|sevent|eight|ninet)(?:ieth|y[- ]?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth))))\b`)
	venueAcroRe    = regexp.MustCompile(`[,:;-]\s*\p{Lu}[\p{Lu}\d]+(?:\s*['’]?\d{2,4})?\s*$`)
)

// venueCore is what names a venue, without the words that only write it another way: a
// parenthesized acronym, year or place ("(EMBC)", "(New York, N.Y.)"), a trailing acronym
// after a comma or colon (", ICML 2011"), a leading "In:" or "The", "Proceedings of the"
// ("Proc. of"), a proceedings' year and ordinal ("28th", "Twentieth"), and "&" for "and". The
// year is scored as its own field. What is left must still agree as venueClose asks:
// "Journal of Physics" is not "Journal of Physics: Condensed Matter".
func venueCore(v string) string {
	v = venueParenRe.ReplaceAllString(v, " ")
	v = strings.ReplaceAll(v, "&", " and ")
	v = venueAcroRe.ReplaceAllString(v, "")
	v = venueProcRe.ReplaceAllString(v, "")
	v = venueOrdinalRe.ReplaceAllString(v, " ")
	v = venueLeadRe.ReplaceAllString(v, "")
	return strings.Join(strings.Fields(v), " ")
}

// report is the figures as a JSON object: each field's rate and "ok/n", and how well each
// field's confidence separates right from wrong values.
func (s *metaScore) report() map[string]any {
	out := map[string]any{}
	conf := map[string]any{}
	for _, f := range metaFields {
		if s.n[f] == 0 {
			continue
		}
		out[f] = round3(float64(s.ok[f]) / float64(s.n[f]))
		out[f+"_n"] = fmt.Sprintf("%d/%d", s.ok[f], s.n[f])
		if len(s.oracle) > 0 && f != "doi" {
			out[f+"_oracle"] = fmt.Sprintf("%d/%d", s.oracle[f], s.n[f])
		}
		if ps := s.conf[f]; len(ps) > 0 {
			conf[f] = confSummary(ps)
		}
	}
	if len(conf) > 0 {
		out["confidence"] = conf
	}
	return out
}

// confSummary is the AUC of confidence for right over wrong values, and at the "check" mark
// (confidence < 0.5): how many values are marked, how many of those are wrong, and how many
// wrong values there are in all.
func confSummary(ps []confPair) map[string]any {
	var right, wrong []float64
	marked, markedWrong := 0, 0
	for _, p := range ps {
		if p.ok {
			right = append(right, p.p)
		} else {
			wrong = append(wrong, p.p)
		}
		if p.p < pdfmeta.CheckBelow {
			marked++
			if !p.ok {
				markedWrong++
			}
		}
	}
	auc := 0.0
	for _, r := range right {
		for _, w := range wrong {
			switch {
			case r > w:
				auc++
			case r == w:
				auc += 0.5
			}
		}
	}
	out := map[string]any{"check": marked, "check_wrong": markedWrong, "wrong": len(wrong)}
	if len(right) > 0 && len(wrong) > 0 {
		out["auc"] = round3(auc / float64(len(right)*len(wrong)))
	}
	return out
}
