package pdf_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"carrel/backend/internal/shareddata"
	"carrel/backend/pdf"
	"carrel/backend/pdfmeta"
)

// TestScannedPaperMetadata (issue 25): realpdfs 056.pdf, a 12-page scanned journal paper with no
// usable text layer, is read by OCR in the workers and gets its title and first author right.
// It reads 12 pages with Tesseract: about half a minute on two idle cores, minutes on busy ones.
func TestScannedPaperMetadata(t *testing.T) {
	if pdf.Tesseract() == "" {
		shareddata.Missing(t, "tesseract not on PATH (Debian: tesseract-ocr tesseract-ocr-eng)")
	}
	if testing.Short() {
		t.Skip("12 pages of OCR; skipped with -short")
	}
	data, err := os.ReadFile(filepath.Join(shareddata.Require(t, "testdata/realpdfs"), "pdfs", "056.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	x, err := pdf.NewExtractor(pdf.Options{Workers: 1, CacheDir: filepath.Join(os.TempDir(), "carrel-pdf-test-wazero"),
		OCR: pdf.OCROptions{Enabled: true, Parallel: pdf.ParseSlots()}})
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	start := time.Now()
	doc, err := x.Extract(context.Background(), data)
	if err != nil {
		t.Fatal(err)
	}
	m := pdfmeta.ExtractPaper(doc)
	first := ""
	if len(m.Authors) > 0 {
		first = m.Authors[0].Family
	}
	t.Logf("%d pages read by OCR in %s (mean confidence %.2f): title %q, first author %q", len(doc.OCR.Pages),
		time.Since(start).Round(time.Second), doc.OCR.MeanConfidence, m.Title, first)
	if len(doc.OCR.Pages) != 12 || !strings.EqualFold(m.Title, "Gestures Specialized for Dialogue") || first != "Bavelas" {
		t.Errorf("want 12 pages read, title \"Gestures Specialized for Dialogue\", first author Bavelas")
	}
}
