package pdf

import (
	"bytes"
	"encoding/xml"
	"regexp"
	"slices"
	"strings"
)

// prismISSNRe is PRISM's issn, eIssn or issnL, as an element or an attribute.
var prismISSNRe = regexp.MustCompile(`(?i)prism:(?:e?issn|issnl)\s*(?:>|=\s*["'])\s*(\d{4}-?\d{3}[\dX])\s*[<"']`)

// parsePRISMISSN reads the journal's ISSNs from PRISM's issn, eIssn and issnL, in order,
// without repeats.
func parsePRISMISSN(b []byte) []string {
	if !bytes.Contains(b, []byte("prismstandard.org")) {
		return nil
	}
	var out []string
	for _, m := range prismISSNRe.FindAllSubmatch(b, -1) {
		if s := strings.ToUpper(string(m[1])); !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

// xmpProps are the XMP properties read beside dc:title and dc:creator: the PRISM fields
// publishers write (Elsevier, Springer, IEEE) and the file's xmp:CreateDate and xmp:ModifyDate.
type xmpProps struct {
	venue     string // prism:publicationName, the journal or proceedings
	coverDate string // prism:coverDate (or coverDisplayDate)
	published string // prism:publicationDate
	created   string // xmp:CreateDate, ParseDate's form
	modified  string // xmp:ModifyDate, ParseDate's form
}

// parseXMPProps reads xmpProps in one pass over the packet, as elements or as attributes of
// rdf:Description, in any PRISM namespace version. The file's dates are read only when
// withDates (they stand in for an Info dictionary's dates that a tool dropped or never wrote),
// and a packet holding neither is not decoded at all.
func parseXMPProps(b []byte, withDates bool) (p xmpProps) {
	prism := bytes.Contains(b, []byte("prismstandard.org"))
	dates := withDates && (bytes.Contains(b, []byte("CreateDate")) || bytes.Contains(b, []byte("ModifyDate")))
	if !prism && !dates {
		return p
	}
	inSpace := func(space string) bool {
		return prism && strings.HasPrefix(space, "http://prismstandard.org/namespaces/") ||
			dates && space == "http://ns.adobe.com/xap/1.0/"
	}
	first := func(dst *string, v string) {
		if *dst == "" {
			*dst = v
		}
	}
	scanXMP(b, inSpace, func(local, v string) {
		switch local {
		case "publicationName":
			first(&p.venue, v)
		case "coverDate", "coverDisplayDate":
			first(&p.coverDate, v)
		case "publicationDate":
			first(&p.published, v)
		case "CreateDate":
			first(&p.created, ParseDate(v))
		case "ModifyDate":
			first(&p.modified, ParseDate(v))
		}
	}, "publicationName", "coverDate", "coverDisplayDate", "publicationDate", "CreateDate", "ModifyDate")
	return p
}

// scanXMP calls set with each named property of a namespace that inSpace accepts, whether
// written as an element or as an attribute, trimmed and not empty.
func scanXMP(b []byte, inSpace func(string) bool, set func(local, v string), names ...string) {
	dec := xml.NewDecoder(bytes.NewReader(b))
	dec.Strict = false
	wanted := func(local string) bool {
		for _, n := range names {
			if n == local {
				return true
			}
		}
		return false
	}
	for {
		tok, err := dec.Token()
		if err != nil {
			break
		}
		e, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		for _, a := range e.Attr {
			if v := strings.TrimSpace(a.Value); inSpace(a.Name.Space) && wanted(a.Name.Local) && v != "" {
				set(a.Name.Local, v)
			}
		}
		if inSpace(e.Name.Space) && wanted(e.Name.Local) {
			var s string
			if dec.DecodeElement(&s, &e) == nil {
				if s = strings.TrimSpace(s); s != "" {
					set(e.Name.Local, s)
				}
			}
		}
	}
}
