package pdf

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"carrel/backend/internal/shareddata"
)

// BenchmarkOCRPage compares Carrel's OCR of a dense two-column page (sp_map-reduce.pdf page 2:
// render at 300 dpi, Tesseract, boxes to words through the layout pipeline) with plain
// `tesseract` on the same image file, alternating the two so both see the same machine load.
//
//	go test -run XXX -bench OCRPage -benchtime 3x ./backend/pdf/
func BenchmarkOCRPage(b *testing.B) {
	requireTesseract(b)
	data, err := os.ReadFile(filepath.Join(shareddata.Require(b, "testdata/pdfs"), "sp_map-reduce.pdf"))
	if err != nil {
		b.Fatal(err)
	}
	x, err := NewExtractor(Options{Workers: 1, CacheDir: filepath.Join(os.TempDir(), "carrel-pdf-test-wazero"), inProcess: true})
	if err != nil {
		b.Fatal(err)
	}
	defer x.Close()
	e := <-x.engines
	defer func() { x.engines <- e }()
	img := renderPageOf(b, e, data, 1, OCRDPI)
	file := filepath.Join(b.TempDir(), "page.pgm")
	f, err := os.Create(file)
	if err != nil {
		b.Fatal(err)
	}
	fmt.Fprintf(f, "P5\n%d %d\n255\n", img.W, img.H)
	f.Write(img.Pix)
	f.Close()
	var plain, carrel time.Duration
	b.ResetTimer()
	for range b.N {
		t0 := time.Now()
		cmd := exec.Command(Tesseract(), file, "stdout", "-l", "eng", "--dpi", "300", "--psm", "3", "tsv")
		cmd.Env = append(os.Environ(), "OMP_THREAD_LIMIT=1")
		if err := cmd.Run(); err != nil {
			b.Fatal(err)
		}
		plain += time.Since(t0)
		t0 = time.Now()
		page := renderPageOf(b, e, data, 1, OCRDPI)
		words, err := tesseract(context.Background(), page, "eng")
		if err != nil {
			b.Fatal(err)
		}
		p := Page{Number: 2, Words: orderWords(ocrWords(words, page.DPI))}
		normalizeWords(&p)
		carrel += time.Since(t0)
	}
	n := float64(b.N)
	b.ReportMetric(plain.Seconds()/n, "s/page-tesseract")
	b.ReportMetric(carrel.Seconds()/n, "s/page-carrel")
	b.ReportMetric(100*(carrel.Seconds()-plain.Seconds())/plain.Seconds(), "%overhead")
}
