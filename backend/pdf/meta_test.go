package pdf

import (
	"context"
	"strings"
	"testing"
)

const testXMP = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:prism="http://prismstandard.org/namespaces/basic/2.0/">
<dc:title><rdf:Alt><rdf:li xml:lang="x-default">Sparse Extraction Revisited</rdf:li></rdf:Alt></dc:title>
<dc:creator><rdf:Seq><rdf:li>Doug Downey</rdf:li><rdf:li>Oren Etzioni</rdf:li></rdf:Seq></dc:creator>
<prism:doi>10.1145/1234567.7654321</prism:doi>
</rdf:Description></rdf:RDF></x:xmpmeta>
<?xpacket end="w"?>`

func TestExtractMetadata(t *testing.T) {
	var content strings.Builder
	content.WriteString("BT /F1 12 Tf 72 720 Td 14 TL\n")
	writeLines(&content, []string{"A page with metadata and enough letters to pass as text."})
	content.WriteString("ET\n")
	data := pdfWithMeta(0, content.String(), "/Title (Info Title) /Author (Jane Doe) /Producer (hand made) /Keywords (pdf, test)", testXMP)
	doc, err := testExtractor(t).Extract(context.Background(), data)
	if err != nil {
		t.Fatal(err)
	}
	m := doc.Meta
	if m.Title != "Info Title" || m.Author != "Jane Doe" || m.Producer != "hand made" || m.Keywords != "pdf, test" {
		t.Errorf("info: %+v", m)
	}
	if m.XMPTitle != "Sparse Extraction Revisited" || strings.Join(m.XMPAuthors, ";") != "Doug Downey;Oren Etzioni" {
		t.Errorf("xmp: %+v", m)
	}
	if m.DOI != "10.1145/1234567.7654321" {
		t.Errorf("doi %q", m.DOI)
	}
}

func TestParseXMPIgnoresOtherLists(t *testing.T) {
	x := `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/">
<rdf:Description><dc:subject><rdf:Bag><rdf:li>keyword</rdf:li></rdf:Bag></dc:subject>
<dc:creator><rdf:Seq><rdf:li>Only Author</rdf:li></rdf:Seq></dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`
	title, authors := parseXMP([]byte(x))
	if title != "" || len(authors) != 1 || authors[0] != "Only Author" {
		t.Fatalf("title %q authors %q", title, authors)
	}
}

// TestXMPDOI reads the paper's DOI from the fields that name it before any other DOI in the
// packet, with its entities undone.
func TestXMPDOI(t *testing.T) {
	const sici = "10.1002/(SICI)1097-4571(199806)49:8<693::AID-ASI4>3.0.CO;2-0"
	for _, c := range []struct{ name, xmp, want string }{
		{"prism element", `<prism:doi>10.1145/1234567.7654321</prism:doi>`, "10.1145/1234567.7654321"},
		{"attribute", `<rdf:Description prism:doi="10.1016/j.jcp.2019.01.001" pdfx:foo="x"/>`, "10.1016/j.jcp.2019.01.001"},
		{"identifier list", `<dc:identifier><rdf:Bag><rdf:li>doi:10.1007/s00285-019-01234-5</rdf:li></rdf:Bag></dc:identifier>`, "10.1007/s00285-019-01234-5"},
		{"field over an earlier DOI", `<dc:description>Erratum to 10.1000/old.1</dc:description><prism:doi>10.1000/own.1</prism:doi>`, "10.1000/own.1"},
		{"SICI escaped", `<prism:doi>10.1002/(SICI)1097-4571(199806)49:8&lt;693::AID-ASI4&gt;3.0.CO;2-0</prism:doi>`, sici},
		{"any DOI", `<dc:description>J. Foo 12 (2019) 1-10. doi:10.1000/own.2.</dc:description>`, "10.1000/own.2"},
		{"parenthesis kept", `<prism:doi>10.1016/0021-9991(79)90145-1</prism:doi>`, "10.1016/0021-9991(79)90145-1"},
	} {
		if got := xmpDOI([]byte(c.xmp)); got != c.want {
			t.Errorf("%s: xmpDOI = %q, want %q", c.name, got, c.want)
		}
	}
}
