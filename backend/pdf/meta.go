package pdf

import (
	"bytes"
	"cmp"
	"context"
	"encoding/xml"
	"html"
	"regexp"
	"strings"

	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
)

var (
	// doiRe is a DOI; a SICI DOI keeps its "<…>" groups, which open on a digit or a colon
	// (an XML closing tag opens on "/").
	doiRe = regexp.MustCompile(`\b10\.\d{4,9}/(?:[^\s"<>{}|]|<[\d:][^\s"<>{}]*>)+`)
	// xmpDOIFieldRe is an XMP field that names the paper's DOI, as an element or an attribute:
	// PRISM's doi, Elsevier's pdfx:doi, Crossmark's DOI, Dublin Core's identifier ("doi:…").
	xmpDOIFieldRe = regexp.MustCompile(`(?i)(?:prism|pdfx|crossmark|dc):(?:doi|identifier)\s*(?:=\s*"|>)(?:\s*<rdf:(?:Bag|Seq|Alt)>\s*<rdf:li[^>]*>)?\s*([^"<]*(?:<[\d:][^\s"<>{}]*>[^"<]*)*)`)
)

// metaResult is what readMeta learns.
type metaResult struct {
	meta      Metadata
	encrypted bool
}

// readMeta returns the Info dictionary and XMP metadata and whether the file is encrypted;
// pdfcpu failures, and ctx ending, yield empty fields (PDFium reads the file on its own).
func readMeta(ctx context.Context, data []byte) metaResult {
	ctx, cancel := context.WithTimeout(ctx, CheckTimeout)
	defer cancel()
	pc, err := readContext(ctx, data)
	if err != nil {
		return metaResult{}
	}
	return metaResult{metaOf(pc), pc.Encrypt != nil}
}

func metaOf(pc *model.Context) (m Metadata) {
	defer func() { _ = recover() }() // metadata is best effort
	t := pc.XRefTable
	// pdfcpu's validation overwrites its Info fields with XMP values, so the
	// Info dictionary is read directly: Metadata keeps the two sources apart.
	if t.Info != nil {
		if d, err := t.DereferenceDict(*t.Info); err == nil && d != nil {
			for key, dst := range map[string]*string{"Title": &m.Title, "Author": &m.Author, "Subject": &m.Subject,
				"Keywords": &m.Keywords, "Creator": &m.Creator, "Producer": &m.Producer} {
				if o, ok := d[key]; ok {
					if s, err := t.DereferenceText(o); err == nil {
						*dst = clean(s)
					}
				}
			}
			for key, dst := range map[string]*string{"CreationDate": &m.Created, "ModDate": &m.Modified} {
				if o, ok := d[key]; ok {
					if s, err := t.DereferenceText(o); err == nil {
						*dst = ParseDate(s)
					}
				}
			}
			for key, o := range d {
				if strings.EqualFold(key, "doi") {
					if s, err := t.DereferenceText(o); err == nil {
						m.DOI = clean(s)
					}
				}
			}
		}
	}
	xmp := rawXMP(t)
	if len(xmp) > 0 {
		m.XMPTitle, m.XMPAuthors = parseXMP(xmp)
		x := parseXMPProps(xmp, m.Created == "" || m.Modified == "")
		m.XMPVenue, m.XMPDate, m.XMPPublished = x.venue, x.coverDate, x.published
		m.Created, m.Modified = cmp.Or(m.Created, x.created), cmp.Or(m.Modified, x.modified)
		m.XMPISSN = parsePRISMISSN(xmp)
		if m.DOI == "" {
			m.DOI = xmpDOI(xmp)
		}
	}
	if m.DOI == "" {
		for _, s := range []string{m.Subject, m.Keywords, m.Title} {
			if d := doiRe.FindString(s); d != "" {
				m.DOI = strings.TrimRight(d, ".,;")
				break
			}
		}
	}
	return m
}

// xmpDOI is the DOI of an XMP packet: the one its DOI fields name, else the first one in it;
// entities are undone first (a SICI DOI's "&lt;693::AID-ASI4&gt;").
func xmpDOI(xmp []byte) string {
	x := html.UnescapeString(string(xmp))
	for _, f := range xmpDOIFieldRe.FindAllStringSubmatch(x, -1) {
		if d := doiRe.FindString(f[1]); d != "" {
			return strings.TrimRight(d, ".,;")
		}
	}
	return strings.TrimRight(doiRe.FindString(x), ".,;")
}

func clean(s string) string { return strings.TrimSpace(strings.ToValidUTF8(s, "")) }

// rawXMP returns the catalog's /Metadata stream, decoded.
func rawXMP(t *model.XRefTable) []byte {
	cat, err := t.Catalog()
	if err != nil {
		return nil
	}
	ir := cat.IndirectRefEntry("Metadata")
	if ir == nil {
		return nil
	}
	sd, _, err := t.DereferenceStreamDict(*ir)
	if err != nil || sd == nil {
		return nil
	}
	if err := sd.DecodeWithLimit(4 << 20); err != nil {
		return nil
	}
	return sd.Content
}

// parseXMP reads dc:title and dc:creator; it scans elements by local name so
// that any namespace prefix and any rdf container (Alt, Seq, Bag) works.
func parseXMP(b []byte) (title string, authors []string) {
	dec := xml.NewDecoder(bytes.NewReader(b))
	dec.Strict = false
	var in string // "title" or "creator" while inside one
	for {
		tok, err := dec.Token()
		if err != nil {
			break
		}
		switch e := tok.(type) {
		case xml.StartElement:
			if e.Name.Space == "http://purl.org/dc/elements/1.1/" && (e.Name.Local == "title" || e.Name.Local == "creator") {
				in = e.Name.Local
			}
			if in != "" && e.Name.Local == "li" {
				var s string
				if dec.DecodeElement(&s, &e) == nil {
					s = strings.TrimSpace(s)
					if s != "" && in == "title" && title == "" {
						title = s
					} else if s != "" && in == "creator" {
						authors = append(authors, s)
					}
				}
			}
		case xml.EndElement:
			if e.Name.Local == in {
				in = ""
			}
		}
	}
	return title, authors
}
