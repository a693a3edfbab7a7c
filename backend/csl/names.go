package csl

import (
	"strconv"
	"strings"
)

var defaultNameEl = &element{name: "name", attrs: map[string]string{}}

// nameOpts are the resolved attributes of one <name> element.
type nameOpts struct {
	el                    *element
	and                   string
	delimiter             string
	delimPrecedesLast     string
	delimPrecedesEtAl     string
	etAlMin, etAlUseFirst int
	etAlUseNone           bool // et-al-use-first="0": a list long enough for et-al shows nothing
	etAlUseLast           bool
	form                  string
	initialize            bool
	initializeWith        string
	hasInitWith           bool
	asSortOrder           string
	sortSeparator         string
	given, family         *element
	demote                string
	initializeWithHyphen  bool
}

func (c *rctx) inherited(el *element, key, areaKey string) (string, bool) {
	if el != nil {
		if v, ok := el.attrs[key]; ok {
			return v, true
		}
	}
	if c.area != nil {
		if v, ok := c.area.attrs[areaKey]; ok {
			return v, true
		}
	}
	if v, ok := c.p.style.root.attrs[areaKey]; ok {
		return v, true
	}
	return "", false
}

// nameOptsKey identifies the context a <name> element's options were resolved in.
type nameOptsKey struct {
	el         *element
	area       *element
	sortKey    *element
	subsequent bool
}

func (c *rctx) resolveNameOpts(el *element) *nameOpts {
	if el == nil {
		el = defaultNameEl
	}
	key := nameOptsKey{el, c.area, c.sortKey, c.cite != nil && c.cite.position != posFirst && !c.isBib}
	if o, ok := c.p.nameOptsCache[key]; ok {
		return o
	}
	o := c.resolveNameOptsUncached(el)
	c.p.nameOptsCache[key] = o
	return o
}

func (c *rctx) resolveNameOptsUncached(el *element) *nameOpts {
	o := &nameOpts{el: el, initialize: true, sortSeparator: ", ", delimiter: ", ",
		delimPrecedesLast: "contextual", delimPrecedesEtAl: "contextual", form: "long",
		demote: "display-and-sort", initializeWithHyphen: true}
	get := func(k string) (string, bool) { return c.inherited(el, k, k) }
	if v, ok := get("and"); ok {
		o.and = v
	}
	if v, ok := c.inherited(el, "delimiter", "name-delimiter"); ok {
		o.delimiter = v
	}
	if v, ok := get("delimiter-precedes-last"); ok {
		o.delimPrecedesLast = v
	}
	if v, ok := get("delimiter-precedes-et-al"); ok {
		o.delimPrecedesEtAl = v
	}
	if v, ok := c.inherited(el, "form", "name-form"); ok {
		o.form = v
	}
	if v, ok := get("initialize"); ok {
		o.initialize = v != "false"
	}
	if v, ok := get("initialize-with"); ok {
		o.initializeWith, o.hasInitWith = v, true
	}
	if v, ok := get("name-as-sort-order"); ok {
		o.asSortOrder = v
	}
	if v, ok := get("sort-separator"); ok {
		o.sortSeparator = v
	}
	if v, ok := c.p.style.root.attrs["demote-non-dropping-particle"]; ok {
		o.demote = v
	}
	if v, ok := c.p.style.root.attrs["initialize-with-hyphen"]; ok {
		o.initializeWithHyphen = v != "false"
	}
	o.etAlMin = atoiAttr(get("et-al-min"))
	v, ok := get("et-al-use-first")
	o.etAlUseFirst = atoiAttr(v, ok)
	o.etAlUseNone = ok && o.etAlUseFirst == 0 && strings.TrimSpace(v) == "0"
	if v, ok := get("et-al-use-last"); ok {
		o.etAlUseLast = v == "true"
	}
	if c.cite != nil && c.cite.position != posFirst && !c.isBib {
		if v, ok := get("et-al-subsequent-min"); ok {
			o.etAlMin = atoiAttr(v, true)
		}
		if v, ok := get("et-al-subsequent-use-first"); ok {
			o.etAlUseFirst = atoiAttr(v, true)
		}
	}
	if c.sortKey != nil {
		if v, ok := c.sortKey.attrs["names-min"]; ok {
			o.etAlMin = atoiAttr(v, true)
		}
		if v, ok := c.sortKey.attrs["names-use-first"]; ok {
			o.etAlUseFirst = atoiAttr(v, true)
		}
		if v, ok := c.sortKey.attrs["names-use-last"]; ok {
			o.etAlUseLast = v == "true"
		}
	}
	for _, ch := range el.children {
		if ch.name == "name-part" {
			switch ch.attr("name") {
			case "given":
				o.given = ch
			case "family":
				o.family = ch
			}
		}
	}
	return o
}

func atoiAttr(v string, ok bool) int {
	if !ok {
		return 0
	}
	n, _ := strconv.Atoi(strings.TrimSpace(v))
	return n
}

// renderNames renders a <names> element, with substitution when all its variables are empty.
func (c *rctx) renderNames(e *element) string {
	first := !c.firstNamesSeen && !c.sortMode && c.inSubstitute == 0
	if first {
		c.firstNamesSeen = true
	}
	c.nameLabel1 = nil
	out := c.renderNamesWith(e, nil)
	if first {
		c.firstNames = out
		c.firstLabel = c.nameLabel1
		if c.suppressFirst {
			return ""
		}
		if c.subAuthor != nil && out != "" {
			return c.applySubAuthor(e, out)
		}
	}
	return out
}

// namesAndLabel is one rendered name list with its label apart, for
// subsequent-author-substitute, which compares and replaces the names and keeps the label.
type namesAndLabel struct {
	names, label string
	before       bool
}

// renderNamesWith renders names; parent supplies inherited name/et-al/label children in substitutes.
func (c *rctx) renderNamesWith(e *element, parent *element) string {
	var nameEl, etAlEl, labelEl, subst *element
	labelBefore := false
	sawName := false
	src := e
	for _, ch := range src.children {
		switch ch.name {
		case "name":
			nameEl, sawName = ch, true
		case "et-al":
			etAlEl = ch
		case "label":
			labelEl = ch
			labelBefore = !sawName
		case "substitute":
			subst = ch
		}
	}
	if parent != nil && nameEl == nil && etAlEl == nil && labelEl == nil {
		for _, ch := range parent.children {
			switch ch.name {
			case "name":
				nameEl, sawName = ch, true
			case "et-al":
				etAlEl = ch
			case "label":
				labelEl = ch
				labelBefore = !sawName
			}
		}
	}
	vars := e.fields("variable")
	c.called++
	o := c.resolveNameOpts(nameEl)

	type nv struct {
		v     string
		names []Name
	}
	var lists []nv
	for _, v := range vars {
		if c.suppressed[v] {
			continue
		}
		if ns := c.it.names[v]; len(ns) > 0 {
			lists = append(lists, nv{v, ns})
		}
	}
	// editor + translator with identical names collapse into one list labelled editortranslator.
	if len(lists) >= 2 {
		ei, ti := -1, -1
		for i, l := range lists {
			if l.v == "editor" {
				ei = i
			}
			if l.v == "translator" {
				ti = i
			}
		}
		// A locale that leaves the editortranslator term empty keeps the two lists apart,
		// each with its own label.
		combined := labelEl == nil || c.loc().term("editortranslator", orDefault(labelEl.attr("form"), "long"), false) != ""
		if ei >= 0 && ti >= 0 && combined && sameNames(lists[ei].names, lists[ti].names) {
			lists[ei].v = "editortranslator"
			lists = append(lists[:ti], lists[ti+1:]...)
		}
	}
	if len(lists) == 0 {
		if subst != nil {
			for _, s := range subst.children {
				var out string
				savedR, savedVars := c.rendered, c.substVars
				c.substVars = nil
				c.inSubstitute++
				if s.name == "names" {
					out = c.renderNamesWith(s, e)
				} else {
					out = c.render(s)
				}
				c.inSubstitute--
				used := c.substVars
				c.substVars = append(savedVars, used...)
				if out != "" {
					// "Substituted variables are suppressed in the rest of the output": those the
					// substitute rendered, not every variable its macros mention (APA substitutes a
					// webpage's title and still prints its container-title).
					c.suppressVars(used)
					return c.decorate(e, out)
				}
				if s.name == "text" && (s.attrs["term"] != "" || s.attrs["value"] != "") {
					// A term or value calls no variable, so it substitutes even when the
					// locale leaves it empty; later alternatives are not tried (citeproc-js).
					return ""
				}
				c.rendered = savedR
			}
		}
		return ""
	}
	if o.form == "count" {
		total := 0
		for _, l := range lists {
			total += len(c.truncate(l.names, o))
		}
		if total == 0 {
			return ""
		}
		c.rendered++
		c.suppressVars(vars)
		if c.sortMode {
			return padNum(total)
		}
		return c.decorate(e, strconv.Itoa(total))
	}
	parts := make([]string, 0, len(lists))
	for _, l := range lists {
		if len(c.truncate(l.names, o)) == 0 {
			continue
		}
		s := c.renderNameList(l.names, o, etAlEl)
		if len(lists) == 1 && c.subAuthor != nil { // only subsequent-author-substitute needs it
			c.nameLabel1 = &namesAndLabel{names: s}
		}
		if labelEl != nil && !c.sortMode {
			lab := c.nameLabel(labelEl, l.v, len(l.names) > 1)
			if c.nameLabel1 != nil {
				c.nameLabel1.label, c.nameLabel1.before = lab, labelBefore
			}
			if labelBefore {
				s = joinPunct(lab, s)
			} else {
				s = joinPunct(s, lab)
			}
		}
		parts = append(parts, s)
	}
	c.rendered++
	if c.inSubstitute > 0 {
		c.suppressVars(vars)
	}
	delim := e.delimiter
	if _, ok := e.attrs["delimiter"]; !ok {
		if v, ok := c.inherited(nil, "", "names-delimiter"); ok {
			delim = v
		}
	}
	return c.decorate(e, joinAll(parts, delim))
}

func (c *rctx) suppressVars(vars []string) {
	if len(vars) == 0 {
		return
	}
	if c.suppressed == nil {
		c.suppressed = map[string]bool{}
	}
	for _, v := range vars {
		c.suppressed[v] = true
	}
}

func sameNames(a, b []Name) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func (c *rctx) nameLabel(l *element, v string, plural bool) string {
	switch l.attr("plural") {
	case "always":
		plural = true
	case "never":
		plural = false
	}
	s := c.loc().term(v, l.attr("form"), plural)
	if l.stripPeriods {
		s = strings.ReplaceAll(s, ".", "")
	}
	return c.decorate(l, s)
}

// truncate returns the names shown after et-al rules (and disambiguation add-names).
func (c *rctx) truncate(names []Name, o *nameOpts) []Name {
	if o.etAlMin > 0 && o.etAlUseNone && len(names) >= o.etAlMin && c.sortKey == nil {
		return nil
	}
	if o.etAlMin > 0 && o.etAlUseFirst > 0 && len(names) >= o.etAlMin {
		n := o.etAlUseFirst
		if c.etAlNames > n {
			n = c.etAlNames
		}
		if c.st != nil && c.st.etAlNames > n && !c.isBib && c.sortKey == nil {
			n = c.st.etAlNames
		}
		if n < len(names) {
			return names[:n]
		}
	}
	return names
}
