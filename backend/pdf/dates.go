package pdf

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// ParseDate reads a date as files write it — the PDF form "D:YYYYMMDDHHmmSSOHH'mm'" (every
// part after the year optional), XMP's ISO 8601 ("2017-04-26T10:00:00+02:00"), or free text
// that holds a year ("Tue Jan 12 2010") — and returns it as ISO 8601 cut to what the input
// really gives ("2017", "2017-04", "2017-04-26" or "2017-04-26T10:00:00+02:00"), or "" when no
// year from 1990 on is there. A part out of range ends the date ("D:20034602" is "2003"), and
// the clock and offset are kept as written, not moved to UTC: the year is the writer's.
func ParseDate(raw string) string {
	s := strings.TrimSpace(strings.ToValidUTF8(raw, ""))
	s = strings.TrimPrefix(strings.TrimPrefix(s, "D:"), "d:")
	s = strings.TrimSpace(s)
	if m := y2kRe.FindStringSubmatch(s); m != nil {
		// "D:19100..." is the year 2000 written by a 1999-era tool as 1900 + 100.
		n, _ := strconv.Atoi(m[1])
		s = strconv.Itoa(1900+n) + s[5:]
	}
	re := pdfDateRe
	if len(s) > 4 && s[4] == '-' {
		re = isoDateRe
	}
	if m := re.FindStringSubmatch(s); m != nil {
		return checkedDate(digits(m[1:7]), zone(m[7])) // year, month, day, hour, minute, second
	}
	if m := looseYearRe.FindStringSubmatch(s); m != nil {
		y, _ := strconv.Atoi(m[1])
		return checkedDate([]int{y}, "")
	}
	return ""
}

var (
	y2kRe = regexp.MustCompile(`^19(1\d\d)(?:0[1-9]|1[0-2])`)
	// pdfDateRe is YYYY then up to five two-digit parts, then the rest (the offset).
	pdfDateRe = regexp.MustCompile(`^(\d{4})(\d\d)?(\d\d)?(\d\d)?(\d\d)?(\d\d)?(.*)$`)
	// isoDateRe is YYYY-MM-DDTHH:MM:SS, each part after the year optional, then the rest.
	isoDateRe   = regexp.MustCompile(`^(\d{4})(?:-(\d\d)(?:-(\d\d)(?:[T ](\d\d):(\d\d)(?::(\d\d))?(?:\.\d+)?)?)?)?(.*)$`)
	looseYearRe = regexp.MustCompile(`\b(19\d\d|2\d\d\d)\b`)
	zoneRe      = regexp.MustCompile(`^\s*(Z|[+-])(?:(\d\d)'?(?::?(\d\d)'?)?)?`)
)

// digits turns the matched parts into numbers; a part left out is -1.
func digits(ms []string) []int {
	out := make([]int, 0, len(ms))
	for _, m := range ms {
		if m == "" {
			break
		}
		n, _ := strconv.Atoi(m)
		out = append(out, n)
	}
	return out
}

// zone is the offset after the clock: "Z", "+02:00", or "" when absent or malformed.
func zone(rest string) string {
	m := zoneRe.FindStringSubmatch(rest)
	switch {
	case m == nil:
		return ""
	case m[1] == "Z" || m[2] == "" && m[3] == "":
		return "Z" // "D:20170101120000Z" and the bare "+" some tools write
	}
	h, _ := strconv.Atoi(m[2])
	mi, _ := strconv.Atoi(m[3])
	if h > 14 || mi > 59 {
		return ""
	}
	return fmt.Sprintf("%s%02d:%02d", m[1], h, mi)
}

// checkedDate formats the parts that are in range, stopping at the first that is not; the
// offset is written only after a whole clock time.
func checkedDate(p []int, tz string) string {
	if len(p) == 0 || p[0] < 1990 || p[0] > 2199 {
		return ""
	}
	limits := [][2]int{{1, 12}, {1, 31}, {0, 23}, {0, 59}, {0, 59}}
	n := 1
	for n < len(p) && p[n] >= limits[n-1][0] && p[n] <= limits[n-1][1] {
		n++
	}
	out := fmt.Sprintf("%04d", p[0])
	if n >= 2 {
		out += fmt.Sprintf("-%02d", p[1])
	}
	if n >= 3 {
		out += fmt.Sprintf("-%02d", p[2])
	}
	if n >= 5 {
		out += fmt.Sprintf("T%02d:%02d", p[3], p[4])
		sec := 0
		if n >= 6 {
			sec = p[5]
		}
		out += fmt.Sprintf(":%02d", sec) + tz
	}
	return out
}
