package pdf

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"carrel/backend/internal/shareddata"
)

// TestOCRLeavesTextLayersAlone (issue 25): with OCR on, no page with a real text layer in the
// shared PDFs (the manifest's scholarly and scanned-ocr files) is sent to Tesseract and each
// such page's text is what the extractor reads with OCR off; the scans are read by OCR. A page of
// a born-digital paper that is only a picture (a full-page figure with a caption) may be read.
func TestOCRLeavesTextLayersAlone(t *testing.T) {
	requireTesseract(t)
	dir := shareddata.Require(t, "testdata/pdfs")
	on := isolatedExtractor(t, Options{OCR: OCROptions{Enabled: true, Parallel: ParseSlots()}})
	off := testExtractor(t)
	ocrd, pictures := 0, 0
	for _, row := range readManifest(t, dir) {
		layered := strings.HasPrefix(row.kind, "scholarly") || row.kind == "scanned-ocr"
		if !layered && row.kind != "scanned" {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, row.file))
		if err != nil {
			t.Fatal(err)
		}
		doc, err := on.Extract(context.Background(), data)
		if err != nil {
			t.Errorf("%s: %v", row.file, err)
			continue
		}
		if !layered {
			if doc.OCR == nil || len(doc.OCR.Pages) == 0 {
				t.Errorf("%s: a scan not read by OCR", row.file)
			}
			ocrd++
			continue
		}
		plain, err := off.Extract(context.Background(), data)
		if err != nil {
			t.Fatalf("%s without OCR: %v", row.file, err)
		}
		read := map[int]bool{}
		if doc.OCR != nil {
			for _, n := range doc.OCR.Pages {
				read[n] = true
				if letters, junk := textLayer(&plain.Pages[n-1]); letters >= maxStampLetters && !junk {
					t.Errorf("%s page %d, with %d letters of text layer, read by OCR", row.file, n, letters)
				}
			}
			pictures += len(doc.OCR.Pages)
			t.Logf("%s: pages %v read by OCR (picture pages: %q)", row.file, doc.OCR.Pages, plain.Pages[doc.OCR.Pages[0]-1].Text)
		}
		for i := range doc.Pages {
			if !read[i+1] && doc.Pages[i].Text != plain.Pages[i].Text {
				t.Errorf("%s page %d: text differs with OCR on", row.file, i+1)
				break
			}
		}
	}
	t.Logf("%d scans read by OCR; %d picture pages of born-digital papers read by OCR", ocrd, pictures)
	if ocrd == 0 {
		t.Error("no scan in the manifest was read by OCR")
	}
}
