// Package pack reads CSL style metadata and writes and reads the catalogue archive: a gzip'd
// tab-separated index plus one file of independently deflated chunks, so that one style can
// be read without inflating the whole archive.
package pack

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
)

// cslNS is the namespace of CSL 1.0 style and locale files.
const cslNS = "http://purl.org/net/xbiblio/csl"

// Meta is what the catalogue needs from one style: the root attributes and the <info> block.
type Meta struct {
	URI           string
	Title         string
	TitleShort    string
	Class         string
	DefaultLocale string
	Format        string // citation-format as written (may be "")
	Category      string
	ParentURI     string
	Updated       string
}

type linkXML struct {
	Href string `xml:"href,attr"`
	Rel  string `xml:"rel,attr"`
}

type categoryXML struct {
	CitationFormat string `xml:"citation-format,attr"`
}

type infoXML struct {
	Titles      []string      `xml:"title"`
	TitleShorts []string      `xml:"title-short"`
	IDs         []string      `xml:"id"`
	Links       []linkXML     `xml:"link"`
	Categories  []categoryXML `xml:"category"`
	Updated     string        `xml:"updated"`
}

// ErrNotStyle is returned by ParseMeta for XML that is not a usable CSL style.
var ErrNotStyle = errors.New("not a CSL style")

// ParseMeta reads the root <style> attributes and its <info> block, stopping after </info>.
func ParseMeta(data []byte) (Meta, error) {
	dec := xml.NewDecoder(bytes.NewReader(data))
	var m Meta
	sawRoot := false
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return m, fmt.Errorf("%w: no <info> element", ErrNotStyle)
		}
		if err != nil {
			return m, fmt.Errorf("%w: %v", ErrNotStyle, err)
		}
		se, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		if !sawRoot {
			if se.Name.Local != "style" || (se.Name.Space != "" && se.Name.Space != cslNS) {
				return m, fmt.Errorf("%w: root element is <%s>", ErrNotStyle, se.Name.Local)
			}
			sawRoot = true
			for _, a := range se.Attr {
				switch a.Name.Local {
				case "class":
					m.Class = strings.TrimSpace(a.Value)
				case "default-locale":
					m.DefaultLocale = strings.TrimSpace(a.Value)
				}
			}
			continue
		}
		if se.Name.Local != "info" {
			if err := dec.Skip(); err != nil {
				return m, fmt.Errorf("%w: %v", ErrNotStyle, err)
			}
			continue
		}
		var in infoXML
		if err := dec.DecodeElement(&in, &se); err != nil {
			return m, fmt.Errorf("%w: <info>: %v", ErrNotStyle, err)
		}
		return fillMeta(m, in, data)
	}
}

func fillMeta(m Meta, in infoXML, data []byte) (Meta, error) {
	m.URI = first(in.IDs)
	m.Title = collapse(first(in.Titles))
	m.TitleShort = collapse(first(in.TitleShorts))
	m.Updated = strings.TrimSpace(in.Updated)
	for _, l := range in.Links {
		if l.Rel == "independent-parent" && m.ParentURI == "" {
			m.ParentURI = strings.TrimSpace(l.Href)
		}
	}
	for _, c := range in.Categories {
		if c.CitationFormat != "" && m.Format == "" {
			m.Format = strings.TrimSpace(c.CitationFormat)
		}
	}
	if m.URI == "" {
		return m, fmt.Errorf("%w: <info> has no <id>", ErrNotStyle)
	}
	if m.Title == "" {
		return m, fmt.Errorf("%w: <info> has no <title>", ErrNotStyle)
	}
	m.Category = CategoryOf(m.Format, m.Class, m.ParentURI != "", data)
	return m, nil
}

// CategoryOf maps a CSL citation-format to a catalogue category. "author" becomes
// "author-date" (both cite by author name, not number or label). A dependent style with no
// citation-format gets "" here and inherits its parent's category when the catalogue links
// them; an independent one is inferred from its class and the variables its layout uses.
func CategoryOf(format, class string, dependent bool, data []byte) string {
	switch format {
	case "numeric", "author-date", "note", "label":
		return format
	case "author":
		return "author-date"
	}
	if dependent {
		return ""
	}
	switch {
	case class == "note":
		return "note"
	case bytes.Contains(data, []byte(`variable="citation-number"`)):
		return "numeric"
	case bytes.Contains(data, []byte(`variable="citation-label"`)):
		return "label"
	}
	return "author-date"
}

func first(s []string) string {
	for _, v := range s {
		if v = strings.TrimSpace(v); v != "" {
			return v
		}
	}
	return ""
}

// collapse turns runs of white space (titles sometimes wrap) into single spaces.
func collapse(s string) string { return strings.Join(strings.Fields(s), " ") }
