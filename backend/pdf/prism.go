package pdf

import (
	"bytes"
	"encoding/xml"
	"regexp"
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
		if s := strings.ToUpper(string(m[1])); !strings.Contains(strings.Join(out, " "), s) {
			out = append(out, s)
		}
	}
	return out
}

// parsePRISM reads the PRISM fields publishers write into XMP (Elsevier, Springer, IEEE):
// prism:publicationName (the journal or proceedings), prism:coverDate and
// prism:publicationDate, as elements or as attributes of rdf:Description, in any PRISM
// namespace version.
func parsePRISM(b []byte) (venue, date, published string) {
	if !bytes.Contains(b, []byte("prismstandard.org")) {
		return "", "", ""
	}
	isPrism := func(space string) bool { return strings.HasPrefix(space, "http://prismstandard.org/namespaces/") }
	scanXMP(b, isPrism, func(local, v string) {
		switch {
		case local == "publicationName" && venue == "":
			venue = v
		case (local == "coverDate" || local == "coverDisplayDate") && date == "":
			date = v
		case local == "publicationDate" && published == "":
			published = v
		}
	}, "publicationName", "coverDate", "coverDisplayDate", "publicationDate")
	return venue, date, published
}

// parseXMPDates reads xmp:CreateDate and xmp:ModifyDate (ParseDate's form), which stand in
// for an Info dictionary's dates that a tool dropped or never wrote.
func parseXMPDates(b []byte) (created, modified string) {
	if !bytes.Contains(b, []byte("CreateDate")) && !bytes.Contains(b, []byte("ModifyDate")) {
		return "", ""
	}
	isXMP := func(space string) bool { return space == "http://ns.adobe.com/xap/1.0/" }
	scanXMP(b, isXMP, func(local, v string) {
		switch {
		case local == "CreateDate" && created == "":
			created = ParseDate(v)
		case local == "ModifyDate" && modified == "":
			modified = ParseDate(v)
		}
	}, "CreateDate", "ModifyDate")
	return created, modified
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
