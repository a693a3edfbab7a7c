package pdfmeta

import (
	"regexp"
	"strconv"
	"strings"
)

var venueRes = []*regexp.Regexp{
	regexp.MustCompile(`\b(Proceedings of (?:the )?[^,.(;]{8,120})`),
	regexp.MustCompile(`\b((?:\d{4} )?(?:IEEE |ACM |[A-Z][a-z]+ )?International (?:Joint )?(?:Conference|Symposium|Workshop) on [^,.(;\d]{4,100})`),
	regexp.MustCompile(`\b((?:The )?(?:[A-Z][a-z]+ )?Journal of [A-Z][^,.(;\d]{3,80})`),
	regexp.MustCompile(`\b((?:IEEE|ACM) Transactions on [A-Z][^,.(;\d]{3,80})`),
	// "International Psychogeriatrics (2014), 26:1" and "GLIA 24:39–49 (1998)"
	regexp.MustCompile(`^([A-Z][\p{L}&\- ]{2,60}?)\s*(?:\((?:19|20)\d\d\),?\s*\d+\s*:\s*\d+|\s\d+\s*:\s*\d+\s*[–-]\s*\d+)`),
	// since s13-type a meeting's name and year before "Proceedings", the whole line, as a
	// proceedings volume's running foot prints it ("EuroTeX'99 Proceedings", "ICML 2003 Proceedings")
	regexp.MustCompile(`^(\p{Lu}[\p{L}]{1,15}(?:\s\p{Lu}[\p{L}]{0,15}){0,3}\s?(?:['’‘]\s?\d\d|\s(?:19|20)\d\d)\s+Proceedings)\s*$`),
}

// meetingMarkRe is an acute accent that a text layer sets for a meeting year's apostrophe
// ("EuroTEX´99", or "X" with a combining acute); texLogoRe is TeX's logo split at its lowered E.
var (
	meetingMarkRe = regexp.MustCompile(`(\p{L})[\x{0301}´](\d\d)\b`)
	texLogoRe     = regexp.MustCompile(`T E X\b`)
)

var ordinalRe = regexp.MustCompile(`(\d) (st|nd|rd|th)\b`)

// findVenue reads a journal or proceedings name from page 1's banner (above the title,
// or in the top strip) and its small-print footer; year is the one printed after it (0 if none).
func findVenue(page1 []line, title []line) (venue string, year int) {
	top := 0.15
	if len(title) > 0 {
		top = title[0].y0/title[0].ph + 0.01
	}
	body := bodySize([][]line{page1})
	var head, foot []string
	for _, l := range page1 {
		switch {
		case l.vertical:
		case l.y1 < top*l.ph || l.y0 < 0.12*l.ph:
			head = append(head, l.text)
		case l.y1 > 0.8*l.ph && l.size < 0.95*body:
			foot = append(foot, l.text)
		}
	}
	for _, region := range [][]string{head, foot} {
		for i := 0; i < len(region); i++ {
			t := region[i]
			for strings.HasSuffix(t, "-") && i+1 < len(region) { // "International Con-" / "ference on"
				i++
				t = joinLines([]string{t, region[i]})
			}
			if v, y := matchVenue(t); v != "" {
				return v, y
			}
		}
	}
	return "", 0
}

// matchVenue applies the venue patterns to one banner or footer text.
func matchVenue(t string) (venue string, year int) {
	t = ordinalRe.ReplaceAllString(strings.ReplaceAll(t, "J ournal", "Journal"), "$1$2")
	if strings.Contains(t, "´") || strings.Contains(t, "\u0301") || strings.Contains(t, "T E X") {
		t = texLogoRe.ReplaceAllString(meetingMarkRe.ReplaceAllString(t, "$1'$2"), "TeX")
	}
	for _, re := range venueRes {
		loc := re.FindStringSubmatchIndex(t)
		if loc == nil {
			continue
		}
		v := strings.TrimSpace(strings.TrimRight(t[loc[2]:loc[3]], " -–:"))
		if m := trailingMonthRe.FindStringIndex(v); m != nil && m[0] > 0 {
			v = v[:m[0]] // "Journal of X March 3, 2019": the date after the name
		}
		if letters(v) < 4 {
			continue
		}
		if ys := yearRe.FindAllString(t[loc[2]:min(len(t), loc[3]+80)], 1); len(ys) > 0 {
			year, _ = strconv.Atoi(ys[0])
		}
		return v, year
	}
	return "", 0
}
