package csl

import "strings"

// evalCondition evaluates the tests of an <if>/<else-if> element. The values of a type test
// are one test that holds when the item is of any of them: an item has one type, so under
// match="all" (the default) ASA's <if type="thesis manuscript"> would otherwise never hold.
// citeproc-js composes type tests the same way; every other attribute's values are separate
// tests that match combines.
func (c *rctx) evalCondition(e *element) bool {
	any, all, n := false, true, 0
	record := func(r bool) {
		n++
		if r {
			any = true
		} else {
			all = false
		}
	}
	for _, ct := range e.conds {
		if ct.kind == "type" {
			isType := false
			for _, v := range ct.values {
				isType = isType || c.test(ct.kind, v)
			}
			if len(ct.values) > 0 {
				record(isType)
			}
			continue
		}
		for _, v := range ct.values {
			record(c.test(ct.kind, v))
		}
	}
	if n == 0 {
		return false
	}
	switch e.match {
	case "any":
		return any
	case "none":
		return !any
	}
	return all
}

func (c *rctx) test(kind, v string) bool {
	switch kind {
	case "type":
		return c.it.Type == v
	case "variable":
		return c.hasVariable(v)
	case "is-numeric":
		val := c.varValue(v)
		return val != "" && isNumeric(val)
	case "is-uncertain-date":
		d := c.it.dates[v]
		return d != nil && d.Circa
	case "locator":
		lab := ""
		if c.cite != nil && c.cite.locator != "" {
			lab = c.cite.label
			if lab == "" {
				lab = "page"
			}
		}
		if v == "sub-verbo" {
			v = "sub verbo"
		}
		return lab == v
	case "position":
		return c.testPosition(v)
	case "disambiguate":
		return (v == "true") == (c.disambiguate || (c.st != nil && c.st.disambiguate))
	}
	return false
}

func (c *rctx) hasVariable(name string) bool {
	if c.suppressed[name] {
		return false
	}
	switch name {
	case "locator":
		return c.cite != nil && c.cite.locator != ""
	case "citation-number":
		return c.st != nil && c.st.citationNumber > 0
	case "year-suffix":
		return c.st != nil && c.st.yearSuffix > 0
	case "first-reference-note-number":
		return c.varValue(name) != ""
	}
	if nameVars[name] {
		return len(c.it.names[name]) > 0
	}
	if dateVars[name] {
		return c.it.dates[name] != nil
	}
	return strings.TrimSpace(c.it.vars[name]) != ""
}

func (c *rctx) testPosition(name string) bool {
	if c.isBib || c.cite == nil {
		return false
	}
	pos := c.cite.position
	switch name {
	case "first":
		return pos == posFirst
	case "subsequent":
		return pos != posFirst
	case "ibid":
		return pos == posIbid || pos == posIbidWithLocator
	case "ibid-with-locator":
		return pos == posIbidWithLocator
	case "near-note":
		return pos != posFirst && c.cite.nearNote
	}
	return false
}
