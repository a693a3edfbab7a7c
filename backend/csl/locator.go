package csl

import "strings"

// locatorTypes are the CSL 1.0.2 locator types whose short terms may open a locator.
var locatorTypes = []string{"page", "volume", "folio", "figure", "chapter", "section", "line", "note",
	"paragraph", "part", "book", "column", "issue", "opus", "verse", "act", "scene", "appendix",
	"canon", "equation", "rule", "supplement", "table", "timestamp", "algorithm", "version", "number"}

// leadingLocatorTerm reports the locator type whose short term (singular or plural, e.g. "vol.",
// "figs.") opens s, and the text after it.
func (p *Processor) leadingLocatorTerm(s string) (typ, rest string, ok bool) {
	for _, t := range locatorTypes {
		for _, plural := range []bool{false, true} {
			term := p.loc.term(t, "short", plural)
			if term == "" || !strings.HasSuffix(term, ".") {
				continue
			}
			if strings.HasPrefix(s, term+" ") {
				return t, strings.TrimSpace(s[len(term):]), true
			}
		}
	}
	return "", "", false
}

// embeddedLabel takes a label written at the start of a page locator ("vol. 1, fol. 186") as
// the locator's label, as citeproc-js does: the label element then prints "vol.".
func (p *Processor) embeddedLabel(info *citeInfo) {
	if info.locator == "" || (info.label != "" && info.label != "page") {
		return
	}
	if typ, rest, ok := p.leadingLocatorTerm(strings.TrimSpace(info.locator)); ok && rest != "" {
		info.label, info.locator = typ, rest
	}
}

// firstLocatorPart is the part of a locator before a second, embedded label ("367-368" of
// "367-368, fig. 333"): it alone decides whether the locator's label is plural.
func (p *Processor) firstLocatorPart(s string) string {
	for i := strings.Index(s, ", "); i >= 0; {
		if _, _, ok := p.leadingLocatorTerm(s[i+2:]); ok {
			return s[:i]
		}
		j := strings.Index(s[i+2:], ", ")
		if j < 0 {
			break
		}
		i += 2 + j
	}
	return s
}
