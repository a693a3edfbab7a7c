package index

import (
	"math/rand"
	"testing"
)

func TestTopNMatchesFullSort(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	acc := map[uint64]float64{}
	for i := 0; i < 5000; i++ {
		acc[uint64(rng.Intn(100000))] = float64(rng.Intn(300)) // many ties
	}
	all := make([]scoredDoc, 0, len(acc))
	for n, s := range acc {
		all = append(all, scoredDoc{n, s})
	}
	sortScored(all)
	for _, k := range []int{1, 10, 100, len(acc) + 5} {
		got := topN(acc, k)
		want := all[:min(k, len(all))]
		if len(got) != len(want) {
			t.Fatalf("k=%d: %d results, want %d", k, len(got), len(want))
		}
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("k=%d: position %d is %v, want %v", k, i, got[i], want[i])
			}
		}
	}
}
