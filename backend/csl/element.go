package csl

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"strings"
)

// element is one parsed CSL XML element with the attributes the renderer reads often pre-parsed.
type element struct {
	name     string
	attrs    map[string]string
	children []*element
	text     string

	fmt          formatting
	prefix       string
	suffix       string
	delimiter    string
	display      string
	textCase     string
	quotes       bool
	stripPeriods bool
	hasAffix     bool
	macro        *element
	split        map[string][]string
	conds        []condTest
	match        string
}

// condTest is one attribute test of an <if>/<else-if>.
type condTest struct {
	kind   string
	values []string
}

// fields returns the space-separated values of attribute k (pre-split for conditions at parse time).
func (e *element) fields(k string) []string {
	if f, ok := e.split[k]; ok {
		return f
	}
	return strings.Fields(e.attrs[k])
}

func (e *element) attr(k string) string { return e.attrs[k] }

func (e *element) has(k string) bool { _, ok := e.attrs[k]; return ok }

func (e *element) child(name string) *element {
	for _, c := range e.children {
		if c.name == name {
			return c
		}
	}
	return nil
}

// parseXMLTree reads an XML document into an element tree, keeping only element names' local parts.
func parseXMLTree(data []byte) (*element, error) {
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.Strict = false
	var stack []*element
	var root *element
	for {
		tok, err := dec.Token()
		if err != nil {
			if root != nil && len(stack) == 0 {
				return root, nil
			}
			return nil, fmt.Errorf("csl: parse xml: %w", err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			e := &element{name: t.Name.Local, attrs: make(map[string]string, len(t.Attr))}
			for _, a := range t.Attr {
				k := a.Name.Local
				if a.Name.Space == "xml" || a.Name.Space == "http://www.w3.org/XML/1998/namespace" {
					k = "xml:" + k
				}
				e.attrs[k] = a.Value
			}
			e.prepare()
			if len(stack) > 0 {
				p := stack[len(stack)-1]
				p.children = append(p.children, e)
			} else if root == nil {
				root = e
			}
			stack = append(stack, e)
		case xml.EndElement:
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
			if len(stack) == 0 && root != nil {
				return root, nil
			}
		case xml.CharData:
			if len(stack) > 0 {
				stack[len(stack)-1].text += string(t)
			}
		}
	}
}

func (e *element) prepare() {
	e.fmt = parseFormatting(e.attrs)
	e.prefix = e.attrs["prefix"]
	e.suffix = e.attrs["suffix"]
	e.hasAffix = e.prefix != "" || e.suffix != ""
	e.delimiter = e.attrs["delimiter"]
	e.display = e.attrs["display"]
	e.textCase = e.attrs["text-case"]
	e.quotes = e.attrs["quotes"] == "true"
	e.stripPeriods = e.attrs["strip-periods"] == "true"
	if e.name == "if" || e.name == "else-if" || e.name == "names" {
		e.split = map[string][]string{}
		for k, v := range e.attrs {
			e.split[k] = strings.Fields(v)
			switch k {
			case "type", "variable", "is-numeric", "is-uncertain-date", "locator", "position", "disambiguate":
				e.conds = append(e.conds, condTest{k, e.split[k]})
			}
		}
		e.match = e.attrs["match"]
		if e.match == "" {
			e.match = "all"
		}
	}
}

// formatting holds the CSL font attributes of one element.
type formatting struct {
	fontStyle, fontVariant, fontWeight, textDecoration, verticalAlign string
}

func (f formatting) empty() bool { return f == formatting{} }

func parseFormatting(a map[string]string) formatting {
	return formatting{
		fontStyle:      a["font-style"],
		fontVariant:    a["font-variant"],
		fontWeight:     a["font-weight"],
		textDecoration: a["text-decoration"],
		verticalAlign:  a["vertical-align"],
	}
}

func splitFields(s string) []string { return strings.Fields(s) }
