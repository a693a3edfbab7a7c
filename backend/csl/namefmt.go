package csl

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// renderNameList renders one variable's names with et-al, and, delimiters and per-name form.
func (c *rctx) renderNameList(names []Name, o *nameOpts, etAlEl *element) string {
	shown := c.truncate(names, o)
	etAl := len(shown) < len(names)
	useLast := etAl && o.etAlUseLast && len(names) >= len(shown)+2
	rendered := make([]string, len(shown))
	inverted := make([]bool, len(shown))
	for i, n := range shown {
		inv := o.asSortOrder == "all" || (o.asSortOrder == "first" && i == 0) || c.sortMode
		inverted[i] = inv && n.Literal == "" && n.Family != ""
		rendered[i] = c.renderName(n, o, inv, i)
	}
	if c.sortMode {
		if useLast { // et-al-use-last shows the last name, so it sorts too
			rendered = append(rendered, c.renderName(names[len(names)-1], o, true, len(names)-1))
		}
		return strings.Join(rendered, "  ")
	}
	andTerm := ""
	switch o.and {
	case "text":
		andTerm = c.loc().term("and", "long", false)
	case "symbol":
		andTerm = "&"
	}
	var b strings.Builder
	for i, r := range rendered {
		if i > 0 {
			last := i == len(rendered)-1 && !etAl
			if last && andTerm != "" {
				useDelim := false
				switch o.delimPrecedesLast {
				case "always":
					useDelim = true
				case "never":
					useDelim = false
				case "after-inverted-name":
					useDelim = inverted[i-1]
				default:
					useDelim = len(rendered) > 2
				}
				if useDelim {
					b.WriteString(o.delimiter)
					b.WriteString(andTerm + " ")
				} else {
					b.WriteString(" " + andTerm + " ")
				}
			} else {
				b.WriteString(o.delimiter)
			}
		}
		b.WriteString(r)
	}
	out := b.String()
	if etAl {
		if useLast {
			last := c.renderName(names[len(names)-1], o, o.asSortOrder == "all", len(names)-1)
			out = out + o.delimiter + "… " + last
		} else {
			termName, termEl := "et-al", etAlEl
			if etAlEl != nil && etAlEl.attr("term") != "" {
				termName = etAlEl.attr("term")
			}
			t := c.loc().term(termName, "long", false)
			if t != "" {
				if termEl != nil {
					t = c.decorate(termEl, t)
				}
				useDelim := false
				switch o.delimPrecedesEtAl {
				case "always":
					useDelim = true
				case "never":
				case "after-inverted-name":
					useDelim = inverted[len(inverted)-1]
				default:
					useDelim = len(shown) > 1
				}
				if useDelim {
					out = out + o.delimiter + t
				} else {
					out = out + " " + t
				}
			}
		}
	}
	if o.el != nil {
		out = c.decorate(o.el, out)
	}
	return out
}

// renderName renders one name; idx is its position in the list (for given-name disambiguation).
// A name's case is set only by its cs:name-part elements (CSL 1.0.2 lists text-case for
// cs:name-part, not cs:names or cs:name), so a text-case of an enclosing macro call or group
// leaves rendered names as they are: BibTeX's lower-cased citeKey macro keeps "Watson_Crick".
func (c *rctx) renderName(n Name, o *nameOpts, inverted bool, idx int) string {
	s := c.renderName1(n, o, inverted, idx)
	if c.caseDepth > 0 && !c.sortMode {
		s = wrap(mNocaseOpen, s)
	}
	return s
}

func (c *rctx) renderName1(n Name, o *nameOpts, inverted bool, idx int) string {
	if n.Literal != "" || (n.Family == "" && n.Given != "") {
		lit := n.Literal
		if lit == "" {
			lit = n.Given
		}
		s := parseRich(lit)
		if o.family != nil && !c.sortMode {
			s = c.decorate(o.family, s)
		}
		return s
	}
	form := o.form
	initWith, hasInit, initialize := o.initializeWith, o.hasInitWith, o.initialize
	level := c.givenLevelFor(idx)
	if level >= 1 && form == "short" {
		form = "long"
		if level >= 2 {
			hasInit = false
		}
	} else if level >= 2 {
		hasInit = false
	} else if level == 1 && form == "long" && hasInit {
		// already showing initials; nothing to add
	}
	family := parseRich(n.Family)
	ndp := n.NonDroppingParticle
	dp := n.DroppingParticle
	given := n.Given
	if hasInit && given != "" {
		given = initializeName(given, initWith, initialize, o.initializeWithHyphen)
	}
	given = parseRich(given)
	if c.sortMode {
		key := family
		if ndp != "" {
			if o.demote == "never" {
				key = ndp + " " + family
			}
		}
		parts := []string{key}
		// A short-form name sorts by what it shows: the family name.
		if given != "" && form != "short" {
			parts = append(parts, given)
		}
		if o.demote != "never" && ndp != "" {
			parts = append(parts, ndp)
		}
		if dp != "" {
			parts = append(parts, dp)
		}
		if n.Suffix != "" {
			parts = append(parts, n.Suffix)
		}
		return strings.Join(parts, " ")
	}
	dp, ndp = parseRich(dp), parseRich(ndp)
	// Name-part formatting applies to each word group; affixes wrap the whole part.
	fmtPart := func(el *element, s string) string {
		if el == nil || s == "" {
			return s
		}
		if el.textCase != "" {
			s = applyTextCase(s, el.textCase, c.english())
		}
		return applyFormatting(el.fmt, s)
	}
	affix := func(el *element, s string) string {
		if el == nil || s == "" {
			return s
		}
		return el.prefix + s + el.suffix
	}
	ff := func(s string) string { return fmtPart(o.family, s) }
	gf := func(s string) string { return fmtPart(o.given, s) }
	if isCJK(n.Family) || isCJK(n.Given) {
		if form == "short" {
			return affix(o.family, ff(family))
		}
		return affix(o.family, ff(family)) + affix(o.given, gf(given))
	}
	if form == "short" {
		return affix(o.family, c.ndpJoin(n, ff(ndp), ff(family)))
	}
	if inverted {
		var lead, tail string
		if o.demote == "display-and-sort" {
			lead = affix(o.family, ff(family))
			tail = affix(o.given, joinWords(gf(given), particleJoin(gf(dp), gf(ndp))))
		} else {
			lead = affix(o.family, c.ndpJoin(n, ff(ndp), ff(family)))
			tail = affix(o.given, joinWords(gf(given), gf(dp)))
		}
		out := lead
		if tail != "" {
			out += o.sortSeparator + tail
		}
		if n.Suffix != "" {
			out += o.sortSeparator + n.Suffix
		}
		return out
	}
	// The given name-part's formatting covers the dropping particle, the family one's the
	// non-dropping particle and the family name (CSL 1.0.2, Name-part Formatting).
	last := particleJoin(gf(dp), c.ndpJoin(n, ff(ndp), ff(family)))
	if n.Suffix != "" {
		if n.CommaSuffix {
			last += ", " + n.Suffix
		} else {
			last += " " + n.Suffix
		}
	}
	return joinWords(affix(o.given, gf(given)), affix(o.family, last))
}

func (c *rctx) decorateNamePart(e *element, s string) string {
	if e.textCase != "" {
		s = applyTextCase(s, e.textCase, c.english())
	}
	s = applyFormatting(e.fmt, s)
	return e.prefix + s + e.suffix
}

func (c *rctx) givenLevelFor(idx int) int {
	if c.givenLevel > 0 {
		return c.givenLevel
	}
	if c.st != nil && idx < len(c.st.givenLevels) {
		return c.st.givenLevels[idx]
	}
	return 0
}

// ndpJoin joins a non-dropping particle to what follows it, keeping a space the input wrote.
func (c *rctx) ndpJoin(n Name, p, fam string) string {
	if n.spacedParticle && p != "" && fam != "" {
		return p + " " + fam
	}
	return particleJoin(p, fam)
}

// particleJoin joins a particle to a family name, without a space after an apostrophe.
func particleJoin(p, fam string) string {
	if p == "" {
		return fam
	}
	if fam == "" {
		return p
	}
	if pl, _ := lastRealRune(p); pl == '\'' || pl == '’' || pl == '-' {
		return p + fam
	}
	return p + " " + fam
}

func joinWords(ws ...string) string {
	out := ""
	for _, w := range ws {
		if w == "" {
			continue
		}
		if out == "" {
			out = w
		} else if strings.HasSuffix(out, "\u00a0") {
			out += w
		} else {
			out += " " + w
		}
	}
	return out
}

func isCJK(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r) || unicode.Is(unicode.Hangul, r) {
			return true
		}
	}
	return false
}

// initialOf is the initial of a word: its first letter, plus, as citeproc-js does, the
// uppercase letters right after it when lowercase ones follow ("TSerendorjiin" -> "Ts").
func initialOf(w string) string {
	r, size := utf8.DecodeRuneInString(w)
	rest := w[size:]
	run := 0
	for _, c := range rest {
		if !unicode.IsUpper(c) {
			break
		}
		run += utf8.RuneLen(c)
	}
	if run == 0 || run == len(rest) {
		return string(r)
	}
	return string(r) + strings.ToLower(rest[:run])
}

// initializeName turns given names into initials ("John Paul" -> "J. P."), following citeproc-js:
// words followed by a period are kept as abbreviations, single letters are initials, and longer
// words are initialized only when initialize is true; lowercase words stay whole.
func initializeName(given, with string, initialize, hyphen bool) string {
	type tok struct {
		s      string
		period bool
		hyph   bool
	}
	var toks []tok
	cur := ""
	flush := func(period, hyph bool) {
		if cur != "" {
			toks = append(toks, tok{cur, period, hyph})
			cur = ""
		} else if period && len(toks) > 0 {
			toks[len(toks)-1].period = true
		}
	}
	for _, r := range given {
		switch r {
		case '.':
			flush(true, false)
		case ' ', '\u00a0':
			flush(false, false)
		case '-':
			flush(false, false)
			if len(toks) > 0 {
				toks[len(toks)-1].hyph = true
			}
		default:
			cur += string(r)
		}
	}
	flush(false, false)
	trimmed := strings.TrimRight(with, " ")
	var out strings.Builder
	for i, t := range toks {
		r, _ := utf8.DecodeRuneInString(t.s)
		n := utf8.RuneCountInString(t.s)
		s := out.String()
		// A whole word follows a hyphen directly ("Ming-Wei"), else a space.
		needSpace := s != "" && !strings.HasSuffix(s, " ") && !strings.HasSuffix(s, "-")
		whole := false
		switch {
		case unicode.IsLower(r) && !t.period:
			if needSpace {
				out.WriteString(" ")
			}
			out.WriteString(t.s + " ")
			whole = true
		case t.period || n == 1:
			out.WriteString(t.s + with)
		case initialize:
			out.WriteString(initialOf(t.s) + with)
		default:
			if needSpace {
				out.WriteString(" ")
			}
			out.WriteString(t.s + " ")
			whole = true
		}
		if t.hyph && i+1 < len(toks) {
			s := strings.TrimRight(out.String(), " ")
			out.Reset()
			out.WriteString(s)
			if hyphen || whole {
				out.WriteString("-")
			}
		}
	}
	_ = trimmed
	return strings.TrimRight(out.String(), " ")
}
