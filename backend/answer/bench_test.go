package answer

import (
	"fmt"
	"testing"

	"carrel/backend/domain"
)

// benchCandidates builds n abstracts of ~9 sentences each from self-made sentences that
// mix the question's terms with filler, so scoring and selection do real work.
func benchCandidates(n int) []Candidate {
	topics := []string{"aspirin", "colorectal cancer", "bleeding", "statins", "memory", "sleep", "insulin", "glucose"}
	var out []Candidate
	for i := 0; i < n; i++ {
		text := ""
		for k := 0; k < 9; k++ {
			a, b := topics[(i+k)%len(topics)], topics[(i*3+k*5)%len(topics)]
			text += fmt.Sprintf("In cohort %d, %s was associated with %s in %d of %d adults (p = 0.0%d). ", i, a, b, 10+k, 100+i, k+1)
		}
		out = append(out, abstract(fmt.Sprintf("pap_%d", i), fmt.Sprintf("Study %d of %s", i, topics[i%len(topics)]), text, i+1))
	}
	return out
}

func BenchmarkCompose(b *testing.B) {
	for _, depth := range []string{domain.DepthStandard, domain.DepthDeepReview} {
		b.Run(fmt.Sprintf("20cands/%s", depth), func(b *testing.B) {
			req := Request{Query: "Does aspirin lower colorectal cancer risk without bleeding?", Depth: depth, Candidates: benchCandidates(20)}
			if r, _ := Compose(req); len(r.Citations()) == 0 {
				b.Fatal("benchmark answer has no citations")
			}
			b.ReportAllocs()
			cpu0 := processCPU()
			for b.Loop() {
				if _, err := Compose(req); err != nil {
					b.Fatal(err)
				}
			}
			if cpu := processCPU() - cpu0; cpu > 0 {
				b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N), "cpu-ns/op")
			}
		})
	}
}

func BenchmarkSplitSentences(b *testing.B) {
	text := benchCandidates(1)[0].Text
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		SplitSentences(text)
	}
}
