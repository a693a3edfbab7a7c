package csl

import (
	"fmt"
	"strconv"
	"strings"
)

var partRank = map[string]int{"year": 0, "month": 1, "day": 2}

// renderDate renders a <date> element, localized or not, with ranges.
func (c *rctx) renderDate(e *element) string {
	v := e.attr("variable")
	c.called++
	if c.suppressed[v] {
		return ""
	}
	d := c.it.dates[v]
	if d == nil {
		return ""
	}
	c.renderedVar(v)
	if c.sortMode {
		return dateSortKey(limitDate(d, e))
	}
	if len(d.Parts) == 0 {
		if d.Literal == "" {
			return ""
		}
		return c.decorate(e, parseRich(d.Literal))
	}
	parts, delim := c.dateParts(e)
	if len(parts) == 0 {
		return ""
	}
	start := d.Parts[0]
	var s string
	if len(d.Parts) > 1 && d.Parts[1] != start && d.Parts[1][0] != 0 {
		s = c.renderDateRange(parts, delim, start, d.Parts[1], d)
	} else {
		s = c.renderDateSeq(parts, delim, start, d, true, true)
		if d.OpenEnd && s != "" {
			rd := "–"
			for _, p := range parts {
				if p.attr("name") == "year" {
					if v, ok := p.attrs["range-delimiter"]; ok {
						rd = v
					}
				}
			}
			s += rd
		}
	}
	if s == "" {
		c.rendered--
		return ""
	}
	return c.decorate(e, s)
}

// dateParts returns the date-part elements to render, merging localized formats with overrides.
func (c *rctx) dateParts(e *element) ([]*element, string) {
	form := e.attr("form")
	var own []*element
	for _, ch := range e.children {
		if ch.name == "date-part" {
			own = append(own, ch)
		}
	}
	if form == "" {
		return own, e.delimiter
	}
	ld := c.loc().dates[form]
	if ld == nil {
		return own, e.delimiter
	}
	want := e.attr("date-parts")
	if want == "" {
		want = "year-month-day"
	}
	allowed := map[string]bool{"year": true}
	if want != "year" {
		allowed["month"] = true
	}
	if want == "year-month-day" {
		allowed["day"] = true
	}
	var out []*element
	for _, lp := range ld.children {
		if lp.name != "date-part" || !allowed[lp.attr("name")] {
			continue
		}
		merged := lp
		for _, op := range own {
			if op.attr("name") == lp.attr("name") {
				m := &element{name: "date-part", attrs: map[string]string{}}
				for k, v := range lp.attrs {
					m.attrs[k] = v
				}
				for k, v := range op.attrs {
					if k == "prefix" || k == "suffix" {
						continue
					}
					m.attrs[k] = v
				}
				m.prepare()
				merged = m
			}
		}
		out = append(out, merged)
	}
	return out, ld.delimiter
}

func (c *rctx) renderDateSeq(parts []*element, delim string, dp [3]int, d *Date, first, last bool) string {
	// The affixes that a range delimiter replaces are those of the first and last parts that
	// render: "Summer–Spring 1999" has no day, so the month's suffix goes.
	rendered := make([]string, len(parts))
	firstIdx, lastIdx := -1, -1
	for i, p := range parts {
		if rendered[i] = c.renderDatePart(p, dp, d); rendered[i] != "" {
			if firstIdx < 0 {
				firstIdx = i
			}
			lastIdx = i
		}
	}
	var segs []string
	for i, p := range parts {
		s := rendered[i]
		if s == "" {
			continue
		}
		pre, suf := p.prefix, p.suffix
		if i == firstIdx && !first {
			pre = ""
		}
		if i == lastIdx && !last {
			suf = ""
		}
		segs = append(segs, joinPunct(joinPunct(pre, s), suf))
	}
	return joinAll(segs, delim)
}

func (c *rctx) renderDatePart(p *element, dp [3]int, d *Date) string {
	var s string
	switch p.attr("name") {
	case "year":
		y := dp[0]
		if y == 0 {
			return ""
		}
		switch {
		case y < 0:
			s = strconv.Itoa(-y) + c.loc().term("bc", "long", false)
		case p.attr("form") == "short":
			s = pad2(y % 100)
		case y < 1000:
			s = strconv.Itoa(y) + c.loc().term("ad", "long", false)
		default:
			s = strconv.Itoa(y)
		}
		if c.st != nil && c.st.yearSuffix > 0 && !c.yearSuffixDone && !c.noYearSuffix && !c.p.usesYearSuffixVar {
			s += yearSuffixString(c.st.yearSuffix)
			c.yearSuffixDone = true
		}
	case "month":
		m := dp[1]
		if m >= 13 && m <= 24 {
			s = c.loc().term("season-"+pad2((m-13)%4+1), "long", false)
			break
		}
		if m == 0 {
			if d.Season == 0 && d.SeasonL == "" {
				return ""
			}
			if d.SeasonL != "" {
				s = d.SeasonL
			} else {
				s = c.loc().term("season-"+pad2(d.Season), "long", false)
			}
			break
		}
		if m < 1 || m > 12 {
			return ""
		}
		switch p.attr("form") {
		case "numeric":
			s = strconv.Itoa(m)
		case "numeric-leading-zeros":
			s = pad2(m)
		case "short":
			s = c.loc().term("month-"+pad2(m), "short", false)
		default:
			s = c.loc().term("month-"+pad2(m), "long", false)
		}
		if p.stripPeriods {
			s = strings.ReplaceAll(s, ".", "")
		}
	case "day":
		day := dp[2]
		if day == 0 || dp[1] == 0 || dp[1] > 12 {
			return ""
		}
		switch p.attr("form") {
		case "numeric-leading-zeros":
			s = pad2(day)
		case "ordinal":
			if c.loc().limitOrdinalsToDay1 && day != 1 {
				s = strconv.Itoa(day)
			} else {
				s = c.loc().ordinal(day, c.loc().termGender("month-"+pad2(dp[1])))
			}
		default:
			s = strconv.Itoa(day)
		}
	}
	if s == "" {
		return ""
	}
	if p.textCase != "" {
		s = applyTextCase(s, p.textCase, c.english())
	}
	return applyFormatting(p.fmt, s)
}

func (c *rctx) renderDateRange(parts []*element, delim string, a, b [3]int, d *Date) string {
	// The most significant differing part decides which parts repeat.
	diff := 2
	switch {
	case a[0] != b[0]:
		diff = 0
	case a[1] != b[1]:
		diff = 1
	}
	rangeDelim := "–"
	for _, p := range parts {
		if partRank[p.attr("name")] == diff {
			if v, ok := p.attrs["range-delimiter"]; ok {
				rangeDelim = v
			}
		}
	}
	if diff == 0 {
		s1 := c.renderDateSeq(parts, delim, a, d, true, false)
		s2 := c.renderDateSeq(parts, delim, b, d, false, true)
		return s1 + rangeDelim + s2
	}
	// Split into a shared prefix, the varying block and a shared suffix.
	lo, hi := -1, -1
	for i, p := range parts {
		if partRank[p.attr("name")] >= diff {
			if lo < 0 {
				lo = i
			}
			hi = i
		}
	}
	if lo < 0 {
		return c.renderDateSeq(parts, delim, a, d, true, true)
	}
	var segs []string
	for i := 0; i < lo; i++ {
		if s := c.renderDateSeq(parts[i:i+1], delim, a, d, true, true); s != "" {
			segs = append(segs, s)
		}
	}
	block := parts[lo : hi+1]
	s1 := c.renderDateSeq(block, delim, a, d, true, false)
	s2 := c.renderDateSeq(block, delim, b, d, false, true)
	segs = append(segs, s1+rangeDelim+s2)
	for i := hi + 1; i < len(parts); i++ {
		if s := c.renderDateSeq(parts[i:i+1], delim, a, d, true, true); s != "" {
			segs = append(segs, s)
		}
	}
	return joinAll(segs, delim)
}

// dateSortKey renders a date as a sortable string.
func dateSortKey(d *Date) string {
	if len(d.Parts) == 0 {
		return ""
	}
	k := func(p [3]int) string {
		// Fixed width, so that BC (negative) years sort before AD years as strings.
		return fmt.Sprintf("%07d", p[0]+1000000) + pad2(p[1]) + pad2(p[2])
	}
	s := k(d.Parts[0])
	if len(d.Parts) > 1 {
		s += "-" + k(d.Parts[1])
	}
	return s
}

// limitDate keeps only the date parts a <date> element renders (for macro sort keys).
func limitDate(d *Date, e *element) *Date {
	want := map[string]bool{}
	if e.attr("form") != "" {
		dp := e.attr("date-parts")
		want["year"] = true
		if dp == "" || dp == "year-month-day" || dp == "year-month" {
			want["month"] = true
		}
		if dp == "" || dp == "year-month-day" {
			want["day"] = true
		}
	} else {
		for _, ch := range e.children {
			if ch.name == "date-part" {
				want[ch.attr("name")] = true
			}
		}
	}
	if want["month"] && want["day"] && want["year"] {
		return d
	}
	nd := *d
	nd.Parts = make([][3]int, len(d.Parts))
	for i, p := range d.Parts {
		if !want["year"] {
			p[0] = 0
		}
		if !want["month"] {
			p[1] = 0
		}
		if !want["day"] {
			p[2] = 0
		}
		nd.Parts[i] = p
	}
	return &nd
}
