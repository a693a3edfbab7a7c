package pdfmeta

import (
	"regexp"
	"strings"
)

// A meeting's running head or foot names it with a two-digit year after an apostrophe:
// "USENIX − Winter ’91 − Dallas, TX", "EuroTEX´99", "SPAA’04". The year is the meeting's, so
// the paper's, however long after it the file was made (a 1991 paper typeset again in 2009):
// confYears keeps to the years around the file's, this reading does not.

// meetingYearRe is an acronym, optionally a season, and an apostrophe's two-digit year.
var meetingYearRe = regexp.MustCompile(`\b(\p{Lu}[\p{L}]{1,9})(?:\s*[-–−,]?\s*(?:Winter|Summer|Spring|Fall|Autumn))?\s?['’‘´](\d\d)\b`)

// meetingYears are the years of the meetings that page 1's head and foot lines (of at most ten
// words: not a paragraph that cites "SPAA’04") name this way.
func (h *header) meetingYears() []int {
	var out []int
	limit := latestYear()
	for _, l := range h.page1 {
		if !l.atEdge() || !strings.ContainsAny(l.text, "'’‘´") || wordCount(l.text) > 10 {
			continue
		}
		for _, m := range meetingYearRe.FindAllStringSubmatch(l.text, -1) {
			if notConfAcronyms[strings.ToUpper(m[1])] || !acronymLike(m[1]) {
				continue
			}
			if y := twoDigitYear(m[2]); y >= 1960 && y <= limit {
				out = append(out, y)
			}
		}
	}
	return out
}
