package pdfmeta

import (
	"cmp"
	"math"
	"regexp"
	"strconv"
	"strings"
)

// A conference names itself by an acronym and its year: "ACL 2007", "SIGMOD '04", "PLDI’09",
// "IJCAI-07", or a camera-ready file saved as "Paraphrase_EMNLP2004_camera_ready.doc". Journals
// print a volume and a year, not an acronym glued to a year. So such a name says "conference"
// and gives the year, whatever the publisher's layout.

// confYearRe is an acronym (two to ten letters, at least two capitals) with a year written
// after an apostrophe ('04), a hyphen (-07) or in full (2004), with or without a space.
var confYearRe = regexp.MustCompile(`\b([A-Z][A-Za-z]{1,9})(?:\s?['’‘](\d\d)\b|-(\d\d)\b|[ -]?((?:19|20)\d\d)\b)`)

// notConfAcronyms are capitalised words that precede a year without naming a conference:
// publishers, identifiers, months and seasons of a journal issue, an epidemic's name.
var notConfAcronyms = map[string]bool{
	"IEEE": true, "ACM": true, "ISO": true, "ISSN": true, "ISBN": true, "DOI": true, "PMC": true, "PMID": true,
	"COVID": true, "SARS": true, "MDPI": true, "NSF": true, "NIH": true, "USA": true, "UK": true, "EU": true,
	"PDF": true, "VOL": true, "NO": true, "CC": true, "BY": true, "PP": true, "ID": true, "AD": true, "BC": true,
	"JAN": true, "FEB": true, "MAR": true, "APR": true, "MAY": true, "JUN": true, "JUL": true, "AUG": true,
	"SEP": true, "SEPT": true, "OCT": true, "NOV": true, "DEC": true, "JANUARY": true, "FEBRUARY": true,
	"MARCH": true, "APRIL": true, "JUNE": true, "JULY": true, "AUGUST": true, "SEPTEMBER": true,
	"OCTOBER": true, "NOVEMBER": true, "DECEMBER": true, "SPRING": true, "SUMMER": true, "FALL": true,
	"AUTUMN": true, "WINTER": true, "ISSUE": true, "VOLUME": true, "PAGES": true,
}

// confYearsIn returns the years of the conference acronyms in s (from up to limit). The
// hyphen form ("IJCAI-07") also names datasets and models ("CIFAR-10", "VGG-16"), so it
// counts only where short says the text stands alone (a running foot, the file's subject).
func confYearsIn(s string, short bool, from, limit int) []int {
	var out []int
	for _, at := range confYearRe.FindAllStringSubmatchIndex(s, -1) {
		m := make([]string, 5)
		for i := range m {
			if at[2*i] >= 0 {
				m[i] = s[at[2*i]:at[2*i+1]]
			}
		}
		if m[3] != "" && (at[0] > 0 && strings.ContainsRune("-/", rune(s[at[0]-1])) ||
			at[1] < len(s) && strings.ContainsRune("-/.0123456789", rune(s[at[1]]))) {
			continue // a report or grant number: "CEBAF-TH-94-08"
		}
		word := m[1]
		if notConfAcronyms[strings.ToUpper(word)] || !acronymLike(word) {
			continue
		}
		y := 0
		switch {
		case m[2] != "":
			y = twoDigitYear(m[2])
		case m[3] != "" && short && len(word) >= 3: // not a session code ("FS-03")
			y = twoDigitYear(m[3])
		case m[4] != "":
			y, _ = strconv.Atoi(m[4])
		}
		if y >= from && y <= limit {
			out = append(out, y)
		}
	}
	return out
}

// acronymLike: at least two capitals, and capitals for at least half the letters ("DiGRA",
// "NeurIPS", "SIGMOD"; not "McDonald").
func acronymLike(w string) bool {
	caps := capitals(w)
	return caps >= 2 && 2*caps >= len(w)
}

func twoDigitYear(s string) int {
	yy, _ := strconv.Atoi(s)
	if yy >= 60 {
		return 1900 + yy
	}
	return 2000 + yy
}

// confYears are the conference years that page 1 prints outside its running text (a head or
// foot line, small print, a line of a few words) or that the file's title or subject names.
// A camera-ready file is made in the months before its conference: a year more than a year
// after the file, or two before it, names another event (a reference, a session code).
func (h *header) confYears() []int {
	if !h.confRead {
		h.confYrs, h.confRead = h.readConfYears(), true
	}
	return h.confYrs
}

// readConfYears is confYears, read from the page and the file's metadata.
func (h *header) readConfYears() []int {
	from, limit := 1960, latestYear()
	if c := fileYear(cmp.Or(h.doc.Meta.Created, h.doc.Meta.Modified), limit); c > 0 {
		from, limit = c-2, c+1
	}
	var out []int
	for _, l := range h.page1 {
		if !strings.ContainsAny(l.text, "0123456789") {
			continue
		}
		words := len(strings.Fields(l.text))
		body := math.Abs(l.size-h.body) < 0.5 && l.y0 > 0.12*l.ph && l.y1 < 0.85*l.ph
		if body && words > 4 || issueProceedingsRe.MatchString(l.text) {
			continue // running text; or a journal's numbered issue that holds a meeting's proceedings: the issue dates the paper (s13-type)
		}
		out = append(out, confYearsIn(l.text, words <= 3, from, limit)...)
	}
	for _, s := range []string{h.doc.Meta.Title, h.doc.Meta.Subject} {
		out = append(out, confYearsIn(strings.ReplaceAll(s, "_", " "), true, from, limit)...)
	}
	return out
}
