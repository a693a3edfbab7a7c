package csl

import "strings"

// evalCondition evaluates the tests of an <if>/<else-if> element.
func (c *rctx) evalCondition(e *element) bool {
	match := e.attr("match")
	if match == "" {
		match = "all"
	}
	var results []bool
	add := func(b bool) { results = append(results, b) }
	for k, v := range e.attrs {
		switch k {
		case "type":
			for _, t := range splitFields(v) {
				add(c.it.Type == t)
			}
		case "variable":
			for _, name := range splitFields(v) {
				add(c.hasVariable(name))
			}
		case "is-numeric":
			for _, name := range splitFields(v) {
				val := c.varValue(name)
				add(val != "" && isNumeric(val))
			}
		case "is-uncertain-date":
			for _, name := range splitFields(v) {
				d := c.it.dates[name]
				add(d != nil && d.Circa)
			}
		case "locator":
			for _, name := range splitFields(v) {
				lab := ""
				if c.cite != nil && c.cite.locator != "" {
					lab = c.cite.label
					if lab == "" {
						lab = "page"
					}
				}
				if name == "sub-verbo" {
					name = "sub verbo"
				}
				add(lab == name)
			}
		case "position":
			for _, name := range splitFields(v) {
				add(c.testPosition(name))
			}
		case "disambiguate":
			add((v == "true") == (c.disambiguate || (c.st != nil && c.st.disambiguate)))
		}
	}
	if len(results) == 0 {
		return false
	}
	switch match {
	case "any":
		for _, r := range results {
			if r {
				return true
			}
		}
		return false
	case "none":
		for _, r := range results {
			if r {
				return false
			}
		}
		return true
	}
	for _, r := range results {
		if !r {
			return false
		}
	}
	return true
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
