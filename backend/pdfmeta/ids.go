package pdfmeta

import (
	"regexp"
	"strconv"
	"strings"
	"time"
)

var (
	// otherDOIRe labels a DOI that is another paper's: the article a commentary, reply, erratum or
	// retraction is about.
	otherDOIRe = regexp.MustCompile(`(?i)(original article|commentary on|comment on|reply to|response to|erratum to|correction to|retraction of|related article)\W[^\n]{0,30}$`)
	// spacedDOIRe is a DOI whose slashes the extractor set apart: "10.3847 / 1538-3881 / ab63dc".
	spacedDOIRe = regexp.MustCompile(`\b10\.\d{4,9}(?: / [^\s/"<>{}]+)+`)
	doiRe       = regexp.MustCompile(`\b10\.\d{4,9}/[^\s"<>{}]+`)
	doiLabelRe  = regexp.MustCompile(`(?i)(doi\s*[:.]?\s*|doi\.org/|digital object identifier\s*[:.]?\s*)$`)
	arxivNewRe  = regexp.MustCompile(`(?i)arxiv\s*:\s*(\d{4}\.\d{4,5})(v\d+)?`)
	arxivOldRe  = regexp.MustCompile(`(?i)arxiv\s*:\s*([a-z][a-z\-]+(?:\.[a-z]{2})?/\d{7})(v\d+)?`)
	// arxivStampOldRe is the stamp of an old arXiv listing, its id without the "arXiv:" prefix
	// and the date after it ("hep-ph/9412269 09 Dec 94"); an id alone may be a reference.
	arxivStampOldRe = regexp.MustCompile(`\b(` + arxivArchives + `(?:\.[A-Z]{2})?/\d{7})(?:v\d+)?\s+\d{1,2}\s+[A-Z][a-z]{2}\s+(?:19|20)?\d\d\b`)
	// arxivOldIDRe is a line that holds nothing but an old id: the stamp set vertically.
	arxivOldIDRe = regexp.MustCompile(`^(` + arxivArchives + `(?:\.[A-Z]{2})?/\d{7})(?:v\d+)?$`)
	referencesR  = regexp.MustCompile(`(?im)^\s*(references|bibliography)\s*$`)
)

// arxivArchives are the archive names of arXiv's identifiers before 2007.
const arxivArchives = `(?:hep-(?:ph|th|ex|lat)|astro-ph|cond-mat|gr-qc|math-ph|nucl-(?:th|ex)|quant-ph|nlin|physics|math|cs|q-bio|chao-dyn|solv-int|patt-sol|adap-org|cmp-lg|alg-geom|dg-ga|funct-an|q-alg|mtrl-th|supr-con|acc-phys|ao-sci|atom-ph|chem-ph|plasm-ph|bayes-an|comp-gas)`

// cleanDOI trims trailing punctuation and unbalanced closing brackets from a DOI match.
func cleanDOI(d string) string {
	for {
		n := len(d)
		d = strings.TrimRight(d, ".,;:'’”")
		for _, pair := range [][2]string{{"(", ")"}, {"[", "]"}} {
			if strings.HasSuffix(d, pair[1]) && strings.Count(d, pair[0]) < strings.Count(d, pair[1]) {
				d = d[:len(d)-1]
			}
		}
		if len(d) == n {
			return d
		}
	}
}

var doiRestRe = regexp.MustCompile(`^\n[^\s"<>{}]+`)

// doiContinued is the rest of a DOI broken at a line end after a separator
// ("10.1016/j.enbuild." then "2010.10.015" on the next line), or "".
func doiContinued(doi, after string) string {
	if !strings.HasSuffix(doi, ".") && !strings.HasSuffix(doi, "-") && !strings.HasSuffix(doi, "/") && !strings.HasSuffix(doi, "_") {
		return ""
	}
	m := doiRestRe.FindString(after)
	// a DOI ending a sentence, then a word, a year or a footnote mark, is complete
	if len(m) < 4 || !strings.ContainsAny(m, "0123456789") || !strings.ContainsAny(m[1:], ".-/()") {
		return ""
	}
	return m[1:]
}

// findDOI looks at the metadata, then anywhere on page 1, then at DOIs labelled "doi" on
// page 2 before its reference list (unlabelled page-2 DOIs are usually other papers').
func findDOI(metaDOI string, pages []string) string {
	if m := doiRe.FindString(metaDOI); m != "" {
		return cleanDOI(m)
	}
	for i, text := range pages {
		if i > 1 {
			break
		}
		text = spacedDOIRe.ReplaceAllStringFunc(text, func(d string) string { return strings.Join(strings.Fields(d), "") })
		if i == 1 {
			if loc := referencesR.FindStringIndex(text); loc != nil {
				text = text[:loc[0]]
			}
		}
		for _, loc := range doiRe.FindAllStringIndex(text, -1) {
			if otherDOIRe.MatchString(text[max(0, loc[0]-50):loc[0]]) {
				continue // "DOI of original article: …": a commentary names the paper it answers
			}
			if i == 0 || doiLabelRe.MatchString(text[max(0, loc[0]-30):loc[0]]) {
				return cleanDOI(text[loc[0]:loc[1]] + doiContinued(text[loc[0]:loc[1]], text[loc[1]:]))
			}
		}
	}
	return ""
}

// findArXiv returns an arXiv identifier (without version) from the first two pages.
func findArXiv(pages []string) string {
	for i, text := range pages {
		if i > 1 {
			break
		}
		if m := arxivNewRe.FindStringSubmatch(text); m != nil {
			return m[1]
		}
		if m := arxivOldRe.FindStringSubmatch(text); m != nil {
			return m[1]
		}
	}
	if len(pages) > 0 && strings.Contains(pages[0], "/") {
		if m := arxivStampOldRe.FindStringSubmatch(pages[0]); m != nil {
			return m[1]
		}
		for _, l := range strings.Split(pages[0], "\n") {
			// the stamp set vertically, its date on a line of its own
			if m := arxivOldIDRe.FindStringSubmatch(strings.TrimSpace(l)); m != nil {
				return m[1]
			}
		}
	}
	return ""
}

// beforeArXiv reports whether year y comes more than a year before the arXiv id's year ay:
// a paper is posted before or around its publication, so such a year is another paper's.
func beforeArXiv(y, ay int) bool { return ay > 0 && y < ay-1 }

// arxivYear reads the year out of an arXiv id: YYMM.NNNNN or archive/YYMMNNN.
func arxivYear(id string) int {
	digits := id
	if i := strings.LastIndexByte(id, '/'); i >= 0 {
		digits = id[i+1:]
	}
	if len(digits) < 4 {
		return 0
	}
	yy, err := strconv.Atoi(digits[:2])
	if err != nil {
		return 0
	}
	if yy >= 91 {
		return 1900 + yy
	}
	return 2000 + yy
}

var (
	yearRe      = regexp.MustCompile(`\b(19[5-9]\d|20\d\d)\b`)
	copyrightRe = regexp.MustCompile(`(?i)(copyright|©|\(c\)|\bc⃝)\s*(by\s*)?(19[5-9]\d|20\d\d)\b`)
	venueYearRe = regexp.MustCompile(`(?i)(journal|proceedings|conference|symposium|workshop|transactions|volume|vol\.|issue|press|society|association)`)
	datedRe     = regexp.MustCompile(`(?i)\b(published|accepted|received|available online)\b`)
)

// latestYear is the last year a paper can be dated: next year's issue is often out already.
func latestYear() int { return time.Now().Year() + 1 }

// findYear prefers a copyright line, then a conference acronym's year near the file's date
// ("SIGMOD '04"), then the year printed with the venue, then a journal-ish banner or footer
// line, then publication dates on page 1, then the arXiv id.
func findYear(page1 []line, venueYear, confYear int, arxiv string) *int {
	limit := latestYear()
	ok := func(y int) bool { return y >= 1950 && y <= limit }
	var venue, dated int
	for _, l := range page1 {
		if m := copyrightRe.FindStringSubmatch(l.text); m != nil {
			if y, _ := strconv.Atoi(m[3]); ok(y) {
				return &y
			}
		}
		ys := yearRe.FindAllString(l.text, -1)
		if len(ys) == 0 {
			continue
		}
		y, _ := strconv.Atoi(ys[len(ys)-1])
		if !ok(y) {
			continue
		}
		if venue == 0 && venueYearRe.MatchString(l.text) && !l.vertical && (l.y0 < 0.18*l.ph || l.y1 > 0.8*l.ph) {
			venue = y
		}
		if venue == 0 && volCiteRe.MatchString(l.text) && !datedRe.MatchString(l.text) && !l.vertical && l.y0 < 0.25*l.ph {
			venue = y // an abbreviated journal's citation line at the top: "Z. Naturforsch. 54 a, 272-273 (1999);"
		}
		if datedRe.MatchString(l.text) && y > dated {
			dated = y
		}
	}
	ay := arxivYear(arxiv)
	for _, y := range []int{confYear, venueYear, venue, dated, ay} {
		if ok(y) && !beforeArXiv(y, ay) {
			return &y
		}
	}
	return nil
}
