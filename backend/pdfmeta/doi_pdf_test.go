package pdfmeta

import "testing"

// TestDOIPrintedPDF reads DOIs and arXiv ids that LaTeX set as publishers do (rotated margin
// stamps, a tiny footer, letter-spacing, links broken in narrow columns, an upside-down
// stamp), one a page of testdata/doi_printings.pdf, through the real extractor: what the
// extractor makes of such printings, not what a test author guesses it makes.
func TestDOIPrintedPDF(t *testing.T) {
	doc := loadDoc(t, "testdata/doi_printings.pdf", 0)
	want := []struct{ doi, arxiv string }{
		{"", "1501.00001"},
		{"10.1093/nar/gkz123", ""},
		{"10.1016/j.jfr.2019.01.001", ""},
		{"10.1000/xyz12", ""},
		{"10.1016/j.neuroimage.2019.116012", ""},
		{"10.1002/(SICI)1097-4636(199607)31:3<311::AID-JBM3>3.0.CO;2-#", ""},
		{"", "hep-th/9901001"},
		{"10.1000/upside.1", ""},
		{"10.1007/s00285-019-01234-5", "2101.01234"},
	}
	if len(doc.Pages) != len(want) {
		t.Fatalf("%d pages, want %d", len(doc.Pages), len(want))
	}
	for i, w := range want {
		page := []string{ligatures.Replace(doc.Pages[i].Text)}
		if got := findDOI("", page); got != w.doi {
			t.Errorf("page %d: DOI %q, want %q; text:\n%s", i+1, got, w.doi, page[0])
		}
		if got := findArXiv(page); got != w.arxiv {
			t.Errorf("page %d: arXiv %q, want %q; text:\n%s", i+1, got, w.arxiv, page[0])
		}
	}
}
