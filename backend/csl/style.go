// Package csl is a pure Go CSL 1.0.2 citation processor: it parses styles and locales, reads
// CSL-JSON items and renders bibliographies and citations as plain text and HTML.
package csl

import (
	"errors"
	"fmt"
	"strings"
)

// Style is a parsed CSL style.
type Style struct {
	// ID is the style's info/id.
	ID string
	// Title is the style's info/title.
	Title string
	// Class is "in-text" or "note".
	Class string
	// ParentURL is the independent parent of a dependent style ("" for independent styles).
	ParentURL string
	// DefaultLocale is the style's default-locale attribute ("" when unset).
	DefaultLocale string
	// CitationFormat is the info/category citation-format (numeric, author-date, note, label, author).
	CitationFormat string

	root         *element
	macros       map[string]*element
	citation     *element
	bibliography *element
	locales      []*element
}

// IsNumeric reports whether the style produces numeric citations.
func (s *Style) IsNumeric() bool { return s.CitationFormat == "numeric" }

// IsDependent reports whether the style only points at a parent style.
func (s *Style) IsDependent() bool { return s.ParentURL != "" }

// HasBibliography reports whether the style defines a bibliography.
func (s *Style) HasBibliography() bool { return s.bibliography != nil }

// ParseStyle parses CSL style XML.
func ParseStyle(data []byte) (*Style, error) {
	root, err := parseXMLTree(data)
	if err != nil {
		return nil, err
	}
	if root.name != "style" {
		return nil, fmt.Errorf("csl: root element is <%s>, want <style>", root.name)
	}
	s := &Style{root: root, macros: map[string]*element{}, Class: root.attr("class"), DefaultLocale: root.attr("default-locale")}
	for _, c := range root.children {
		switch c.name {
		case "info":
			for _, i := range c.children {
				switch i.name {
				case "id":
					s.ID = strings.TrimSpace(i.text)
				case "title":
					s.Title = strings.TrimSpace(i.text)
				case "link":
					if i.attr("rel") == "independent-parent" {
						s.ParentURL = i.attr("href")
					}
				case "category":
					if f := i.attr("citation-format"); f != "" {
						s.CitationFormat = f
					}
				}
			}
		case "macro":
			s.macros[c.attr("name")] = c
		case "citation":
			s.citation = c
		case "bibliography":
			s.bibliography = c
		case "locale":
			s.locales = append(s.locales, c)
		}
	}
	if s.ParentURL != "" {
		return s, nil
	}
	if s.citation == nil || s.citation.child("layout") == nil {
		return nil, errors.New("csl: style has no citation layout")
	}
	if err := s.resolveMacros(root, 0); err != nil {
		return nil, err
	}
	return s, nil
}

func (s *Style) resolveMacros(e *element, depth int) error {
	if depth > 200 {
		return errors.New("csl: style nesting too deep")
	}
	if m, ok := e.attrs["macro"]; ok && (e.name == "text" || e.name == "key") {
		e.macro = s.macros[m]
		if e.macro == nil {
			return fmt.Errorf("csl: undefined macro %q", m)
		}
	}
	for _, c := range e.children {
		if err := s.resolveMacros(c, depth+1); err != nil {
			return err
		}
	}
	return nil
}
