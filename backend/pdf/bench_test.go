package pdf

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"carrel/backend/internal/shareddata"
)

// BenchmarkExtractSet extracts every PDF of shared/testdata/pdfs in one worker
// and reports pages per second over the documents that succeed (target >= 70).
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
	x := testExtractor(b)
	b.ResetTimer()
	cpu0 := cpuTimeForBench()
	pages := 0
	var okTime time.Duration
	for range b.N {
		for _, data := range docs {
			t0 := time.Now()
			doc, err := x.Extract(context.Background(), data)
			if err == nil {
				okTime += time.Since(t0)
				pages += len(doc.Pages)
			}
		}
	}
	b.ReportMetric(float64(pages)/okTime.Seconds(), "pages/s")
	// The machine is shared: pages per CPU-second (all files, failures included)
	// is the steadier figure.
	b.ReportMetric(float64(pages)/(cpuTimeForBench()-cpu0).Seconds(), "pages/cpu-s")
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
