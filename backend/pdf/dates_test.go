package pdf

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"carrel/backend/internal/shareddata"
)

func TestParseDate(t *testing.T) {
	for _, c := range []struct{ raw, want string }{
		{"D:20170426103000+02'00'", "2017-04-26T10:30:00+02:00"},
		{"D:20170426103000+02'00", "2017-04-26T10:30:00+02:00"},
		{"D:20180116121314Z", "2018-01-16T12:13:14Z"},
		{"D:20180116121314Z00'00'", "2018-01-16T12:13:14Z"},
		{"D:20180116121314-05'30'", "2018-01-16T12:13:14-05:30"},
		{"D:20180116121314", "2018-01-16T12:13:14"},
		{"D:201801161213", "2018-01-16T12:13:00"},
		{"D:20180116", "2018-01-16"},
		{"D:201801", "2018-01"},
		{"D:2018", "2018"},
		{"20180116121314", "2018-01-16T12:13:14"}, // no "D:"
		{"  D:20180116 ", "2018-01-16"},
		{"D:20034602120000", "2003"},                       // month 46: the year is all that is sure
		{"D:20031302", "2003"},                             // month 13
		{"D:20030232", "2003-02"},                          // day 32
		{"D:20030230256100", "2003-02-30"},                 // hour 25 ends the date (day 30 passes the range check)
		{"D:20180116121314+99'00'", "2018-01-16T12:13:14"}, // offset out of range dropped
		{"D:191000101120000", "2000-01-01T12:00:00"},       // the Y2K "19100" year
		{"2017-04-26T10:00:00+02:00", "2017-04-26T10:00:00+02:00"},
		{"2017-04-26T10:00:00.123Z", "2017-04-26T10:00:00Z"},
		{"2017-04-26T10:00+02:00", "2017-04-26T10:00:00+02:00"},
		{"2017-04-26", "2017-04-26"},
		{"2017-04", "2017-04"},
		{"Tue Jan 12 09:41:07 2010", "2010"},
		{"12/01/2009", "2009"},
		{"D:00000000000000", ""},
		{"D:1985", ""}, // before PDF existed
		{"", ""},
		{"D:", ""},
		{"garbage", ""},
		{"\xff\xfeD:2019", "2019"},
	} {
		if got := ParseDate(c.raw); got != c.want {
			t.Errorf("ParseDate(%q) = %q, want %q", c.raw, got, c.want)
		}
	}
}

// xmpDates is parseXMPProps' file dates, read when Info has none.
func xmpDates(b []byte) (created, modified string) {
	x := parseXMPProps(b, true)
	return x.created, x.modified
}

func TestParseXMPDates(t *testing.T) {
	elem := `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description xmlns:xmp="http://ns.adobe.com/xap/1.0/"><xmp:CreateDate>2019-06-08T10:20:30+05:30</xmp:CreateDate>
<xmp:ModifyDate>2020-01-02</xmp:ModifyDate></rdf:Description></rdf:RDF></x:xmpmeta>`
	if c, m := xmpDates([]byte(elem)); c != "2019-06-08T10:20:30+05:30" || m != "2020-01-02" {
		t.Errorf("elements: %q %q", c, m)
	}
	attr := `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description xmlns:xap="http://ns.adobe.com/xap/1.0/" xap:CreateDate="2001-08-15T12:00:00Z"/></rdf:RDF></x:xmpmeta>`
	if c, m := xmpDates([]byte(attr)); c != "2001-08-15T12:00:00Z" || m != "" {
		t.Errorf("attributes: %q %q", c, m)
	}
	other := `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description xmlns:foo="http://example.org/foo/"><foo:CreateDate>2001-08-15</foo:CreateDate></rdf:Description></rdf:RDF></x:xmpmeta>`
	if c, m := xmpDates([]byte(other)); c != "" || m != "" {
		t.Errorf("another namespace: %q %q", c, m)
	}
	if x := parseXMPProps([]byte(elem), false); x.created != "" || x.modified != "" {
		t.Errorf("dates read though Info has them: %+v", x)
	}
}

// TestMetaDates reads the dates from a file's Info dictionary, and from XMP when Info has none.
func TestMetaDates(t *testing.T) {
	content := "BT /F1 12 Tf 72 720 Td (Dated page) Tj ET\n"
	info := pdfWithMeta(0, content, "/Title (Dated) /CreationDate (D:20170426103000+02'00') /ModDate (D:20034602)", "")
	m := readMeta(context.Background(), info).meta
	if m.Created != "2017-04-26T10:30:00+02:00" || m.Modified != "2003" {
		t.Errorf("info dates: created %q modified %q", m.Created, m.Modified)
	}
	xmp := strings.Replace(testXMP, `<prism:doi>`, `<xmp:CreateDate xmlns:xmp="http://ns.adobe.com/xap/1.0/">2015-12-14T09:00:00Z</xmp:CreateDate><prism:doi>`, 1)
	both := pdfWithMeta(0, content, "/ModDate (D:20160101)", xmp)
	m = readMeta(context.Background(), both).meta
	if m.Created != "2015-12-14T09:00:00Z" || m.Modified != "2016-01-01" {
		t.Errorf("xmp fallback: created %q modified %q", m.Created, m.Modified)
	}
}

// TestMetaDatesRealPDFs reads real papers' dates (realpdfs train; the values pdfinfo prints),
// among them a malformed CreationDate and a file without ModDate.
func TestMetaDatesRealPDFs(t *testing.T) {
	dir := shareddata.Require(t, "testdata/realpdfs")
	for _, c := range []struct{ file, created, modified string }{
		{"066.pdf", "2008-07-02", "2013-08-14"}, // JSTOR's 1941 Kenyon Review, scanned in 2008
		{"034.pdf", "1998-11-11", ""},
		{"056.pdf", "2003", "2020-05-29"}, // CreationDate month 46
		{"047.pdf", "2001-08-15", "2001-08-15"},
	} {
		data, err := os.ReadFile(filepath.Join(dir, "pdfs", c.file))
		if err != nil {
			t.Fatal(err)
		}
		m := readMeta(context.Background(), data).meta
		if !strings.HasPrefix(m.Created, c.created) || c.created == "" && m.Created != "" ||
			!strings.HasPrefix(m.Modified, c.modified) || c.modified == "" && m.Modified != "" {
			t.Errorf("%s: created %q modified %q, want %q %q", c.file, m.Created, m.Modified, c.created, c.modified)
		}
	}
}
