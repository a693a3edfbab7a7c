package pdf

import (
	"strings"
	"testing"
)

// parsePRISM is parseXMPProps' PRISM fields: the venue, the cover date and the publication date.
func parsePRISM(b []byte) (venue, coverDate, published string) {
	x := parseXMPProps(b, false)
	return x.venue, x.coverDate, x.published
}

func TestParsePRISM(t *testing.T) {
	elem := `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description xmlns:prism="http://prismstandard.org/namespaces/basic/2.0/"><prism:publicationName>Information Sciences</prism:publicationName>
<prism:coverDate>2018-08-01</prism:coverDate></rdf:Description></rdf:RDF></x:xmpmeta>`
	if v, d, p := parsePRISM([]byte(elem)); v != "Information Sciences" || d != "2018-08-01" || p != "" {
		t.Errorf("elements: %q %q %q", v, d, p)
	}
	attr := `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description xmlns:prism="http://prismstandard.org/namespaces/basic/3.0/" prism:publicationName="IEEE Access" prism:coverDisplayDate="2024"/></rdf:RDF></x:xmpmeta>`
	if v, d, p := parsePRISM([]byte(attr)); v != "IEEE Access" || d != "2024" || p != "" {
		t.Errorf("attributes: %q %q %q", v, d, p)
	}
	pub := `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description xmlns:prism="http://prismstandard.org/namespaces/basic/2.1/"><prism:publicationDate> 2019-03-01 </prism:publicationDate></rdf:Description></rdf:RDF></x:xmpmeta>`
	if v, d, p := parsePRISM([]byte(pub)); v != "" || d != "" || p != "2019-03-01" {
		t.Errorf("publicationDate: %q %q %q", v, d, p)
	}
	if v, d, p := parsePRISM([]byte(`<x:xmpmeta/>`)); v != "" || d != "" || p != "" {
		t.Errorf("none: %q %q %q", v, d, p)
	}
	both := strings.Replace(elem, `<prism:coverDate>`, `<xmp:CreateDate xmlns:xmp="http://ns.adobe.com/xap/1.0/">2018-07-30</xmp:CreateDate><prism:coverDate>`, 1)
	if x := parseXMPProps([]byte(both), true); x.venue != "Information Sciences" || x.coverDate != "2018-08-01" || x.created != "2018-07-30" {
		t.Errorf("PRISM and the file's dates in one pass: %+v", x)
	}
}

func TestParsePRISMISSN(t *testing.T) {
	x := `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description xmlns:prism="http://prismstandard.org/namespaces/basic/2.0/" prism:eIssn="1475-925x"><prism:issn>1538-3881</prism:issn>
<prism:issn>1538-3881</prism:issn></rdf:Description></rdf:RDF></x:xmpmeta>`
	if got := parsePRISMISSN([]byte(x)); len(got) != 2 || got[0] != "1475-925X" || got[1] != "1538-3881" {
		t.Errorf("got %q", got)
	}
	if got := parsePRISMISSN([]byte(`<x:xmpmeta/>`)); got != nil {
		t.Errorf("none: %q", got)
	}
}
