package pdf

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"carrel/backend/internal/shareddata"
)

// requireTesseract skips (or, under make test, fails) without Tesseract on PATH.
func requireTesseract(t testing.TB) {
	t.Helper()
	if Tesseract() == "" {
		shareddata.Missing(t, "tesseract not on PATH (Debian: tesseract-ocr tesseract-ocr-eng)")
	}
}

// TestOCRScans (issue 25): scanned PDFs (no text layer, a junk layer, a 12-page scanned paper)
// are read by OCR through the worker processes and give words, text and the OCR record.
func TestOCRScans(t *testing.T) {
	requireTesseract(t)
	x := isolatedExtractor(t, Options{OCR: OCROptions{Enabled: true, Parallel: ParseSlots()}})
	for _, c := range []struct {
		path string
		want []string // words the page must have
	}{
		{"testdata/pdfs/cermine_simple.pdf", []string{"Thin Film Cells", "Hydrogen incorporation"}},
		{"testdata/pdfs/pdfjs_scan-bad.pdf", []string{"pdf.js"}},
		{"testdata/realpdfs/pdfs/056.pdf", []string{"Gestures Specialized for Dialogue", "Bavelas"}},
	} {
		data, err := os.ReadFile(shareddata.Require(t, c.path))
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		var progress []int
		doc, err := x.Extract(WithProgress(context.Background(), func(done, total int) { progress = append(progress, done) }), data)
		if err != nil {
			t.Errorf("%s: %v", c.path, err)
			continue
		}
		if doc.OCR == nil || len(doc.OCR.Pages) == 0 || len(doc.OCR.Unread) > 0 {
			t.Errorf("%s: OCR record %+v", c.path, doc.OCR)
			continue
		}
		text := doc.Pages[doc.OCR.Pages[0]-1].Text
		t.Logf("%s: %d pages OCR'd in %s, mean confidence %.2f, progress %v; first page: %.200q",
			filepath.Base(c.path), len(doc.OCR.Pages), time.Since(start).Round(time.Millisecond), doc.OCR.MeanConfidence, progress, text)
		for _, w := range c.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: %q not in the OCR text", c.path, w)
			}
		}
	}
}
