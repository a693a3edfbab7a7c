package pdfmeta

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"carrel/backend/internal/shareddata"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden from the current output")

var goldenFiles = []string{"sp_P14-1059.pdf", "grobid_Wang-paperAVE2008.pdf", "pdfcpu_schmager_plateau10.pdf"}

// TestContentGolden compares ExtractContent's JSON with reviewed golden files; run with
// -update to regenerate them on purpose. Goldens are made from the real extractor, so
// the comparison is skipped when the poppler fallback had to be used.
func TestContentGolden(t *testing.T) {
	dir := shareddata.Require(t, "testdata/pdfs")
	for _, f := range goldenFiles {
		t.Run(f, func(t *testing.T) {
			doc, fallback := loadDocSource(t, filepath.Join(dir, f), 0)
			got, err := json.MarshalIndent(ExtractContent(doc), "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			golden := filepath.Join("testdata", strings.TrimSuffix(f, ".pdf")+".content.golden")
			if *update {
				if fallback {
					t.Fatal("refusing to write a golden from the poppler fallback")
				}
				if err := os.WriteFile(golden, append(got, '\n'), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			if fallback {
				shareddata.Missing(t, "real extractor unavailable; goldens describe its output")
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test -run TestContentGolden -update)", err)
			}
			if !bytes.Equal(bytes.TrimSpace(want), bytes.TrimSpace(got)) {
				t.Errorf("content of %s differs from %s; inspect and rerun with -update if intended", f, golden)
			}
		})
	}
}

// TestContentShape checks invariants of the wire shape on every scholarly file: boxes are
// page fractions, pages are in range, and the named sections of a typical paper are found.
func TestContentShape(t *testing.T) {
	dir := shareddata.Require(t, "testdata/pdfs")
	withRefs := 0
	gold := readGold(t)
	for _, g := range gold {
		doc := loadDoc(t, filepath.Join(dir, g.file), 0)
		c := ExtractContent(doc)
		if c.Object != ContentObject || c.PageCount != doc.PageCount {
			t.Fatalf("%s: object %q page_count %d", g.file, c.Object, c.PageCount)
		}
		for _, s := range c.Sections {
			if s.PageStart < 1 || s.PageEnd < s.PageStart || s.PageEnd > c.PageCount {
				t.Errorf("%s: section %q pages %d-%d", g.file, s.Heading, s.PageStart, s.PageEnd)
			}
			if strings.EqualFold(strings.TrimSpace(s.Heading), "references") {
				withRefs++
			}
			for _, p := range s.Paragraphs {
				b := p.BBox
				if p.Text == "" || b.X < 0 || b.Y < 0 || b.X+b.Width > 1.0001 || b.Y+b.Height > 1.0001 || b.Width <= 0 {
					t.Errorf("%s: bad paragraph p%d %+v %q", g.file, p.Page, b, p.Text)
				}
			}
		}
	}
	t.Logf("References section found in %d/%d papers", withRefs, len(gold))
	if withRefs*2 < len(gold) {
		t.Errorf("References section found in only %d/%d papers", withRefs, len(gold))
	}
}
