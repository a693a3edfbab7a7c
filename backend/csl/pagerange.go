package csl

import (
	"regexp"
	"strconv"
	"strings"
)

var (
	rePageRange  = regexp.MustCompile(`^([^\d\s]*?\d*?[^\d\s]*?)(\d+)\s*[-–]\s*([^\d\s]*?)(\d+)$`)
	rePageSplit  = regexp.MustCompile(`\s*[,&]\s*`)
	reRomanRange = regexp.MustCompile(`^([ivxlcdm]+|[IVXLCDM]+)\s*[-–]\s*([ivxlcdm]+|[IVXLCDM]+)$`)
)

// formatPageRange applies the style's page-range-format to every range in a page value.
func (c *rctx) formatPageRange(s string) string {
	if s == "" || hasMarkers(s) || !strings.ContainsAny(s, "-–&") {
		return s
	}
	amp := "" // a locale's own symbol form of "and" replaces "&" between pages
	if t, ok := c.loc().terms[termKey{"and", "symbol", ""}]; ok {
		amp = t.single
	}
	format := c.p.style.root.attr("page-range-format")
	delim := "–"
	if c.loc().hasTerm("page-range-delimiter", "long") {
		delim = c.loc().term("page-range-delimiter", "long", false)
	}
	seps := rePageSplit.FindAllString(s, -1)
	pieces := rePageSplit.Split(s, -1)
	var b strings.Builder
	for i, p := range pieces {
		if i > 0 {
			sep := strings.TrimSpace(seps[i-1])
			switch {
			case sep == ",":
				b.WriteString(", ")
			case sep == "&" && amp != "":
				b.WriteString(" " + amp + " ")
			default:
				b.WriteString(" " + sep + " ")
			}
		}
		b.WriteString(formatOneRange(p, format, delim))
	}
	return b.String()
}

func formatOneRange(p, format, delim string) string {
	if rm := reRomanRange.FindStringSubmatch(p); rm != nil {
		return rm[1] + delim + rm[2]
	}
	m := rePageRange.FindStringSubmatch(p)
	if m == nil {
		if i := strings.Index(p, " - "); i >= 0 {
			return strings.Replace(p, " - ", "-", 1)
		}
		return p
	}
	pre1, n1, pre2, n2 := m[1], m[2], m[3], m[4]
	if pre2 != "" && pre1 != pre2 {
		return pre1 + n1 + "-" + pre2 + n2
	}
	if pre2 == "" && pre1 != "" && strings.IndexFunc(pre1, func(r rune) bool { return r < '0' || r > '9' }) >= 0 && len(n2) >= len(n1) {
		return pre1 + n1 + "-" + n2
	}
	if pre2 == "" && pre1 != "" && len(n2) < len(n1) {
		// "N110-5": a prefix on the first number only is left as written.
		return pre1 + n1 + "-" + n2
	}
	full := expandSecond(n1, n2)
	a, _ := strconv.Atoi(n1)
	bn, _ := strconv.Atoi(full)
	if bn < a {
		return pre1 + n1 + delim + pre2 + n2
	}
	var second string
	switch format {
	case "expanded":
		second = full
	case "minimal":
		second = minimalDigits(n1, full, 1)
	case "minimal-two":
		second = minimalDigits(n1, full, 2)
	case "chicago", "chicago-15":
		second = chicago(n1, full, true)
	case "chicago-16":
		second = chicago(n1, full, false)
	default:
		return pre1 + n1 + delim + pre2 + n2
	}
	if format == "expanded" { // a prefix written on both numbers stays on both: N110–N115
		return pre1 + n1 + delim + pre2 + second
	}
	return pre1 + n1 + delim + second
}

func expandSecond(n1, n2 string) string {
	if len(n2) < len(n1) {
		return n1[:len(n1)-len(n2)] + n2
	}
	return n2
}

func minimalDigits(n1, full string, min int) string {
	if len(n1) != len(full) {
		return full
	}
	i := 0
	for i < len(n1) && n1[i] == full[i] {
		i++
	}
	out := full[i:]
	if len(out) < min {
		if len(full) >= min {
			out = full[len(full)-min:]
		} else {
			out = full
		}
	}
	return out
}

func chicago(n1, full string, fifteen bool) string {
	a, _ := strconv.Atoi(n1)
	switch {
	case a < 100 || a%100 == 0:
		return full
	case a%100 < 10:
		return minimalDigits(n1, full, 1)
	}
	out := minimalDigits(n1, full, 2)
	if fifteen && len(n1) == 4 && len(out) >= 3 {
		return full
	}
	return out
}
