package csl

import (
	"fmt"
	"strings"
)

// subAuthor drives subsequent-author-substitute for one bibliography entry.
type subAuthor struct {
	prev string
	rule string
	with string
}

// subAuthorKey is what subsequent-author-substitute compares: the first names rendered, without
// their label ("Doe, John ed." and "Doe, John" are the same names).
func (c *rctx) subAuthorKey() string {
	if c.firstLabel != nil {
		return plainText(c.firstLabel.names)
	}
	return plainText(c.firstNames)
}

// applySubAuthor replaces a names rendering equal to the previous entry's; a label stays.
func (c *rctx) applySubAuthor(e *element, out string) string {
	if c.subAuthor.prev == "" || c.subAuthorKey() != c.subAuthor.prev {
		return out
	}
	with := c.subAuthor.with
	if with == "" {
		return ""
	}
	if l := c.firstLabel; l != nil && l.label != "" {
		if l.before {
			with = joinPunct(l.label, with)
		} else {
			with = joinPunct(with, l.label)
		}
	}
	// complete-each, partial-each and partial-first are approximated by replacing the whole
	// list, keeping the names element's affixes.
	return c.decorate(e, with)
}

// Bibliography registers items and renders the style's bibliography in sorted order.
// It returns an error wrapping ErrInsufficientMetadata when an item has neither a title nor names.
func (p *Processor) Bibliography(items []Item) ([]Entry, error) {
	for i := range items {
		if err := checkMetadata(&items[i]); err != nil {
			return nil, err
		}
	}
	if err := p.Register(items); err != nil {
		return nil, err
	}
	return p.bibliography(nil)
}

// bibliography renders the registered items (or only ids when non-nil).
func (p *Processor) bibliography(only map[string]bool) ([]Entry, error) {
	b := p.style.bibliography
	if b == nil {
		return nil, nil
	}
	layout := b.child("layout")
	sub, hasSub := b.attrs["subsequent-author-substitute"]
	rule := b.attr("subsequent-author-substitute-rule")
	prevNames := ""
	var out []Entry
	var missing bool
	for _, st := range p.reg {
		if only != nil && !only[st.item.ID] {
			continue
		}
		c := &rctx{p: p, st: st, it: st.item, area: b, isBib: true}
		if hasSub {
			c.subAuthor = &subAuthor{prev: prevNames, rule: rule, with: sub}
		}
		s := c.renderEntry(layout, b.attr("second-field-align") != "")
		if hasSub {
			prevNames = c.subAuthorKey()
		}
		if plainText(s) == "" {
			missing = true
			continue
		}
		text, html := p.finish(s)
		out = append(out, Entry{ID: st.item.ID, Text: strings.TrimSpace(text), HTML: html})
	}
	if missing && len(out) == 1 {
		return out, ErrInsufficientMetadata
	}
	return out, nil
}

// renderEntry renders one bibliography entry, splitting the first field for second-field-align.
func (c *rctx) renderEntry(layout *element, secondField bool) string {
	if !secondField || len(layout.children) < 2 {
		return c.decorate(layout, c.renderChildren(layout.children, ""))
	}
	first := ""
	rest := layout.children
	for len(rest) > 0 && first == "" {
		first = c.render(rest[0])
		rest = rest[1:]
	}
	remainder := c.renderChildren(rest, "")
	if first == "" {
		return c.decorate(layout, remainder)
	}
	pre := &element{attrs: map[string]string{}}
	pre.prefix = layout.prefix
	pre.hasAffix = pre.prefix != ""
	suf := &element{attrs: map[string]string{}, suffix: layout.suffix, hasAffix: layout.suffix != ""}
	first = c.decorate(pre, first)
	remainder = c.decorate(suf, remainder)
	trail := ""
	if strings.HasSuffix(remainder, " ") {
		remainder, trail = strings.TrimRight(remainder, " "), " "
	}
	return wrap(mLeftOpen, first) + wrap(mRightOpen, remainder) + trail
}

// checkMetadata rejects items with nothing a style could identify them by.
func checkMetadata(it *Item) error {
	for _, v := range []string{"title", "container-title", "title-short", "collection-title", "citation-label"} {
		if strings.TrimSpace(it.vars[v]) != "" {
			return nil
		}
	}
	for _, ns := range it.names {
		if len(ns) > 0 {
			return nil
		}
	}
	return fmt.Errorf("%w: item %q has no title and no author", ErrInsufficientMetadata, it.ID)
}
