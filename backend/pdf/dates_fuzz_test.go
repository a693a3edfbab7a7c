package pdf

import (
	"regexp"
	"testing"
)

// parsedDateRe is every form ParseDate may return: a year, then optionally month, day and
// time with a zone, each part in range.
var parsedDateRe = regexp.MustCompile(`^$|^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(Z|[+-]\d\d:\d\d)?)?)?)?$`)

// FuzzParseDate: a PDF's date strings are the author's (or an attacker's) bytes; ParseDate
// never panics and returns "" or a date of the documented form. A corpus seed is each form
// real files hold.
func FuzzParseDate(f *testing.F) {
	for _, s := range []string{"D:20190608102030+05'30'", "D:20034602", "D:19100101", "2019-06-08T10:20:30Z", "June 2019", "", "D:", "D:2019-", "\xff\xfe"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got := ParseDate(s); !parsedDateRe.MatchString(got) {
			t.Fatalf("ParseDate(%q) = %q", s, got)
		}
	})
}

// FuzzParseXMPProps: the XMP packet is the file's bytes; reading it never panics.
func FuzzParseXMPProps(f *testing.F) {
	f.Add([]byte(`<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:prism="http://prismstandard.org/namespaces/basic/2.0/" xmlns:xmp="http://ns.adobe.com/xap/1.0/" prism:publicationName="X" xmp:CreateDate="2001"><prism:coverDate>2018</prism:coverDate></rdf:Description></rdf:RDF></x:xmpmeta>`))
	f.Fuzz(func(t *testing.T, b []byte) {
		x := parseXMPProps(b, true)
		for _, d := range []string{x.created, x.modified} {
			if !parsedDateRe.MatchString(d) {
				t.Fatalf("date %q", d)
			}
		}
		parsePRISMISSN(b)
	})
}
