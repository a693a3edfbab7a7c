package pdf

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"carrel/backend/internal/shareddata"
)

// TestGarbledReadByOCR: the shared set's garbled-text paper (pdf.js's TAMReview: a readable
// cover sheet, then 22 pages whose fonts map their codes to symbols) parses with OCR on: its
// garbled pages are read by Tesseract, its cover keeps its own text layer, and page 2's title is
// words again. With OCR off it is still refused as garbled, saying that OCR is off.
func TestGarbledReadByOCR(t *testing.T) {
	requireTesseract(t)
	data, err := os.ReadFile(filepath.Join(shareddata.Require(t, "testdata/pdfs"), "pdfjs_TAMReview.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	on := isolatedExtractor(t, Options{OCR: OCROptions{Enabled: true, Parallel: ParseSlots()}})
	doc, err := on.Extract(context.Background(), data)
	if err != nil {
		t.Fatalf("with OCR on: %v", err)
	}
	if doc.OCR == nil || slices.Contains(doc.OCR.Pages, 1) || !slices.Contains(doc.OCR.Pages, 2) || len(doc.OCR.Pages) < 13 {
		t.Fatalf("OCR read pages %+v; want the garbled pages (at least 13, page 2 among them) and not the cover", doc.OCR)
	}
	if !slices.IsSorted(doc.OCR.Pages) {
		t.Errorf("OCR pages %v not in order", doc.OCR.Pages)
	}
	if p2 := strings.ToLower(doc.Pages[1].Text); !strings.Contains(p2, "technology acceptance model") {
		t.Errorf("page 2 read by OCR lacks its title: %.200q", p2)
	}
	if err := classify(doc); err != nil {
		t.Errorf("the document read by OCR is still %v", err)
	}
	_, err = testExtractor(t).Extract(context.Background(), data)
	var oe *OCRError
	if !errors.Is(err, ErrGarbled) || !errors.As(err, &oe) || !oe.Garbled || !strings.Contains(oe.Hint, "turned off") {
		t.Errorf("with OCR off: %v; want ErrGarbled saying OCR is off", err)
	}
}
