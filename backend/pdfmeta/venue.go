package pdfmeta

import (
	"regexp"
	"strings"
)

var venueRes = []*regexp.Regexp{
	regexp.MustCompile(`\b(Proceedings of (?:the )?[^,.(;]{8,120})`),
	regexp.MustCompile(`\b((?:\d{4} )?(?:IEEE |ACM |[A-Z][a-z]+ )?International (?:Joint )?(?:Conference|Symposium|Workshop) on [^,.(;\d]{4,100})`),
	regexp.MustCompile(`\b((?:The )?(?:[A-Z][a-z]+ )?Journal of [A-Z][^,.(;\d]{3,80})`),
	regexp.MustCompile(`\b((?:IEEE|ACM) Transactions on [A-Z][^,.(;\d]{3,80})`),
	// "International Psychogeriatrics (2014), 26:1" and "GLIA 24:39–49 (1998)"
	regexp.MustCompile(`^([A-Z][\p{L}&\- ]{2,60}?)\s*(?:\((?:19|20)\d\d\),?\s*\d+\s*:\s*\d+|\s\d+\s*:\s*\d+\s*[–-]\s*\d+)`),
}

// findVenue reads a journal or proceedings name from page 1's banner and footer lines.
func findVenue(page1 []line) string {
	for _, l := range page1 {
		if l.vertical || !(l.y0 < 0.15*l.ph || l.y1 > 0.8*l.ph) {
			continue
		}
		t := strings.ReplaceAll(l.text, "J ournal", "Journal")
		for _, re := range venueRes {
			if m := re.FindStringSubmatch(t); m != nil {
				v := strings.TrimSpace(strings.TrimRight(m[1], " -–:"))
				if wordCount(v) >= 1 && letters(v) >= 4 {
					return v
				}
			}
		}
	}
	return ""
}
