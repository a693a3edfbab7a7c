package pdfmeta

import (
	"regexp"
	"strconv"
	"strings"
	"time"
)

var (
	// arxivLabelRe is an arXiv id after its "arXiv:" label, new or old style: a cue that a page
	// is a preprint's (the year's features); arxivAnyRe reads the ids themselves.
	arxivLabelRe = regexp.MustCompile(`(?i)arxiv\s*:\s*(?:\d{4}\.\d{4,5}|[a-z][a-z\-]+(?:\.[a-z]{2})?/\d{7})`)
	// arxivStampOldRe is the stamp of an old arXiv listing, its id without the "arXiv:" prefix
	// and the date after it ("hep-ph/9412269 09 Dec 94"); an id alone may be a reference.
	arxivStampOldRe = regexp.MustCompile(`\b(` + arxivArchives + `(?:\.[A-Z]{2})?/\d{7})(?:\s?v\d+)?\s+\d{1,2}\s+[A-Z][a-z]{2}\s+(?:19|20)?\d\d\b`)
	// arxivOldIDRe is a line that holds nothing but an old id: the stamp set vertically.
	arxivOldIDRe = regexp.MustCompile(`^(` + arxivArchives + `(?:\.[A-Z]{2})?/\d{7})(?:v\d+)?$`)
	referencesR  = regexp.MustCompile(`(?im)^\s*(references|bibliography)\s*$`)
)

// arxivArchives are the archive names of arXiv's identifiers before 2007.
const arxivArchives = `(?:hep-(?:ph|th|ex|lat)|astro-ph|cond-mat|gr-qc|math-ph|nucl-(?:th|ex)|quant-ph|nlin|physics|math|cs|q-bio|chao-dyn|solv-int|patt-sol|adap-org|cmp-lg|alg-geom|dg-ga|funct-an|q-alg|mtrl-th|supr-con|acc-phys|ao-sci|atom-ph|chem-ph|plasm-ph|bayes-an|comp-gas)`

// arXivFromDOI is the arXiv id of an arXiv DOI ("10.48550/arXiv.2101.01234"), "" for another DOI.
func arXivFromDOI(doi string) string {
	const pre = "10.48550/arxiv."
	if len(doi) > len(pre) && strings.EqualFold(doi[:len(pre)], pre) {
		return doi[len(pre):]
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
// line, then publication dates on page 1, then the arXiv id, then the title block's date line.
func findYear(page1 []line, venueYear, confYear int, arxiv string) *int {
	limit := latestYear()
	ok := func(y int) bool { return y >= 1950 && y <= limit }
	var venue, dated int
	titled, release := titleDateYear(page1)
	if ok(release) {
		return &release // a manual's release date over its copyright's years: "Version 5.2 (July 2004)" (s17-open16)
	}
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
	for _, y := range []int{confYear, venueYear, venue, dated, ay, titled} {
		if ok(y) && !beforeArXiv(y, ay) {
			return &y
		}
	}
	return nil
}

// releaseLeadRe is a software release's number before its date on a manual's title page:
// "Version 5.2 (July 2004)", "VERSION 5.7.9, Oct 20, 2019", "Release 2.1 - March 2003".
var releaseLeadRe = regexp.MustCompile(`(?i)^\W*(?:version|release)\s+v?\d+(?:\.\d+)+[a-z]?\s*[,;:(–—-]\s*`)

// titleDateYear is the year of page 1's title-block date line ("8 February 2016" under the
// names): the author's date (s15-s13open); 0 when there is none. A rebuild's date beside it
// dates nothing ("November 1994; reprocessed January 2013"), and a cover sets its block lower
// down (s17-open16). release is that year when the line dates a software release ("Version
// 5.2 (July 2004)"): the manual's edition, which its copyright's span of years does not give.
func titleDateYear(page1 []line) (year, release int) {
	for _, l := range page1 {
		if l.vertical || l.atEdge() || !strings.Contains(l.text, "19") && !strings.Contains(l.text, "20") {
			continue
		}
		t := unbuilt(l.text)
		y, _ := strconv.Atoi(yearRe.FindString(t))
		if y == 0 || y > latestYear() || l.y0 >= 0.5*l.ph && !coverBlock(page1, l) {
			continue
		}
		if loc := releaseLeadRe.FindStringIndex(t); loc != nil && dateAlone(strings.Trim(t[loc[1]:], " ()")) {
			return y, y
		}
		if dateAlone(strings.TrimRight(t, " ;,.")) {
			return y, 0
		}
	}
	return 0, 0
}

// coverBlockLines is how many lines a cover's title block holds above its date line at most.
const coverBlockLines = 8

// coverBlock reports whether l sits in the upper three quarters of page 1 under at most
// coverBlockLines lines: the title block of a cover set around the page's middle ("The Maxima
// Book", its four authors and "19th September 2004" below half the page, s17-open16).
func coverBlock(page1 []line, l line) bool {
	if l.y0 >= 0.75*l.ph {
		return false
	}
	above := 0
	for _, o := range page1 {
		if o.y0 < l.y0 {
			above++
		}
	}
	return above <= coverBlockLines
}
