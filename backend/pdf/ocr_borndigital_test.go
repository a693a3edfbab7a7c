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

// TestOCRLeavesTextLayersAlone (issue 25): with OCR on, no page of the shared PDFs with a text
// layer (the manifest's scholarly and scanned-ocr files) is sent to Tesseract, not even a page
// that is one raster figure (pf2_3a92… page 3: "CALCIUM WAVES IN GLIA / Fig. 1. / 41"), and
// their text is what the extractor reads with OCR off; the scans are read by OCR.
func TestOCRLeavesTextLayersAlone(t *testing.T) {
	requireTesseract(t)
	dir := shareddata.Require(t, "testdata/pdfs")
	on := isolatedExtractor(t, Options{OCR: OCROptions{Enabled: true, Parallel: ParseSlots()}})
	off := testExtractor(t)
	ocrd := 0
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
		if doc.OCR != nil {
			t.Errorf("%s: pages %v of a typeset paper read by OCR", row.file, doc.OCR.Pages)
			continue
		}
		for i := range doc.Pages {
			if doc.Pages[i].Text != plain.Pages[i].Text {
				t.Errorf("%s page %d: text differs with OCR on", row.file, i+1)
				break
			}
		}
	}
	if ocrd == 0 {
		t.Error("no scan in the manifest was read by OCR")
	}
}

// BenchmarkOCRSwitchOnTextLayers times the shared PDFs that have a text layer (the manifest's
// scholarly and scanned-ocr files) extracted by one worker with OCR on and with OCR off,
// alternating, and reports the difference: what the scan detection costs born-digital papers.
//
//	go test -run XXX -bench OCRSwitchOnTextLayers -benchtime 3x ./backend/pdf/
func BenchmarkOCRSwitchOnTextLayers(b *testing.B) {
	requireTesseract(b)
	dir := shareddata.Require(b, "testdata/pdfs")
	var datas [][]byte
	for _, row := range readManifest(b, dir) {
		if strings.HasPrefix(row.kind, "scholarly") || row.kind == "scanned-ocr" {
			data, err := os.ReadFile(filepath.Join(dir, row.file))
			if err != nil {
				b.Fatal(err)
			}
			datas = append(datas, data)
		}
	}
	cache := filepath.Join(os.TempDir(), "carrel-pdf-test-wazero")
	on, err := NewExtractor(Options{Workers: 1, CacheDir: cache, OCR: OCROptions{Enabled: true, Parallel: 1}})
	if err != nil {
		b.Fatal(err)
	}
	defer on.Close()
	off, err := NewExtractor(Options{Workers: 1, CacheDir: cache})
	if err != nil {
		b.Fatal(err)
	}
	defer off.Close()
	run := func(x *Extractor) time.Duration {
		start := time.Now()
		for _, d := range datas {
			if _, err := x.Extract(context.Background(), d); err != nil {
				b.Fatal(err)
			}
		}
		return time.Since(start)
	}
	run(on) // warm both (wazero compilation, first worker start)
	run(off)
	var tOn, tOff time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		a, o := run(off), run(on)
		tOff += a
		tOn += o
		b.Logf("%d files: OCR off %v, OCR on %v (%+.1f%%)", len(datas), a.Round(time.Millisecond), o.Round(time.Millisecond), 100*(o.Seconds()/a.Seconds()-1))
	}
	b.ReportMetric(100*(tOn.Seconds()/tOff.Seconds()-1), "%extra-with-ocr")
}

// TestFigurePage: a caption's label marks a typeset figure page; a scan's stamp does not.
func TestFigurePage(t *testing.T) {
	page := func(text string) *Page {
		p := &Page{}
		for _, w := range strings.Fields(text) {
			p.Words = append(p.Words, Word{Text: w})
		}
		return p
	}
	for text, want := range map[string]bool{
		"CALCIUM WAVES IN GLIA Fig. 1. 41":                       true,
		"Figure 12: Throughput":                                  true,
		"TABLE IV RESULTS":                                       true,
		"Downloaded from psp.sagepub.com at UNIV on May 3, 2014": false,
		"This content downloaded from 1.2.3.4 on Figures":        false,
		"Table of contents":                                      false,
	} {
		if got := figurePage(page(text)); got != want {
			t.Errorf("figurePage(%q) = %v, want %v", text, got, want)
		}
	}
}
