package pdfmeta

import (
	"cmp"
	"math"
	"regexp"
	"strconv"
	"strings"
)

// The year's confidence (since s10). A wrong year shown as read is a wrong citation: "(2017)"
// for a 2023 paper. What a wrong year lacks, whatever the publisher's layout, is agreement with
// the rest of what the paper says about its date: a later year printed with a publication cue
// (©, a volume citation, "Published"), a citation to a later paper ("et al., 2021" in a paper
// dated 2017 is impossible), an arXiv id or a DOI that embeds a later year, a year the file's
// Info/XMP, a conference acronym, the venue's volume tuple or the printed suggested citation
// give and the chosen year is not. And a wrong year is often one printed only where dates are
// not the publication's: a "Received …" line, a reference, or nowhere (the file's creation date).

// yearSourceCues are the candidate cues that each name the paper's year from one source; a
// candidate with the cue and another year says the chosen year disagrees with that source.
var yearSourceCues = []string{"venue_year", "citation", "xmp_date", "conf_year", "meta_subject", "arxiv_id"}

// yearCopiedCues are the chosen candidate's own cues the calibration reads as they are.
var yearCopiedCues = []string{"file_near", "file_only", "file_after", "file_before", "conf_year",
	"venue_year", "citation", "xmp_date", "arxiv_id", "before_arxiv", "latest"}

// pubCues are the cues of a line that prints a publication year (not a received date or a reference).
var pubCues = []string{"any_copyright", "any_volcite", "any_venue", "any_online", "any_appear", "near_copyright", "near_online", "near_venue", "near_volcite", "venue_year", "citation"}

// yearConfidenceFeatures describe a chosen year against the other years the paper prints and
// against the dates its identifiers and its file carry.
func (h *header) yearConfidenceFeatures(f map[string]float64, c Candidate, cands []Candidate) {
	for _, k := range yearCopiedCues {
		f[k] = c.Features[k]
	}
	y := c.Year
	if y <= 0 || c.Features["null"] == 1 {
		return
	}
	printed := 0
	for _, o := range cands {
		if o.Year <= 0 || o.Features["null"] == 1 {
			continue
		}
		if o.Features["seen"] > 0 {
			printed++
		}
		if o.Year == y {
			continue
		}
		for _, k := range yearSourceCues {
			if o.Features[k] > 0 && c.Features[k] == 0 {
				f[k+"_other"] = 1 // that source names another year
			}
		}
		if o.Year > y && o.Features["seen"] > 0 {
			f["later_printed"] = 1
			for _, k := range pubCues {
				if o.Features[k] > 0 && o.Features["any_cite"] == 0 {
					f["later_pub"] = 1 // a later year printed with ©, a volume, "Published", the venue
				}
			}
		}
	}
	f["n_years"] = math.Log1p(float64(printed))
	lines := h.yearLines(y)
	f["only_received"] = b2f(lines.n > 0 && lines.received == lines.n)
	f["only_cite"] = b2f(lines.n > 0 && lines.cite == lines.n)
	f["unprinted"] = b2f(lines.n == 0)
	if cy := h.newestCitedYear(); cy > y {
		f["cite_after"] = 1 // "Smith et al., 2021" cited by a paper dated 2017
	}
	arxiv := cmp.Or(h.arxiv, arXivFromDOI(h.doi))
	if ay := arxivYear(arxiv); ay > 0 {
		f["arxiv_later"] = b2f(y < ay) // published before it was first posted: rare
		f["arxiv_much_earlier"] = b2f(y > ay+2)
	}
	if dy := doiYear(h.doi, h.texts); dy > 0 {
		f["doi_same"] = b2f(dy == y || dy == y-1) // an article online the year before its issue
		f["doi_later"] = b2f(y < dy)
		f["doi_earlier"] = b2f(y > dy+1)
	}
}

// yearLineCounts counts the lines of pages 1-2 that print a year, by what kind of line it is.
type yearLineCounts struct{ n, received, cite int }

// yearLines classifies the lines of pages 1-2 that print year y: a received or accepted line,
// a reference or a citation in the running text.
func (h *header) yearLines(y int) yearLineCounts {
	var out yearLineCounts
	ys := strconv.Itoa(y)
	for _, ls := range h.pages {
		for _, l := range ls {
			t := ocrYears(l.text)
			if !strings.Contains(t, ys) || !yearWordIn(t, ys) {
				continue
			}
			out.n++
			if receivedRe.MatchString(t) && !copyrightRe.MatchString(t) && !volCiteRe.MatchString(t) {
				out.received++
			}
			if citeYearRe.MatchString(t) || refLineRe.MatchString(t) {
				out.cite++
			}
		}
	}
	return out
}

// yearWordIn reports whether ys stands in t as a word of its own.
func yearWordIn(t, ys string) bool {
	for _, m := range anyYearRe.FindAllString(t, -1) {
		if m == ys {
			return true
		}
	}
	return false
}

// citedYearRe is a year cited in running text: "Smith et al., 2021", "(Jones & Lee, 2019a)",
// "Smith and Jones (2020)".
var citedYearRe = regexp.MustCompile(`(?:et al\.?,?|[A-Z][\p{L}'-]+ (?:&|and) [A-Z][\p{L}'-]+,?|\([A-Z][\p{L}'-]+,)\s*\(?((?:19|20)\d\d)[a-z]?[);,]`)

// newestCitedYear is the latest year cited in the running text of pages 1-2 (0 when none).
func (h *header) newestCitedYear() int {
	limit, best := latestYear(), 0
	for _, t := range h.texts {
		if !hasYearThenMark(t) {
			continue
		}
		for _, m := range citedYearRe.FindAllStringSubmatch(t, -1) {
			if y, _ := strconv.Atoi(m[1]); y <= limit && y > best {
				best = y
			}
		}
	}
	return best
}

var (
	// doiDottedYearRe is a year between dots or slashes in a DOI: "10.1109/ACCESS.2023.3234",
	// "10.1016/j.enbuild.2019.05.012".
	doiDottedYearRe = regexp.MustCompile(`[./]((?:19|20)\d\d)\.\d`)
	// doiSpringerRe is Springer's "10.1007/s00500-019-04123-x" (2019).
	doiSpringerRe = regexp.MustCompile(`/s\d{5}-0(\d\d)-`)
	// piiRe is Elsevier's PII printed on the page: "S0378-7788(17)30123-4" (2017).
	piiRe = regexp.MustCompile(`\bS\d{4}-\d{3}[\dX]\((\d\d)\)\d`)
)

// doiYear is the year a DOI or an Elsevier PII embeds (0 when none): the year it was
// registered, which is the publication year or the one before it.
func doiYear(doi string, texts []string) int {
	limit := latestYear()
	ok := func(y int) int {
		if y >= 1990 && y <= limit {
			return y
		}
		return 0
	}
	if m := doiDottedYearRe.FindStringSubmatch(doi); m != nil {
		y, _ := strconv.Atoi(m[1])
		if ok(y) > 0 {
			return y
		}
	}
	if m := doiSpringerRe.FindStringSubmatch(doi); m != nil {
		yy, _ := strconv.Atoi(m[1])
		return ok(2000 + yy)
	}
	for _, t := range texts {
		if m := piiRe.FindStringSubmatch(t); m != nil {
			return ok(twoDigitYear(m[1]))
		}
	}
	return 0
}
