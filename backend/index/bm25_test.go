package index

import (
	"math/rand"
	"testing"
)

func TestTopNMatchesFullSort(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	acc := sparse{}
	den := newDense(10) // starts small to exercise growth
	for i := 0; i < 5000; i++ {
		n := uint64(rng.Intn(100000))
		if _, dup := acc[n]; dup {
			continue
		}
		v := float64(1 + rng.Intn(300)) // many ties
		acc[n] = v
		den.add(n, v)
	}
	all := make([]scoredDoc, 0, len(acc))
	for n, s := range acc {
		all = append(all, scoredDoc{n, s})
	}
	sortScored(all)
	for _, k := range []int{1, 10, 100, len(acc) + 5} {
		got, gotDense := topN(acc, k), topN(den, k)
		want := all[:min(k, len(all))]
		if len(gotDense) != len(got) {
			t.Fatalf("k=%d: dense %d results, sparse %d", k, len(gotDense), len(got))
		}
		if len(got) != len(want) {
			t.Fatalf("k=%d: %d results, want %d", k, len(got), len(want))
		}
		for i := range want {
			if got[i] != want[i] || gotDense[i] != want[i] {
				t.Fatalf("k=%d: position %d is %v, want %v", k, i, got[i], want[i])
			}
		}
	}
}
