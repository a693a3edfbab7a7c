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
// prism:publicationName (the journal or proceedings) and prism:coverDate, as elements or
// as attributes of rdf:Description, in any PRISM namespace version.
func parsePRISM(b []byte) (venue, date string) {
	if !bytes.Contains(b, []byte("prismstandard.org")) {
		return "", ""
	}
	dec := xml.NewDecoder(bytes.NewReader(b))
	dec.Strict = false
	set := func(local, v string) {
		v = strings.TrimSpace(v)
		switch {
		case v == "":
		case local == "publicationName" && venue == "":
			venue = v
		case (local == "coverDate" || local == "coverDisplayDate") && date == "":
			date = v
		}
	}
	isPrism := func(space string) bool { return strings.HasPrefix(space, "http://prismstandard.org/namespaces/") }
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
			if isPrism(a.Name.Space) {
				set(a.Name.Local, a.Value)
			}
		}
		if isPrism(e.Name.Space) && (e.Name.Local == "publicationName" || e.Name.Local == "coverDate" || e.Name.Local == "coverDisplayDate") {
			var s string
			if dec.DecodeElement(&s, &e) == nil {
				set(e.Name.Local, s)
			}
		}
	}
	return venue, date
}
