package csl

import (
	"sort"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

var numberVars = map[string]bool{
	"chapter-number": true, "collection-number": true, "edition": true, "issue": true, "number": true,
	"number-of-pages": true, "number-of-volumes": true, "volume": true, "citation-number": true,
	"page": true, "page-first": true, "part-number": true, "supplement-number": true, "locator": true,
}

// sortKeys computes the sort key strings of an item for the keys of a sort element.
func (p *Processor) sortKeys(st *itemState, sortEl *element, area *element, cite *citeInfo) []string {
	if sortEl == nil {
		return nil
	}
	keys := make([]string, 0, len(sortEl.children))
	for _, k := range sortEl.children {
		if k.name != "key" {
			continue
		}
		c := &rctx{p: p, st: st, it: st.item, area: area, isBib: area == p.style.bibliography, sortMode: true, sortKey: k, cite: cite}
		var s string
		if k.macro != nil {
			s = c.renderChildren(k.macro.children, "")
		} else {
			v := k.attr("variable")
			switch {
			case nameVars[v]:
				names := &element{name: "names", attrs: map[string]string{"variable": v}}
				s = c.renderNames(names)
			case dateVars[v]:
				if d := st.item.dates[v]; d != nil {
					s = dateSortKey(d)
				}
			case numberVars[v]:
				s = c.varValue(v)
				if v == "citation-number" {
					s = strconv.Itoa(st.citationNumber)
				}
				if n, err := strconv.Atoi(strings.TrimSpace(leadingNumber(s))); err == nil && s != "" {
					s = padNum(n)
				}
			case v == "citation-label": // generated when the item has none, as when rendered
				if s = c.it.vars[v]; s == "" {
					s = trigraph(c.it)
				}
			default:
				s = parseRich(c.it.vars[v])
			}
		}
		keys = append(keys, foldKey(plainText(s)))
	}
	return keys
}

func leadingNumber(s string) string {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return s[:i]
}

// foldKey lowercases and strips diacritics and leading punctuation for comparison.
func foldKey(s string) string {
	if s == "" {
		return ""
	}
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if unicode.Is(unicode.Mn, r) || unicode.IsPunct(r) && r != '-' {
			continue
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return strings.TrimLeft(b.String(), " ")
}

// compareKeys compares two key lists; empty values always sort last.
func compareKeys(a, b []string, sortEl *element) int {
	i := 0
	for _, k := range sortEl.children {
		if k.name != "key" {
			continue
		}
		if i >= len(a) || i >= len(b) {
			break
		}
		x, y := a[i], b[i]
		i++
		if x == y {
			continue
		}
		if x == "" {
			return 1
		}
		if y == "" {
			return -1
		}
		r := strings.Compare(x, y)
		if k.attr("sort") == "descending" {
			r = -r
		}
		if r != 0 {
			return r
		}
	}
	return 0
}

// sortStates sorts item states stably by the given sort element.
func (p *Processor) sortStates(states []*itemState, sortEl *element, area *element) {
	if sortEl == nil {
		return
	}
	keys := make(map[*itemState][]string, len(states))
	for _, st := range states {
		keys[st] = p.sortKeys(st, sortEl, area, nil)
	}
	sort.SliceStable(states, func(i, j int) bool {
		return compareKeys(keys[states[i]], keys[states[j]], sortEl) < 0
	})
}
