package pdf

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"carrel/backend/internal/shareddata"
)

// BenchmarkExtractSet extracts every PDF of shared/testdata/pdfs and reports pages per second
// over the documents that succeed, and pages per CPU-second over all files (workers included):
// "worker" is one parse worker as `carrel pdf words` runs it, "slots" the app's parse slots
// working at once, "in-process" PDFium in this process (no isolation, for profiles).
//
//	go test -run XXX -bench ExtractSet -benchtime 1x ./backend/pdf/
func BenchmarkExtractSet(b *testing.B) {
	dir := shareddata.Require(b, "testdata/pdfs")
	files, _ := filepath.Glob(filepath.Join(dir, "*.pdf"))
	var docs [][]byte
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		docs = append(docs, data)
	}
	cache := filepath.Join(os.TempDir(), "carrel-pdf-test-wazero")
	for _, c := range []struct {
		name  string
		opts  Options
		slots int
	}{
		{"worker", Options{Workers: 1, CacheDir: cache}, 1},
		{"slots", Options{Workers: ParseSlots(), CacheDir: cache}, ParseSlots()},
		{"in-process", Options{Workers: 1, CacheDir: cache, inProcess: true}, 1},
	} {
		b.Run(c.name, func(b *testing.B) {
			x, err := NewExtractor(c.opts)
			if err != nil {
				b.Fatal(err)
			}
			// Start the workers first, as a running app has them.
			var warm sync.WaitGroup
			for range c.slots {
				warm.Go(func() { _, _ = x.Extract(context.Background(), minimalPDF(0, "warm up the worker")) })
			}
			warm.Wait()
			b.ResetTimer()
			cpu0 := cpuTimeForBench()
			t0 := time.Now()
			var mu sync.Mutex
			pages := 0
			for range b.N {
				next := make(chan []byte)
				var wg sync.WaitGroup
				for range c.slots {
					wg.Go(func() {
						for data := range next {
							doc, err := x.Extract(context.Background(), data)
							if err == nil {
								mu.Lock()
								pages += len(doc.Pages)
								mu.Unlock()
							}
						}
					})
				}
				for _, d := range docs {
					next <- d
				}
				close(next)
				wg.Wait()
			}
			wall := time.Since(t0)
			x.Close() // reaps the workers, so their CPU time is counted
			b.ReportMetric(float64(pages)/wall.Seconds(), "pages/s")
			b.ReportMetric(float64(pages)/(cpuTimeForBench()-cpu0).Seconds(), "pages/cpu-s")
			b.ReportMetric(float64(ParseSlots()), "slots")
		})
	}
}

// BenchmarkCheck measures the synchronous check over the shared set.
func BenchmarkCheck(b *testing.B) {
	dir := shareddata.Require(b, "testdata/pdfs")
	files, _ := filepath.Glob(filepath.Join(dir, "*.pdf"))
	var docs [][]byte
	for _, f := range files {
		data, _ := os.ReadFile(f)
		docs = append(docs, data)
	}
	b.ResetTimer()
	for range b.N {
		for _, data := range docs {
			_, _ = Check(data)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N*len(docs)), "ms/file")
}
