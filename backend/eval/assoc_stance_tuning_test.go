//go:build tuning

package eval

import (
	"hash/fnv"
	"os"
	"strconv"
	"testing"

	"carrel/backend/answer"
)

// TestStanceAssoc (recipe 31, analysis): does a learned claim-word × sentence-word association
// with CONTRADICT tell the stance? For each (c, s) of a claim's and a rationale sentence's stems
// met in STANCE_ASSOC_MIN claims (default 3) of the fitting pairs, the smoothed share of
// CONTRADICT less the base rate; a pair's input is the mean over the (c, s) it holds. Scored
// pairs read the other fold's table, fitting pairs a table fitted without their quarter of the
// claims. Prints the stance check beside the same check without the input.
func TestStanceAssoc(t *testing.T) {
	dir := os.Getenv("SCIFACT")
	if dir == "" {
		t.Skip("SCIFACT not set")
	}
	single, _ := stancePairs(t, dir)
	crossStance(t, "sentence", single, single)
	minClaims := 3
	if v := os.Getenv("STANCE_ASSOC_MIN"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil {
			t.Fatal(err)
		}
		minClaims = n
	}
	part := func(claim string) int {
		h := fnv.New32a()
		h.Write([]byte(claim))
		return int(h.Sum32() % 4)
	}
	type key struct{ c, s string }
	fitTable := func(keep func(stancePair) bool) map[key]float64 {
		n, k, claims := map[key]float64{}, map[key]float64{}, map[key]map[string]bool{}
		var all, contra float64
		for _, p := range single {
			if p.synthetic || !keep(p) {
				continue
			}
			all++
			if p.contradict {
				contra++
			}
			for _, c := range answer.AssocStems(p.claim) {
				for _, s := range answer.AssocStems(p.quote) {
					x := key{c, s}
					n[x]++
					if p.contradict {
						k[x]++
					}
					if claims[x] == nil {
						claims[x] = map[string]bool{}
					}
					claims[x][p.claim] = true
				}
			}
		}
		p0 := contra / max(all, 1)
		out := map[key]float64{}
		for x, v := range n {
			if len(claims[x]) >= minClaims {
				out[x] = (k[x]+5*p0)/(v+5) - p0
			}
		}
		return out
	}
	read := func(tab map[key]float64, p stancePair) float64 {
		sum, m := 0.0, 0
		ss := answer.AssocStems(p.quote)
		for _, c := range answer.AssocStems(p.claim) {
			for _, s := range ss {
				if v, ok := tab[key{c, s}]; ok {
					sum += v
					m++
				}
			}
		}
		if m == 0 {
			return 0
		}
		return sum / float64(m)
	}
	os.Setenv("STANCE_ASSOC", "1")
	defer os.Unsetenv("STANCE_ASSOC")
	var fitOn, score []stancePair
	for fold := range 2 {
		other := fitTable(func(p stancePair) bool { return p.fold != fold })
		var parts [4]map[key]float64
		for q := range 4 {
			parts[q] = fitTable(func(p stancePair) bool { return p.fold == fold && part(p.claim) != q })
		}
		for _, p := range single {
			if p.fold != fold {
				continue
			}
			s := p
			s.features = append(append([]float64(nil), p.features...), read(other, p))
			score = append(score, s)
			f := p
			f.features = append(append([]float64(nil), p.features...), read(parts[part(p.claim)], p))
			fitOn = append(fitOn, f)
		}
	}
	crossStance(t, "sentence+assoc", fitOn, score)
}
