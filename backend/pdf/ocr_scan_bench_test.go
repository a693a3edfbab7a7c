package pdf

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/pdfcpu/pdfcpu/pkg/api"

	"carrel/backend/internal/shareddata"
)

// repeatPages builds a PDF of n pages by repeating the pages of src in order (pdfcpu collect).
func repeatPages(tb testing.TB, src []byte, srcPages, n int) []byte {
	tb.Helper()
	sel := make([]string, n)
	for i := range sel {
		sel[i] = strconv.Itoa(i%srcPages + 1)
	}
	var out bytes.Buffer
	if err := api.Collect(bytes.NewReader(src), &out, sel, nil); err != nil {
		tb.Fatal(err)
	}
	return out.Bytes()
}

// BenchmarkOCRLongScan reads a long scan (issue 25: "a 500-page scan stays within the worker
// limits") through the parse workers as the service does: pages in parallel up to the parse
// slots, the worker's memory ceiling and its deadline, moved on by each page Tesseract starts.
// The scan repeats a shared scanned PDF's page (CARREL_SCAN_SOURCE, default cermine_simple.pdf)
// CARREL_SCAN_PAGES times (default 500). It reports the wall time, the worker's peak resident set
// against its ceiling, the longest wait between two pages against OCRPageTimeout, and the Go heap
// holding the words. Slow (hours of Tesseract on a dense page), so a benchmark run when asked:
//
//	CARREL_SCAN_SOURCE=pdfjs_scan-bad.pdf go test -run XXX -bench OCRLongScan -benchtime 1x -timeout 3h ./backend/pdf/
func BenchmarkOCRLongScan(b *testing.B) {
	requireTesseract(b)
	name := os.Getenv("CARREL_SCAN_SOURCE")
	if name == "" {
		name = "cermine_simple.pdf"
	}
	pages := 500
	if v, err := strconv.Atoi(os.Getenv("CARREL_SCAN_PAGES")); err == nil && v > 0 {
		pages = v
	}
	src, err := os.ReadFile(filepath.Join(shareddata.Require(b, "testdata/pdfs"), name))
	if err != nil {
		b.Fatal(err)
	}
	data := repeatPages(b, src, 1, pages)
	if !Isolated() {
		b.Fatal("the test binary must serve parse workers (TestMain)")
	}
	slots := ParseSlots()
	x, err := NewExtractor(Options{Workers: 1, CacheDir: filepath.Join(os.TempDir(), "carrel-pdf-test-wazero"),
		OCR: OCROptions{Enabled: true, Parallel: slots}})
	if err != nil {
		b.Fatal(err)
	}
	defer x.Close()
	b.ResetTimer()
	for range b.N {
		ResetPeakWorkerRSS()
		var mu sync.Mutex
		var longest time.Duration
		last, started := time.Now(), 0
		t0 := time.Now()
		doc, err := x.Extract(WithProgress(context.Background(), func(page, of int) {
			mu.Lock()
			defer mu.Unlock()
			longest = max(longest, time.Since(last))
			last = time.Now()
			started++
		}), data)
		wall := time.Since(t0)
		if err != nil {
			b.Fatalf("%d-page scan of %s: %v", pages, name, err)
		}
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		words := 0
		for _, p := range doc.Pages {
			words += len(p.Words)
		}
		limit := rssLimitFor(FirstMemoryLimit, int64(len(data)))
		peak := PeakWorkerRSS()
		b.Logf("%d-page scan of %s (%.1f MB file), %d slots: %d pages read by OCR (%d started), %d words, mean confidence %.2f, in %s (%.2f s/page); worker peak RSS %d MB of its %d MB ceiling; longest wait between pages %s (deadline moves %s per page); Go heap after %d MB",
			pages, name, float64(len(data))/1e6, slots, len(doc.OCR.Pages), started, words, doc.OCR.MeanConfidence, wall.Round(time.Second),
			wall.Seconds()/float64(pages), peak>>20, limit>>20, longest.Round(time.Millisecond), OCRPageTimeout, ms.HeapInuse>>20)
		if len(doc.OCR.Pages) != pages || peak > limit || longest > OCRPageTimeout {
			b.Errorf("want %d pages read within the ceiling and the per-page deadline", pages)
		}
		b.ReportMetric(wall.Seconds(), "s/scan")
		b.ReportMetric(float64(peak>>20), "MB-worker-peak")
	}
}

// BenchmarkOCRPages compares Carrel's OCR of a scanned paper's page images (realpdfs 056.pdf, 12
// pages rendered by PDFium at 300 dpi: ocrRun sends each to Tesseract, up to the parse slots at
// once, and turns its TSV into words through the layout pipeline) with plain `tesseract` on the
// same 12 images as PGM files, as many at once, alternating the two so both see the same machine
// load. It also times the whole parse of the PDF in a worker (PDFium decoding the 600 dpi CCITT
// scans and rendering them, then the OCR), whose extra over the OCR is PDFium's rendering.
//
//	go test -run XXX -bench 'OCRPages$' -benchtime 3x -timeout 30m ./backend/pdf/
func BenchmarkOCRPages(b *testing.B) {
	requireTesseract(b)
	data, err := os.ReadFile(filepath.Join(shareddata.Require(b, "testdata/realpdfs"), "pdfs", "056.pdf"))
	if err != nil {
		b.Fatal(err)
	}
	slots := ParseSlots()
	opts := OCROptions{Enabled: true, Languages: "eng", Parallel: slots}
	// The page images Carrel gives Tesseract, rendered once by an in-process engine.
	y, err := NewExtractor(Options{Workers: 1, CacheDir: filepath.Join(os.TempDir(), "carrel-pdf-test-wazero"), inProcess: true})
	if err != nil {
		b.Fatal(err)
	}
	e := <-y.engines
	dir := b.TempDir()
	var files []string
	var imgs []*grayImage
	t0 := time.Now()
	for i := range 12 {
		img := renderPageOf(b, e, data, i, OCRDPI)
		imgs = append(imgs, img)
	}
	render := time.Since(t0)
	for i, img := range imgs {
		f := filepath.Join(dir, fmt.Sprintf("p%02d.pgm", i+1))
		if err := os.WriteFile(f, append(fmt.Appendf(nil, "P5\n%d %d\n255\n", img.W, img.H), img.Pix...), 0o600); err != nil {
			b.Fatal(err)
		}
		files = append(files, f)
	}
	y.engines <- e
	y.Close()
	plainRun := func() {
		sem := make(chan struct{}, slots)
		var wg sync.WaitGroup
		for _, f := range files {
			sem <- struct{}{}
			wg.Go(func() {
				defer func() { <-sem }()
				cmd := exec.Command(Tesseract(), f, "stdout", "-l", "eng", "--dpi", "300", "--psm", "3", "tsv")
				cmd.Env = append(os.Environ(), "OMP_THREAD_LIMIT=1")
				if err := cmd.Run(); err != nil {
					b.Error(err)
				}
			})
		}
		wg.Wait()
	}
	ocrRun := func() {
		r := newOCRRun(context.Background(), opts, nil)
		r.pages = len(imgs)
		doc := &Doc{PageCount: len(imgs)}
		for i, img := range imgs {
			doc.Pages = append(doc.Pages, Page{Number: i + 1})
			r.need(i + 1)
			r.submit(i, img)
		}
		if err := r.finish(doc); err != nil || doc.OCR == nil || len(doc.OCR.Pages) != 12 {
			b.Fatalf("OCR of the images: %+v, %v", doc.OCR, err)
		}
	}
	// A worker's CPU time (with its Tesseracts') is counted when it is reaped: each parse has
	// its own extractor, closed at once, so none lands in another run's figure.
	parseRun := func() {
		x, err := NewExtractor(Options{Workers: 1, CacheDir: filepath.Join(os.TempDir(), "carrel-pdf-test-wazero"), OCR: opts})
		if err != nil {
			b.Fatal(err)
		}
		defer x.Close()
		doc, err := x.Extract(context.Background(), data)
		if err != nil || doc.OCR == nil || len(doc.OCR.Pages) != 12 {
			b.Fatalf("parse: %+v, %v", doc, err)
		}
	}
	// Wall time and CPU time (this process and its reaped children, the Tesseract processes of
	// both runs): on a shared machine the CPU time is the steadier measure.
	timed := func(run func(), wall, cpu *time.Duration) {
		t0, c0 := time.Now(), cpuTimeForBench()
		run()
		*wall += time.Since(t0)
		*cpu += cpuTimeForBench() - c0
	}
	var plain, carrel, parse, plainCPU, carrelCPU, parseCPU time.Duration
	b.ResetTimer()
	for i := range b.N {
		if i%2 == 0 {
			timed(plainRun, &plain, &plainCPU)
			timed(ocrRun, &carrel, &carrelCPU)
		} else {
			timed(ocrRun, &carrel, &carrelCPU)
			timed(plainRun, &plain, &plainCPU)
		}
		timed(parseRun, &parse, &parseCPU)
	}
	n := float64(b.N)
	pct := func(a, b time.Duration) float64 { return 100 * (a.Seconds() - b.Seconds()) / b.Seconds() }
	b.Logf("12 scanned pages, %d at once, per run: plain tesseract on the images %.1f s wall / %.1f s CPU; Carrel's OCR of the images %.1f s wall (%+.1f%%) / %.1f s CPU (%+.1f%%); the whole parse in a new worker %.1f s wall / %.1f s CPU (%+.1f%%); PDFium rendering the 12 pages alone %.1f s",
		slots, plain.Seconds()/n, plainCPU.Seconds()/n, carrel.Seconds()/n, pct(carrel, plain), carrelCPU.Seconds()/n, pct(carrelCPU, plainCPU), parse.Seconds()/n, parseCPU.Seconds()/n, pct(parseCPU, plainCPU), render.Seconds())
	b.ReportMetric(100*(carrelCPU.Seconds()-plainCPU.Seconds())/plainCPU.Seconds(), "%overhead-cpu")
	b.ReportMetric(plain.Seconds()/n, "s/12pages-tesseract")
	b.ReportMetric(carrel.Seconds()/n, "s/12pages-carrel")
	b.ReportMetric(parse.Seconds()/n, "s/12pages-parse")
	b.ReportMetric(100*(carrel.Seconds()-plain.Seconds())/plain.Seconds(), "%overhead")
}
