package eval

import (
	"io"
	"testing"

	"carrel/backend/pdfmeta"
)

// BenchmarkHeaderExtract is the metadata reading alone (issue 22: "metadata adds ≤ 20 ms per
// PDF"): the embedded header model over the train split's papers, their words read once before
// the clock starts. One op extracts every paper; divide by their number for a paper's cost.
// cpu-ms/paper is the process's CPU time over the loop: on a machine shared with other work
// it moves less than the wall-clock figures.
func BenchmarkHeaderExtract(b *testing.B) {
	docs, err := loadRealDocs(io.Discard, "train")
	if err != nil || len(docs) == 0 {
		b.Skipf("realpdfs train split unavailable: %v", err)
	}
	m := pdfmeta.DefaultHeaderModel()
	b.ResetTimer()
	cpu0 := cpuSeconds()
	for i := 0; i < b.N; i++ {
		for _, d := range docs {
			m.Extract(d.doc)
		}
	}
	cpu := cpuSeconds() - cpu0
	b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N*len(docs)), "ms/paper")
	b.ReportMetric(cpu*1000/float64(b.N*len(docs)), "cpu-ms/paper")
}
