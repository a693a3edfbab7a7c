package csl

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// citeInfo carries per-cite data that conditions and special variables read.
type citeInfo struct {
	locator    string
	label      string
	prefix     string
	suffix     string
	position   int
	nearNote   bool
	noteIndex  int
	authorOnly bool
	suppressAu bool
}

const (
	posFirst = iota
	posSubsequent
	posIbid
	posIbidWithLocator
)

// rctx is the state of rendering one item in one layout.
type rctx struct {
	p     *Processor
	st    *itemState
	it    *Item
	cite  *citeInfo
	area  *element
	isBib bool

	sortKey    *element
	sortMode   bool
	suppressed map[string]bool
	called     int
	rendered   int

	// disambiguation overrides
	etAlNames    int
	givenLevel   int
	disambiguate bool
	noYearSuffix bool

	// first rendered names of the cite, for subsequent-author-substitute and cite grouping
	firstNames     string
	firstLabel     *namesAndLabel
	nameLabel1     *namesAndLabel
	firstNamesSeen bool
	yearSuffixDone bool
	inSubstitute   int
	substVars      []string
	suppressFirst  bool
	authorOnly     bool
	subAuthor      *subAuthor
	capitalizeTerm bool
	emitted        bool
	// caseDepth counts enclosing macro calls and groups that carry a text-case.
	caseDepth int
}

func (c *rctx) loc() *locale { return c.p.loc }

func (c *rctx) english() bool {
	lang := c.it.vars["language"]
	if lang == "" {
		lang = c.p.lang
	}
	return lang == "" || strings.HasPrefix(strings.ToLower(lang), "en")
}

// applyTextCase applies a text-case in the item's language: Turkish and Azeri upper- and
// lower-case the dotted and dotless i their own way ("ic" -> "İC").
func (c *rctx) applyTextCase(s, textCase string) string {
	if textCase == "uppercase" || textCase == "lowercase" {
		lang := strings.ToLower(c.it.vars["language"])
		if (strings.HasPrefix(lang, "tr") || strings.HasPrefix(lang, "az")) && !strings.ContainsRune(s, mNocaseOpen) {
			if textCase == "uppercase" {
				return strings.Map(unicode.TurkishCase.ToUpper, s)
			}
			return strings.Map(unicode.TurkishCase.ToLower, s)
		}
	}
	return applyTextCase(s, textCase, c.english())
}

// decorate applies text-case, quotes, formatting, affixes and display of e to s.
func (c *rctx) decorate(e *element, s string) string {
	if s == "" {
		return ""
	}
	if e.textCase != "" && !c.sortMode {
		s = c.applyTextCase(s, e.textCase)
	}
	if c.sortMode {
		return s
	}
	if e.quotes {
		s = wrap(mQuoteOpen, s)
	}
	if e.name == "layout" {
		if e.hasAffix {
			s = joinPunct(parseRichAffix(e.prefix), s)
			// An entry ending in a display block takes the layout suffix inside that block,
			// as citeproc-js does: "...Here.</div>", not "...Here</div>.".
			if r, size := utf8.DecodeLastRuneInString(s); e.suffix != "" && (r == mRightClose || r == mBlockClose || r == mIndentClose) {
				s = joinPunct(s[:len(s)-size], parseRichAffix(e.suffix)) + string(r)
			} else {
				s = joinPunct(s, parseRichAffix(e.suffix))
			}
		}
		return applyFormatting(e.fmt, s)
	}
	s = applyFormatting(e.fmt, s)
	if e.hasAffix {
		s = joinPunct(joinPunct(parseRichAffix(e.prefix), s), parseRichAffix(e.suffix))
	}
	switch e.display {
	case "block":
		s = wrap(mBlockOpen, s)
	case "left-margin":
		s = wrap(mLeftOpen, s)
	case "right-inline":
		s = wrap(mRightOpen, s)
	case "indent":
		s = wrap(mIndentOpen, s)
	}
	return s
}

func parseRichAffix(s string) string {
	if strings.ContainsAny(s, "<") {
		return parseRich(s)
	}
	return s
}

func (c *rctx) renderChildren(children []*element, delim string) string {
	if len(children) == 1 {
		if children[0].name != "choose" {
			return c.render(children[0])
		}
		if br := c.chosenBranch(children[0]); br != nil {
			return c.renderChildren(br.children, delim)
		}
		return ""
	}
	return joinAll(c.renderParts(children, make([]string, 0, len(children))), delim)
}

// renderParts appends the non-empty renderings of children to parts. A cs:choose is no
// rendering element of its own: the children of its matching branch take its place among
// the enclosing element's children, so the enclosing group's delimiter goes between them
// (as citeproc-js does; Science's "(Publisher, 1986), pp. 241–258" relies on it).
func (c *rctx) renderParts(children []*element, parts []string) []string {
	for _, ch := range children {
		if ch.name == "choose" {
			if br := c.chosenBranch(ch); br != nil {
				parts = c.renderParts(br.children, parts)
			}
			continue
		}
		if s := c.render(ch); s != "" {
			parts = append(parts, s)
		}
	}
	return parts
}

func (c *rctx) render(e *element) string {
	s := c.render1(e)
	if s != "" {
		c.emitted = true
	}
	return s
}

func (c *rctx) render1(e *element) string {
	switch e.name {
	case "text":
		return c.renderText(e)
	case "group":
		return c.renderGroup(e)
	case "choose":
		return c.renderChoose(e)
	case "names":
		return c.renderNames(e)
	case "date":
		return c.renderDate(e)
	case "number":
		return c.renderNumber(e)
	case "label":
		return c.renderLabel(e)
	case "layout":
		return c.renderChildren(e.children, "")
	}
	return ""
}

func (c *rctx) renderGroup(e *element) string {
	savedC, savedR := c.called, c.rendered
	c.called, c.rendered = 0, 0
	if e.textCase != "" {
		c.caseDepth++
		defer func() { c.caseDepth-- }()
	}
	s := c.renderChildren(e.children, e.delimiter)
	return c.endGroup(e, s, savedC, savedR)
}

// endGroup closes a group or macro call: it is suppressed when it called variables and all
// were empty (CSL 1.0.2 "cs:group implicitly acts as a conditional"). Otherwise output of its
// own, even of terms alone, counts as rendered content for the enclosing group, as in
// citeproc-js: IEEE's "[Online]" group keeps its parent alive beside an empty "Accessed" group.
func (c *rctx) endGroup(e *element, s string, savedC, savedR int) string {
	called, rendered := c.called, c.rendered
	c.called, c.rendered = savedC+called, savedR+rendered
	if called > 0 && rendered == 0 {
		return ""
	}
	if s != "" {
		c.rendered++
	}
	return c.decorate(e, s)
}

func (c *rctx) renderChoose(e *element) string {
	if br := c.chosenBranch(e); br != nil {
		return c.renderChildren(br.children, "")
	}
	return ""
}

// chosenBranch is the first cs:if / cs:else-if whose condition holds, else cs:else, else nil.
func (c *rctx) chosenBranch(e *element) *element {
	for _, br := range e.children {
		if br.name == "else" || c.evalCondition(br) {
			return br
		}
	}
	return nil
}

func (c *rctx) renderText(e *element) string {
	if e.macro != nil {
		savedC, savedR := c.called, c.rendered
		c.called, c.rendered = 0, 0
		if e.textCase != "" {
			c.caseDepth++
		}
		s := c.renderChildren(e.macro.children, "")
		if e.textCase != "" {
			c.caseDepth--
		}
		return c.endGroup(e, s, savedC, savedR)
	}
	if v, ok := e.attrs["variable"]; ok {
		return c.decorate(e, c.textVariable(e, v))
	}
	if t, ok := e.attrs["term"]; ok {
		plural := e.attr("plural") == "true"
		s := c.loc().term(t, e.attr("form"), plural)
		if e.stripPeriods {
			s = strings.ReplaceAll(s, ".", "")
		}
		if c.capitalizeTerm && !c.emitted && s != "" {
			s = applyTextCase(s, "capitalize-first", true)
		}
		return c.decorate(e, parseRichAffix(s))
	}
	if v, ok := e.attrs["value"]; ok {
		return c.decorate(e, parseRich(v))
	}
	return ""
}

// textVariable renders an ordinary variable for <text variable>.
func (c *rctx) textVariable(e *element, v string) string {
	// year-suffix is the engine's, not the item's: when there is none it does not make the
	// enclosing group an "all called variables are empty" group (as in citeproc-js, so a
	// "n.d." term beside an empty year-suffix still renders).
	if v != "year-suffix" {
		c.called++
	}
	if c.suppressed[v] {
		return ""
	}
	var s string
	switch v {
	case "citation-number":
		if c.st != nil && c.st.citationNumber > 0 {
			s = strconv.Itoa(c.st.citationNumber)
			if c.sortMode {
				s = padNum(c.st.citationNumber)
			}
		}
	case "year-suffix":
		if c.st != nil && c.st.yearSuffix > 0 && !c.noYearSuffix {
			s = yearSuffixString(c.st.yearSuffix)
			c.yearSuffixDone = true
		}
	case "locator":
		if c.cite != nil && c.cite.locator != "" {
			s = c.formatPageRange(parseRich(strings.TrimSpace(c.cite.locator)))
		}
	case "page-first":
		s = c.it.vars["page-first"]
		if s == "" {
			s = c.it.vars["page"]
			if i := strings.IndexAny(s, "-–,&"); i > 0 {
				s = strings.TrimSpace(s[:i])
			}
		}
		s = parseRich(s)
	case "first-reference-note-number":
		if c.st != nil && c.cite != nil && c.cite.position != posFirst && c.st.firstNote > 0 {
			s = strconv.Itoa(c.st.firstNote)
		}
	case "page":
		s = c.formatPageRange(parseRich(c.it.vars["page"]))
	case "citation-label":
		s = c.it.vars["citation-label"]
		if s == "" {
			s = trigraph(c.it)
		}
		if s != "" && c.st != nil && c.st.yearSuffix > 0 && !c.noYearSuffix && !c.p.usesYearSuffixVar && !c.yearSuffixDone {
			s += yearSuffixString(c.st.yearSuffix)
			c.yearSuffixDone = true
		}
	case "number", "volume", "issue", "collection-number", "edition":
		s = enDashRanges(parseRich(c.it.vars[v]))
	case "title-short", "container-title-short":
		s = c.it.vars[v]
		if s == "" && v == "container-title-short" {
			s = c.it.vars[strings.TrimSuffix(v, "-short")]
		}
		s = parseRich(s)
	default:
		if e.attr("form") == "short" {
			if sh := c.it.vars[v+"-short"]; sh != "" {
				s = parseRich(sh)
				break
			}
			if v == "container-title" {
				if sh := c.it.vars["journalAbbreviation"]; sh != "" {
					s = parseRich(sh)
					break
				}
			}
		}
		s = parseRich(c.it.vars[v])
	}
	if s == "" {
		return ""
	}
	if e.stripPeriods {
		s = strings.ReplaceAll(s, ".", "")
	}
	if strings.Contains(s, "\\-") {
		s = strings.ReplaceAll(s, "\\-", "-")
	}
	s = frenchSpacing(s)
	c.renderedVar(v)
	return s
}

// frenchSpacing turns the space before : ; ? ! » and after « into a narrow no-break space, as
// citeproc-js does for every variable it prints (French typography: « Anonymous »).
func frenchSpacing(s string) string {
	if !strings.ContainsAny(s, ":;?!»«") {
		return s
	}
	var b strings.Builder
	rs := []rune(s)
	for i, r := range rs {
		switch {
		case r == ' ' && i+1 < len(rs) && strings.ContainsRune(":;?!»", rs[i+1]):
			b.WriteRune('\u202f')
		case r == ' ' && i > 0 && rs[i-1] == '«':
			b.WriteRune('\u202f')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// renderedVar counts a variable that renders (for group suppression) and, inside a
// cs:substitute, remembers it: only variables a substitute actually rendered are used up.
func (c *rctx) renderedVar(v string) {
	c.rendered++
	if c.inSubstitute > 0 {
		c.substVars = append(c.substVars, v)
	}
}

func yearSuffixString(n int) string {
	s := ""
	for n > 0 {
		n--
		s = string(rune('a'+n%26)) + s
		n /= 26
	}
	return s
}

func padNum(n int) string {
	s := strconv.Itoa(n)
	for len(s) < 8 {
		s = "0" + s
	}
	return s
}

// trigraph builds the default citation-label ("Aaaa00", "AaAa00", "AaAA00", "AAAA00").
func trigraph(it *Item) string {
	names := primaryNames(it)
	year := ""
	if d := it.dates["issued"]; d != nil && len(d.Parts) > 0 && d.Parts[0][0] != 0 {
		year = pad2(d.Parts[0][0] % 100)
	}
	var fams []string
	for _, n := range names {
		f := n.Family
		if f == "" {
			f = n.Literal
		}
		if f != "" {
			fams = append(fams, f)
		}
	}
	take := func(s string, n int) string {
		r := []rune(s)
		if len(r) < n {
			return s
		}
		return string(r[:n])
	}
	var b strings.Builder
	switch len(fams) {
	case 0:
		t := it.vars["title"]
		b.WriteString(take(strings.ReplaceAll(t, " ", ""), 4))
	case 1:
		b.WriteString(take(fams[0], 4))
	case 2:
		b.WriteString(take(fams[0], 2) + take(fams[1], 2))
	case 3:
		b.WriteString(take(fams[0], 2) + take(fams[1], 1) + take(fams[2], 1))
	default:
		for _, f := range fams[:4] {
			b.WriteString(take(f, 1))
		}
	}
	b.WriteString(year)
	return b.String()
}
