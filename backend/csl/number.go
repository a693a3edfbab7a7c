package csl

import (
	"regexp"
	"strconv"
	"strings"
)

var (
	reNumericToken = regexp.MustCompile(`^[A-Za-z]{0,3}\d+[A-Za-z]{0,3}$`)
	reNumSplit     = regexp.MustCompile(`(?:\s*(?:,|&|-|–|\band\b|\bet\b|\bund\b|\by\b)\s*)+`)
	reNumParts     = regexp.MustCompile(`(\s*(?:,|&|-|–|\band\b)\s*)`)
	reLeadingInt   = regexp.MustCompile(`\d+`)
	reNumRange     = regexp.MustCompile(`\b(\d+[A-Za-z]*)\s*[-–]\s*(\d+[A-Za-z]*)\b`)
)

// enDashRanges writes the ranges of a numeric number variable rendered by cs:text ("1999-66",
// "12 - 14") with an en dash, as CSL renders numeric ranges and citeproc-js does for number,
// volume, issue, collection-number and edition; text that is not numeric ("Tech-Report",
// "A1-3", where the prefix is not repeated) is left as written.
func enDashRanges(s string) string {
	if !strings.ContainsAny(s, "-–") || !isNumeric(s) || plainText(s) != s {
		return s
	}
	return reNumRange.ReplaceAllString(s, "$1–$2")
}

// isNumeric reports whether a variable value counts as numeric for CSL (e.g. "12", "2a", "1-3", "1, 3").
func isNumeric(v string) bool {
	v = strings.TrimSpace(strings.ReplaceAll(plainText(v), "\\-", "-"))
	if v == "" {
		return false
	}
	for _, p := range reNumSplit.Split(v, -1) {
		if !reNumericToken.MatchString(p) {
			return false
		}
	}
	return true
}

// isPlural reports whether a numeric value holds more than one number.
func isPlural(v string) bool {
	v = plainText(v)
	if strings.Contains(v, "\\-") {
		return false
	}
	if !isNumeric(v) {
		return false
	}
	return len(reNumSplit.Split(strings.TrimSpace(v), -1)) > 1
}

func (c *rctx) varValue(v string) string {
	switch v {
	case "locator":
		if c.cite != nil {
			return c.cite.locator
		}
		return ""
	case "citation-number":
		if c.st != nil && c.st.citationNumber > 0 {
			return strconv.Itoa(c.st.citationNumber)
		}
		return ""
	case "first-reference-note-number":
		if c.st != nil && c.cite != nil && c.cite.position != posFirst && c.st.firstNote > 0 {
			return strconv.Itoa(c.st.firstNote)
		}
		return ""
	}
	return c.it.vars[v]
}

func (c *rctx) renderNumber(e *element) string {
	v := e.attr("variable")
	c.called++
	if c.suppressed[v] {
		return ""
	}
	raw := c.varValue(v)
	if raw == "" {
		return ""
	}
	c.renderedVar(v)
	if c.sortMode && v == "citation-number" {
		n, _ := strconv.Atoi(raw)
		return padNum(n)
	}
	if !isNumeric(raw) {
		// cs:number prints a value that is not a number as plain text, markup included
		// (citeproc-js escapes "1<sup>er</sup>" there).
		return c.decorate(e, raw)
	}
	form := e.attr("form")
	gender := c.loc().termGender(v)
	parts := reNumParts.Split(raw, -1)
	seps := reNumParts.FindAllString(raw, -1)
	var b strings.Builder
	for i, p := range parts {
		if i > 0 {
			b.WriteString(normalizeNumSep(seps[i-1]))
		}
		b.WriteString(c.formatOneNumber(p, form, gender))
	}
	return c.decorate(e, b.String())
}

func normalizeNumSep(s string) string {
	t := strings.TrimSpace(s)
	switch t {
	case "-", "–":
		return "–"
	case ",":
		return ", "
	case "&":
		return " & "
	case "and":
		return " and "
	}
	return s
}

func (c *rctx) formatOneNumber(p, form, gender string) string {
	loc := reLeadingInt.FindStringIndex(p)
	if loc == nil {
		return p
	}
	n, err := strconv.Atoi(p[loc[0]:loc[1]])
	if err != nil || loc[0] != 0 || loc[1] != len(p) {
		return p
	}
	switch form {
	case "ordinal":
		return c.loc().ordinal(n, gender)
	case "long-ordinal":
		return c.loc().longOrdinal(n, gender)
	case "roman":
		return toRoman(n)
	}
	return strconv.Itoa(n)
}

func toRoman(n int) string {
	if n <= 0 || n >= 4000 {
		return strconv.Itoa(n)
	}
	vals := []int{1000, 900, 500, 400, 100, 90, 50, 40, 10, 9, 5, 4, 1}
	syms := []string{"m", "cm", "d", "cd", "c", "xc", "l", "xl", "x", "ix", "v", "iv", "i"}
	var b strings.Builder
	for i, v := range vals {
		for n >= v {
			b.WriteString(syms[i])
			n -= v
		}
	}
	return b.String()
}

func (c *rctx) renderLabel(e *element) string {
	v := e.attr("variable")
	var name, val string
	if v == "locator" {
		if c.cite == nil || c.cite.locator == "" {
			return ""
		}
		name = c.cite.label
		if name == "" {
			name = "page"
		}
		val = c.p.firstLocatorPart(c.cite.locator)
	} else {
		val = c.it.vars[v]
		name = v
		if val == "" || c.suppressed[v] {
			return ""
		}
	}
	plural := false
	switch e.attr("plural") {
	case "always":
		plural = true
	case "never":
	default:
		if v == "number-of-pages" || v == "number-of-volumes" {
			n, err := strconv.Atoi(strings.TrimSpace(val))
			plural = err == nil && n > 1 || (err != nil && isPlural(val))
		} else {
			plural = isPlural(val)
		}
	}
	if name == "number-of-pages" {
		name = "page"
	}
	if name == "number-of-volumes" {
		name = "volume"
	}
	s := c.loc().term(name, e.attr("form"), plural)
	if e.stripPeriods {
		s = strings.ReplaceAll(s, ".", "")
	}
	return c.decorate(e, s)
}
