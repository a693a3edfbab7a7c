package pdfmeta

import (
	"math"
	"regexp"
	"strings"
)

var (
	// instNameRe is a university or institute's name as a thesis or report names it:
	// "University of Toronto", "Stanford University", "Delft University of Technology",
	// "Massachusetts Institute of Technology", "Université de Montréal", "Imperial College London".
	instNameRe = regexp.MustCompile(`(?:\p{Lu}[\p{L}'’.&-]*\s+){0,4}(?:University|Universit(?:y|é|ä|à|at|ät|eit|ad|ade|à degli Studi)|Institute of Technology|Polytechnic|Politecnico|College|École|Hochschule)(?:\s+(?:of|de|di|du|für|at|in)(?:\s+(?:the|la|le))?(?:\s+\p{Lu}[\p{L}'’.&-]*){1,4})?(?:\s+(?:London|Dublin))?`)
	// instCityRe is a university named by its city after the word, without a preposition:
	// "Universität Stuttgart", "Universiteit Leiden", "Università Bocconi".
	instCityRe = regexp.MustCompile(`(?:\p{Lu}[\p{L}'’.-]*\s+)?Universit(?:ät|at|eit|é|à)\s+\p{Lu}[\p{L}'’-]+`)
	// deptLeadRe opens a department's name: "Departamento de", "Department of", "Dipartimento
	// di", "Département d'".
	deptLeadRe = regexp.MustCompile(`^\s*(?:Department|Departamento|Departament|Dipartimento|Département|Departement)\s+(?:of|de|di|d['’]|for|für)\b`)
	// campusTailRe is a campus after a state university's name, ending its line: "University of
	// California, Los Angeles" (a thesis's title page), not ", Oxford, UK".
	campusTailRe = regexp.MustCompile(`^\s*,\s*(\p{Lu}[\p{L}-]{2,}(?:\s+\p{Lu}[\p{L}-]{2,})?)\s*$`)
	// prevDegreeLineRe is a thesis author's earlier degree on the title page: "B.S. (Tsinghua
	// University) 2012", "M.Sc., ETH Zürich, 2014": neither the thesis's university nor its year.
	prevDegreeLineRe = regexp.MustCompile(`^\s*(?:B|M|Ph|D)\.?\s?(?:A|S|Sc|Eng|Phil|Tech|Math|D)\.?\s*[(,].{3,80}\b(?:19|20)\d\d\)?\s*$`)
	// reportLineRe is a report's front matter: its series and number ("Report Nr. 2004/03, …").
	reportLineRe = regexp.MustCompile(`(?i)\b(?:technical|research|internal|project)\s+report\b|\btech\.\s*rep\b|\bworking\s+paper\b|\bdiscussion\s+paper\b|\btechnical\s+memorandum\b|^\s*\d?\s*report\s+(?:nr|no|number)\.?\s*\d`)
)

// institutionVenues adds the university a thesis is submitted to (`inst_degree`) and the
// institution that issues a report (`inst_report`): a reference manager files them as the
// thesis's university and the report's institution, which the scorer reads as the venue. The
// name is read from the degree statement's or report line's own line or the four lines around
// it on page 1: its own line, then the lines under it (where a title page names the university), then those above,
// and else the first line of page 1 that names one (a title page headed by its university).
func (h *header) institutionVenues(add func(text string, year int, feats ...string)) {
	pt := h.page1Text
	if !strings.Contains(pt, "thesis") && !strings.Contains(pt, "dissertation") && !strings.Contains(pt, "degree") &&
		!strings.Contains(pt, "report") && !strings.Contains(pt, "workingpaper") && !strings.Contains(pt, "discussionpaper") &&
		!strings.Contains(pt, "memorandum") && !strings.Contains(pt, "techrep") {
		return // most pages: no statement to read, and no line to lower-case
	}
	for i, l := range h.page1 {
		feat := ""
		low := strings.ToLower(l.text)
		switch {
		case strings.Contains(low, "thesis") || strings.Contains(low, "dissertation") || strings.Contains(low, "degree"):
			if typeCueRes["degree"].MatchString(l.text) || typeCueRes["thesis"].MatchString(l.text) {
				feat = "inst_degree"
			}
		case strings.Contains(low, "report") || strings.Contains(low, "paper") || strings.Contains(low, "memorandum") || strings.Contains(low, "tech"):
			if reportLineRe.MatchString(l.text) {
				feat = "inst_report"
			}
		}
		if feat == "" {
			continue
		}
		for _, d := range []int{0, 1, 2, 3, 4, -1, -2, -3, -4} {
			k := i + d
			if k < 0 || k >= len(h.page1) || h.page1[k].vertical {
				continue
			}
			// small capitals glued back first, as the title reader does: "THE U NIVERSITY OF
			// M ANCHESTER" names no university until its words are whole (s18-held6)
			text := smallCapsText(h.page1[k])
			if prevDegreeLineRe.MatchString(text) {
				continue
			}
			if d == 0 && k+1 < len(h.page1) && !h.page1[k+1].vertical {
				text = joinLines([]string{text, smallCapsText(h.page1[k+1])}) // "A thesis submitted to the University of" / "Toronto for …"
			}
			if name := institutionIn(text); name != "" {
				add(name, firstYear(h.page1[k].text), feat)
				return
			}
		}
		for _, m := range h.page1 { // a title page that names its university far from the statement: at its top
			if name := institutionIn(smallCapsText(m)); name != "" && !m.vertical && !prevDegreeLineRe.MatchString(m.text) {
				add(name, 0, feat)
				return
			}
		}
		if feat == "inst_report" {
			if name := h.departmentNear(i); name != "" {
				add(name, 0, feat) // a report issued by a department that names no university (s17-open16)
			}
		}
		return
	}
}

// institutionIn is the first university or institute named in t, or "".
func institutionIn(t string) string {
	m := instNameRe.FindString(t)
	if c := instCityRe.FindString(t); c != "" && strings.Contains(c, strings.TrimSpace(m)) {
		m = c // "Universität Stuttgart", where instNameRe reads "Universität" alone
	}
	src := t
	if m == "" && strings.Contains(t, "UNIVERS") || m == "" && strings.Contains(t, "INSTITUTE") {
		src = venueCase(t)
		m = instNameRe.FindString(src) // "at the / MASSACHUSETTS INSTITUTE OF TECHNOLOGY"
	}
	if m == "" {
		return ""
	}
	if c := campusTailRe.FindStringSubmatch(src[strings.Index(src, m)+len(m):]); c != nil && strings.HasPrefix(strings.TrimSpace(m), "University of ") &&
		!countryCodeRe.MatchString(c[1]) {
		m += ", " + c[1] // "UNIVERSITY OF CALIFORNIA, LOS ANGELES" ends its line: the campus is part of the name (s18-chapters)
	}
	m = strings.TrimSpace(strings.TrimRight(m, " ,.;"))
	ws := strings.Fields(m)
	for len(ws) > 1 && journalMinor[strings.ToLower(ws[0])] || len(ws) > 1 && ws[0] == "The" {
		ws = ws[1:]
	}
	if len(ws) < 2 {
		return ""
	}
	return strings.Join(ws, " ")
}

// deptLinesMax is how many lines a department's name may take on a report's cover.
const deptLinesMax = 3

// departmentNear is the name of a department set within four lines of page 1's line i, joined
// over the lines it wraps on ("Departamento de" / "Sistemas Informáticos" / "y Computación",
// a Spanish report's cover, s17-open16), or "": the institution of a report whose cover names
// no university.
func (h *header) departmentNear(i int) string {
	for d := -4; d <= 4; d++ {
		k := i + d
		if d == 0 || k < 0 || k >= len(h.page1) || h.page1[k].vertical || !deptLeadRe.MatchString(h.page1[k].text) {
			continue
		}
		first := h.page1[k]
		parts := []string{first.text}
		last := first
		for _, n := range h.page1[k+1 : min(len(h.page1), k+deptLinesMax)] {
			if n.vertical || n.y0 < last.y1-0.2*last.size || n.y0-last.y1 > 0.6*last.size || math.Abs(n.size-first.size) > 0.05*first.size ||
				strings.ContainsAny(n.text, "0123456789@,") || reportLineRe.MatchString(n.text) {
				break
			}
			parts = append(parts, n.text)
			last = n
		}
		name := strings.TrimRight(joinLines(parts), " ,.;")
		if w := wordCount(name); w >= 3 && w <= 12 && !strings.ContainsAny(name, "0123456789@") {
			return name
		}
	}
	return ""
}
