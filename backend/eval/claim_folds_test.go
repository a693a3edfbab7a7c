package eval

import (
	"maps"
	"slices"
	"testing"

	"carrel/backend/internal/beir"
	"carrel/backend/internal/shareddata"
)

// TestClaimFoldsGroupSiblings: claims citing a common abstract, even through a third claim,
// land in one fold; the folds are dealt by size; parity stays parity.
func TestClaimFoldsGroupSiblings(t *testing.T) {
	q := beir.Qrels{
		"1": {"a": 1}, "2": {"a": 1}, // siblings: one abstract
		"3": {"b": 1}, "4": {"b": 1, "c": 1}, "7": {"c": 1}, // a chain through 4
		"5": {"d": 1}, "6": {"e": 1},
	}
	f := claimFolds(q, true)
	if f["1"] != f["2"] || f["3"] != f["4"] || f["4"] != f["7"] {
		t.Fatalf("siblings split: %v", f)
	}
	// Groups by size: {3,4,7} → 0, {1,2} → 1, {5} → 1 (fold 1 had 2 < 3), {6} → 0 or 1 by size.
	if f["3"] != 0 || f["1"] != 1 || f["5"] != 1 {
		t.Fatalf("deal: %v", f)
	}
	n := [2]int{}
	for _, k := range f {
		n[k]++
	}
	if d := n[0] - n[1]; d < -1 || d > 1 {
		t.Fatalf("fold sizes %v", n)
	}
	p := claimFolds(q, false)
	if p["1"] != 1 || p["2"] != 0 || p["7"] != 1 {
		t.Fatalf("parity: %v", p)
	}
}

// TestClaimFoldsSciFactNoSharedAbstract: on SciFact train the grouped folds leave no held-out
// gold evidence abstract that a claim of the other fold also has as gold (parity leaves
// about half of them), and their sizes differ by at most one claim.
func TestClaimFoldsSciFactNoSharedAbstract(t *testing.T) {
	qrels, gold := trainFoldData(t)
	for _, grouped := range []bool{false, true} {
		f := claimFolds(qrels, grouped)
		for k := 0; k < 2; k++ {
			shared, pairs := sharedGoldPairs(gold, f, k)
			t.Logf("grouped %v, fold %d: %d of %d held-out gold pairs share their abstract with the fitting half", grouped, k, shared, pairs)
			if grouped && shared != 0 {
				t.Errorf("grouped fold %d: %d held-out gold pairs share an abstract with the fitting half", k, shared)
			}
			if !grouped && shared == 0 {
				t.Errorf("parity fold %d: no shared abstract; the data changed?", k)
			}
		}
		n := [2]int{}
		for _, k := range f {
			n[k]++
		}
		t.Logf("grouped %v: fold sizes %v", grouped, n)
		if d := n[0] - n[1]; grouped && (d < -1 || d > 1) {
			t.Errorf("grouped folds of %v claims", n)
		}
	}
}

// sharedGoldPairs counts fold k's gold (claim, abstract) pairs whose abstract is gold for a
// claim of the other fold too, and all of fold k's gold pairs.
func sharedGoldPairs(gold map[string]map[string]*claimGold, f map[string]int, k int) (shared, pairs int) {
	fitting := map[string]bool{}
	for id, docs := range gold {
		if f[id] != k {
			for doc := range docs {
				fitting[doc] = true
			}
		}
	}
	for id, docs := range gold {
		if f[id] == k {
			for doc := range docs {
				pairs++
				if fitting[doc] {
					shared++
				}
			}
		}
	}
	return shared, pairs
}

// TestSplitClaimsKFolds: on SciFact train every grouped split, K folds and seeded, leaves no
// held-out gold abstract that another fold has as gold; its folds differ by at most the largest
// group's 8 claims; a seed gives one split every time and another seed another split; and two
// folds with seed 0 are claimFolds' grouped folds.
func TestSplitClaimsKFolds(t *testing.T) {
	qrels, gold := trainFoldData(t)
	for _, s := range []foldSpec{{K: 5, Grouped: true}, {K: 10, Grouped: true}, {K: 5, Grouped: true, Seed: 1}, {K: 5, Grouped: true, Seed: 2}} {
		f := splitClaims(qrels, s)
		n := make([]int, s.folds())
		for _, k := range f {
			n[k]++
		}
		for k := range s.folds() {
			if shared, pairs := sharedGoldPairs(gold, f, k); shared != 0 {
				t.Errorf("%+v fold %d: %d of %d held-out gold pairs share an abstract with another fold", s, k, shared, pairs)
			}
		}
		if d := slices.Max(n) - slices.Min(n); d > 8 {
			t.Errorf("%+v: fold sizes %v", s, n)
		}
		t.Logf("%+v: fold sizes %v", s, n)
		if again := splitClaims(qrels, s); !maps.Equal(f, again) {
			t.Errorf("%+v: two calls differ", s)
		}
	}
	if !maps.Equal(splitClaims(qrels, foldSpec{Grouped: true}), claimFolds(qrels, true)) {
		t.Error("two grouped folds with seed 0 are not claimFolds'")
	}
	if maps.Equal(splitClaims(qrels, foldSpec{K: 5, Grouped: true, Seed: 1}), splitClaims(qrels, foldSpec{K: 5, Grouped: true, Seed: 2})) {
		t.Error("seeds 1 and 2 give one split")
	}
}

// trainFoldData is SciFact train's qrels and gold evidence, the inputs of every fold check.
func trainFoldData(t *testing.T) (beir.Qrels, map[string]map[string]*claimGold) {
	t.Helper()
	dir := shareddata.Require(t, "datasets/scifact")
	qrels, err := beir.LoadQrels(dir, "train")
	if err != nil {
		t.Fatal(err)
	}
	gold, err := loadClaimEvidence(dir, "train")
	if err != nil {
		t.Fatal(err)
	}
	return qrels, gold
}
