package pdfmeta

import (
	"cmp"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

var (
	receivedRe = regexp.MustCompile(`(?i)\b(received|submitted|revised|accepted|manuscript)\b`)
	onlineRe   = regexp.MustCompile(`(?i)\b(published( online)?|available online|first online|online publication|date of publication|epub)\b`)
	appearRe   = regexp.MustCompile(`(?i)\b(to appear|appeared|appears) in\b|\bpublished as\b|\bpresented at\b|\bin proceedings\b`)
	monthRe    = regexp.MustCompile(`(?i)\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\b`)
	citeYearRe = regexp.MustCompile(`(?i)(et al\.?,?|&|and [A-Z]\w+,?)\s*\(?(19|20)\d\d[a-z]?\)?|\[\d+\]`)
	isbnRe     = regexp.MustCompile(`\b97[89]-\d|\$\d+\.\d\d|\bISBN\b`)
	// volCiteRe finds a year printed as part of a volume citation: "47 (2019) 196–206",
	// "2019;5:23–27", "Vol. 32, Supplement 1, 2017", "2015; 1(1): 327".
	volCiteRe  = regexp.MustCompile(`(?i)\d+\s*\((19|20)\d\d\)|\b(19|20)\d\d\s*;\s*\d+|\bvol(ume)?\.?\s*\d+.{0,30}\b(19|20)\d\d\b|\b(19|20)\d\d\s*,\s*(vol\.?\s*)?\d+\s*[(:]`)
	downloadRe = regexp.MustCompile(`(?i)\b(downloaded|accessed|retrieved|uploaded|download date|printed)\b`)
	// toolStampRe is a software version with its build date in a typesetter's stamp on a proof
	// ("3B2 version: 9.1.406/W Unicode (May 24 2007)", "Arbortext version 5.3 (Jan 10, 2010)").
	toolStampRe = regexp.MustCompile(`(?i)\bversion:?\s*[\d.]+[^()]{0,30}\([^()]*\b(?:19|20)\d\d\)`)
	// buildStampRe is a document's build stamp up to its date ("LaTeX'ed January 30, 2023", "This
	// version was compiled on January 11, 2022", "typeset on 3 May 2021"): the day a vignette or
	// a manual was last built, not the year it was written or published (s15-s13open); so is a
	// reprocessing's ("November 1994; reprocessed January 2013", s17-open16).
	buildStampRe = regexp.MustCompile(`(?i)(?:\b` + latexedLabel + `|\b(?:compiled|typeset|built|generated|processed)\s+(?:on|at)\b|\breprocessed\b)[^()]{0,30}?\b(?:19|20)\d\d\b`)
	articleInRe  = regexp.MustCompile(`(?i)\b(article|chapter|conference paper|thesis|book) in\b`)
	// versionNowRe labels the date of the version in hand ("This version: April 2011", "Current
	// draft:", "Last revised"): the paper's year when an earlier one is also printed.
	// The label is followed by its date or a colon: "This version corresponds to Rcpp 1.0.8 and
	// was typeset on …" is a vignette's build note, not a version's date. A bare "Revised:" or
	// "Updated:" is not one: journals stamp it between "Received:" and "Accepted:" (Wiley, Taylor
	// & Francis), a date before the publication year.
	versionNowRe = regexp.MustCompile(`(?i)^\W*(?:(?:this|current|latest|present|final)\s+(?:version|draft|revision)|last\s+(?:revised|updated|modified))` + versionDateRe)
	// versionFirstRe labels the date of an earlier version ("First version: December 2009",
	// "Original draft: 3 May 2004", "Initial version 2007").
	versionFirstRe = regexp.MustCompile(`(?i)^\W*(?:first|original|initial|earlier|previous)\s+(?:version|draft|revision)` + versionDateRe)
)

// versionDateRe is what follows a version's label: a colon or a dash, or the date itself (a
// number or a month's name, maybe after "of" or "dated"), or the line's end (the date under it).
const versionDateRe = `(?:\s*[:–—]|\s+(?:of\s+|dated\s+)?(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s)|\s*$)`

// ocrYearRe is a four-character group a scan's OCR made of digits and the letters it mistakes
// for them ("I955", "l987", "19O4"), between brackets, spaces or punctuation.
var ocrYearRe = regexp.MustCompile(`(^|[\s(\[,;])([\dIlO]{4})([\s)\],;.]|$)`)

// ocrYears writes such a group as digits when it then reads as a year with at least two real
// digits: "J. Physiol. (I955) I28" gives "J. Physiol. (1955) I28".
func ocrYears(t string) string {
	if !strings.ContainsAny(t, "IlO") || digitsAtLeast(t, 2) < 2 {
		return t // nothing to rewrite: a group needs two real digits, and most lines have none
	}
	return ocrYearRe.ReplaceAllStringFunc(t, func(m string) string {
		sm := ocrYearRe.FindStringSubmatch(m)
		g := sm[2]
		if strings.Trim(g, "0123456789") == "" || len(strings.Trim(g, "IlO")) < 2 {
			return m
		}
		d := strings.NewReplacer("I", "1", "l", "1", "O", "0").Replace(g)
		if y, err := strconv.Atoi(d); err != nil || y < 1900 || y > 2039 {
			return m
		}
		return sm[1] + d + sm[3]
	})
}

// inSpans reports whether position i falls inside one of spans.
func inSpans(i int, spans [][]int) bool {
	for _, s := range spans {
		if i >= s[0] && i < s[1] {
			return true
		}
	}
	return false
}

// yearCandidates are the years printed on the first two pages, the arXiv id's year, the
// suggested citation's year and the rule's choice, each with the cues of the lines that print it.
func (h *header) yearCandidates(venue *Candidate, arxiv string) []Candidate {
	limit := latestYear()
	byYear := map[int]map[string]float64{}
	add := func(y int, f string, v float64) {
		if y < 1900 || y > limit {
			return
		}
		if byYear[y] == nil {
			byYear[y] = map[string]float64{}
		}
		byYear[y][f] = math.Max(byYear[y][f], v)
	}
	for pi, ls := range h.pages {
		for li, l := range ls {
			text := ocrYears(l.text) // a scan's "(I955)" is 1955
			if strings.Contains(text, " 0") {
				text = issueZeroRe.ReplaceAllString(text, " ") // a class's placeholder issue dates nothing: "Volume 0 (2001), No. 0" (s13-type)
			}
			text = unbuilt(text) // a build stamp's date dates nothing: "LaTeX'ed January 30, 2023"
			text = academicYearRe.ReplaceAllString(text, "$1")
			if prevDegreeLineRe.MatchString(text) {
				continue // a thesis author's earlier degree: "B.S. (Tsinghua University) 2012" (s18-chapters)
			}
			stamps := toolStampRe.FindAllStringIndex(text, -1)
			// the line's cues and the label's above it are the same for each of its years: read
			// at its first year (a line without one needs neither)
			var cues map[string]bool
			var near []string
			for _, m := range anyYearRe.FindAllStringIndex(text, -1) {
				if inSpans(m[0], stamps) {
					continue // a typesetting tool's build date: "3B2 version: 9.1.406/W Unicode (May 24 2007)"
				}
				y, _ := strconv.Atoi(text[m[0]:m[1]])
				count := func(f string) {
					if byYear[y] != nil {
						byYear[y][f]++
					}
				}
				add(y, "seen", 1)
				count("count")
				pre := "p1_"
				if pi > 0 {
					pre = "p2_"
				}
				add(y, pre+"seen", 1)
				if cues == nil {
					cues = h.yearLineCues(l, text)
					near = nearLabel(labelAbove(ls, li))
				}
				for c, on := range cues {
					if on {
						add(y, "any_"+c, 1) // the cue on either page: one weight that two pages share
					}
				}
				for _, c := range near {
					add(y, "near_"+c, 1)
				}
			}
		}
	}
	if ay := arxivYear(arxiv); ay > 0 {
		add(ay, "arxiv_id", 1)
	}
	if y := h.citedYear(); y > 0 {
		add(y, "citation", 1) // the year the publisher's suggested citation gives
	}
	if venue != nil && venue.Year > 0 {
		add(venue.Year, "venue_year", 1)
	}
	if y := firstYear(cmp.Or(h.doc.Meta.XMPDate, h.doc.Meta.XMPPublished)); y > 0 {
		add(y, "xmp_date", 1) // PRISM coverDate, else publicationDate
	}
	if m := metaYearRe.FindStringSubmatch(h.doc.Meta.Subject); m != nil {
		y, _ := strconv.Atoi(m[1])
		add(y, "meta_subject", 1)
	}
	confYear := 0
	for _, y := range h.confYears() {
		add(y, "conf_year", 1) // "SIGMOD '04", "IJCAI-07", a file saved as "…_EMNLP2004_camera_ready"
		confYear = cmp.Or(confYear, y)
	}
	for _, y := range h.meetingYears() {
		add(y, "meeting_year", 1) // "USENIX − Winter ’91" in the running foot
	}
	years := make([]int, 0, len(byYear)+1)
	for y := range byYear {
		years = append(years, y)
	}
	sort.Ints(years)
	earliest, latest := 0, 0
	if len(years) > 0 {
		earliest, latest = years[0], years[len(years)-1]
	}
	created := fileYear(cmp.Or(h.doc.Meta.Created, h.doc.Meta.Modified), limit)
	if created > 0 && byYear[created] == nil {
		// the file's year, printed nowhere: a candidate whose only cue is that (not the
		// earliest or latest printed year, not near the file's year)
		byYear[created] = map[string]float64{"file_only": 1}
		years = append(years, created)
		sort.Ints(years)
	}
	cands := []Candidate{nullCandidate()}
	for _, y := range years {
		f := byYear[y]
		f["count"] = math.Log1p(f["count"])
		if y == latest && f["file_only"] == 0 {
			f["latest"] = 1
		}
		if y == earliest && f["file_only"] == 0 {
			f["earliest"] = 1
		}
		if f["file_only"] == 0 {
			fileDateFeatures(f, y, created)
		}
		f["bias"] = 1
		if y < 1950 {
			f["old"] = 1 // JSTOR's 1941 Kenyon Review, and the references of any paper
		}
		if beforeArXiv(y, arxivYear(arxiv)) {
			f["before_arxiv"] = 1 // "late 2012" in the text of a paper first posted in 2022
		}
		cands = append(cands, Candidate{Year: y, Features: f})
	}
	rule := Candidate{}
	if y := findYear(h.page1, venueYearOf(venue), confYear, arxiv); y != nil {
		rule.Year = *y
	} else if created > 0 {
		rule.Year = created // the rule's last resort: the year the file was made
	}
	return mark(cands, rule, func(a, b Candidate) bool { return a.Year == b.Year })
}

// academicYearRe is an academic year, "Academic Year 2022/2023": its first year dates nothing
// (a thesis or a course's notes of 2023); the replacement keeps the label and the second year.
var academicYearRe = regexp.MustCompile(`(?i)(\bacademic\s+year:?\s*)(?:19|20)\d\d\s*[/–-]\s*`)

// unbuilt is t without its build stamps (buildStampRe), each left as a space; t itself when it
// holds no year or none of the stamps' words.
func unbuilt(t string) string {
	if !strings.Contains(t, "19") && !strings.Contains(t, "20") {
		return t // no year to drop: most lines, spared the lower-casing
	}
	low := strings.ToLower(t)
	if !strings.Contains(low, "ed") && !strings.Contains(low, "typeset") && !strings.Contains(low, "built") {
		return t
	}
	return buildStampRe.ReplaceAllString(t, " ")
}

// dateAlone reports whether t is a date and nothing else ("8 February 2016", "August 2011"): a
// title block's date line, the day its author dated the paper, where a citation's or a stamp's
// year stands among other words (s15-s13open).
func dateAlone(t string) bool {
	t = strings.TrimSpace(t)
	return t != "" && (monthYearRe.MatchString(t) || fullDateRe.FindString(t) == t)
}

// nearCues are the labels that, on the line right above a year, say what the year is.
var nearCues = map[string]*regexp.Regexp{"copyright": copyrightRe, "received": receivedRe, "online": onlineRe,
	"appear": appearRe, "venue": venueYearRe, "volcite": volCiteRe, "version_now": versionNowRe, "version_first": versionFirstRe}

// labelAbove is the text of the line right above line i when it holds no year of its own
// and sits within a line's height: a label such as "Published:" set over its date.
func labelAbove(ls []line, i int) string {
	l := ls[i]
	for j := i - 1; j >= 0 && j >= i-3; j-- {
		p := ls[j]
		if p.y1 > l.y0+1 || l.y0-p.y1 > 1.5*l.size || p.x1 < l.x0 || p.x0 > l.x1 {
			continue
		}
		if anyYearRe.MatchString(p.text) {
			return ""
		}
		return p.text
	}
	return ""
}

// anyYearRe is a year from 1900 on: old papers (JSTOR) print theirs too.
var anyYearRe = regexp.MustCompile(`\b(19\d\d|20\d\d)\b`)

var metaYearRe = regexp.MustCompile(`\b(19[5-9]\d|20\d\d)\b`)

func venueYearOf(v *Candidate) int {
	if v == nil {
		return 0
	}
	return v.Year
}

// digitsAtLeast counts the ASCII digits of t, stopping at n.
func digitsAtLeast(t string, n int) int {
	c := 0
	for i := 0; i < len(t) && c < n; i++ {
		if t[i] >= '0' && t[i] <= '9' {
			c++
		}
	}
	return c
}

// yearLineCues are the cues of a line that prints a year (text is its text, OCR years mended).
func (h *header) yearLineCues(l line, text string) map[string]bool {
	return map[string]bool{
		"copyright": copyrightRe.MatchString(text), "received": receivedRe.MatchString(text),
		"online": onlineRe.MatchString(text), "appear": appearRe.MatchString(text),
		"venue": venueYearRe.MatchString(text), "arxiv": arxivLabelRe.MatchString(text),
		"month": monthRe.MatchString(text), "volcite": volCiteRe.MatchString(text),
		"download": downloadRe.MatchString(text), "doi": doiRe.MatchString(text) || strings.Contains(strings.ToLower(text), "doi"),
		"article_in": articleInRe.MatchString(text), "cite": citeYearRe.MatchString(text), "isbn": isbnRe.MatchString(text),
		"version_now": versionNowRe.MatchString(text), "version_first": versionFirstRe.MatchString(text),
		"vertical": l.vertical, "head": l.y0 < 0.12*l.ph, "foot": l.y1 > 0.85*l.ph,
		"small": l.size < 0.9*h.body, "body": math.Abs(l.size-h.body) < 0.5 && l.y0 > 0.2*l.ph && l.y1 < 0.85*l.ph,
	}
}

// nearLabel are the nearCues that label (the line above a year, or "") matches: "Published:"
// or "© The Authors" over the date.
func nearLabel(label string) []string {
	var out []string
	if label == "" {
		return out
	}
	for c, re := range nearCues {
		if re.MatchString(label) {
			out = append(out, c)
		}
	}
	return out
}
