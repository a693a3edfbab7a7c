package pdfmeta

import (
	"path/filepath"
	"testing"

	"carrel/backend/internal/shareddata"
)

// A font that reports bold on every line must not turn each paragraph into a section
// (issue 15: the 13-page MapReduce paper showed "211 sections").
func TestSectionsAreRealHeadingsWhenTheBodyIsBold(t *testing.T) {
	dir := shareddata.Require(t, "testdata/pdfs")
	for _, tc := range []struct {
		file     string
		min, max int
	}{
		{"sp_map-reduce.pdf", 10, 60},
		{"sp_bunescu-acl07.pdf", 6, 30},
		{"grobid_sample.pdf", 5, 40},
	} {
		c := ExtractContent(loadDoc(t, filepath.Join(dir, tc.file), 0))
		n := len(c.Sections)
		t.Logf("%s: %d pages, %d sections", tc.file, c.PageCount, n)
		if n < tc.min || n > tc.max {
			t.Errorf("%s: %d sections, want %d..%d", tc.file, n, tc.min, tc.max)
		}
	}
}
