//go:build tuning

package eval

import (
	"fmt"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"carrel/backend/answer"
	"carrel/backend/internal/beir"
	"carrel/backend/internal/shareddata"
)

// TestStanceOOF reads every gold rationale pair of SciFact train out of fold (the stance model
// fitted on the other folds' claims, as train-answer fits it) and sorts the pairs the stance model
// alone decides (no stance rule) by gold label and by which of the pair's inputs are set: what
// separates the model's right contradictions from its wrong ones (docs/answers.md, recipe 35).
// Run with STANCE_CACHE=all.gob FOLDS=5 GROUP_FOLDS=1 STANCE_SEEDS=0,1,2 go test -tags tuning
// -run TestStanceOOF -v ./backend/eval/.
func TestStanceOOF(t *testing.T) {
	path := os.Getenv("STANCE_CACHE")
	if path == "" {
		t.Skip("STANCE_CACHE not set")
	}
	base := foldSpecEnv()
	d, byID := cachedRowsByID(t, base, path)
	names := answer.StanceFeatureNames()
	type tally struct{ right, wrong int } // model says contradicts: gold CONTRADICT / gold SUPPORT
	byInput := map[string]*tally{}
	missed := map[string]int{} // gold CONTRADICT the model reads supports, by input set
	var allC tally
	nMissed, nRule := 0, 0
	add := func(key string, right bool) {
		if byInput[key] == nil {
			byInput[key] = &tally{}
		}
		if right {
			byInput[key].right++
		} else {
			byInput[key].wrong++
		}
	}
	for _, s := range strings.Split(os.Getenv("STANCE_SEEDS"), ",") {
		seed, _ := strconv.ParseUint(strings.TrimSpace(s), 10, 64)
		spec := base
		spec.Seed = seed
		for k := range spec.K {
			_, heldIDs, fitIDs := foldClaimIDs(t, spec, k)
			fit := rowsOf(byID, fitIDs)
			o := fitOptions{}
			st := fitStance(stanceFitPairs(fit, o), o)
			for _, id := range heldIDs {
				for _, r := range byID[id].rows {
					if !r.positive || r.label == "" {
						continue
					}
					if answer.StanceRule(d.claims[id], r.row.Quote) != "" {
						nRule++
						continue
					}
					gc := r.label == "CONTRADICT"
					if st.Prob(r.stance) < answer.StanceCut {
						if gc {
							nMissed++
							missed[setInputs(names, r.stance)]++
						}
						continue
					}
					if gc {
						allC.right++
					} else {
						allC.wrong++
					}
					for j, n := range names {
						if r.stance[j] != 0 {
							add(n, gc)
						}
					}
				}
			}
		}
	}
	fmt.Printf("rule-decided rationale pairs (left out): %d\n", nRule)
	fmt.Printf("model reads contradicts: %d right, %d wrong (%.3f)\n", allC.right, allC.wrong, float64(allC.right)/float64(allC.right+allC.wrong))
	fmt.Println("| input set (non-zero) | right | wrong | precision |")
	for _, n := range names {
		if x := byInput[n]; x != nil {
			fmt.Printf("| %s | %d | %d | %.3f |\n", n, x.right, x.wrong, float64(x.right)/float64(x.right+x.wrong))
		}
	}
	fmt.Printf("gold CONTRADICT the model reads supports: %d\n", nMissed)
	_ = missed
}

// setInputs names the inputs of x that are not zero.
func setInputs(names []string, x []float64) string {
	var on []string
	for j, n := range names {
		if x[j] != 0 {
			on = append(on, n)
		}
	}
	return strings.Join(on, "+")
}

// oofPair is one rationale pair the stance model alone decides, read out of fold.
type oofPair struct {
	x    []float64
	p    float64 // the stance model's probability that it contradicts
	gold bool    // gold CONTRADICT
}

// modelPairs are the rationale pairs of claims (ids) no stance rule decides, read by st.
func modelPairs(d *sciFact, byID map[string]claimRows, ids []string, st answer.Logistic) []oofPair {
	var out []oofPair
	for _, id := range ids {
		for _, r := range byID[id].rows {
			if !r.positive || r.label == "" || answer.StanceRule(d.claims[id], r.row.Quote) != "" {
				continue
			}
			out = append(out, oofPair{x: r.stance, p: st.Prob(r.stance), gold: r.label == "CONTRADICT"})
		}
	}
	return out
}

// TestStanceCheckOOF measures direction c of recipe 35 on the rationale pairs: a second logistic
// model, fitted on the fitting claims' own out-of-fold reads (inner grouped folds), that says
// whether a contradiction the stance model reads is right, against simply raising the stance cut
// until as many contradictions are read. Pairs, not verdicts: only if the check beats the higher
// cut here is it worth a product change. Same environment as TestStanceOOF.
func TestStanceCheckOOF(t *testing.T) {
	path := os.Getenv("STANCE_CACHE")
	if path == "" {
		t.Skip("STANCE_CACHE not set")
	}
	base := foldSpecEnv()
	d, byID := cachedRowsByID(t, base, path)
	qrels, err := beir.LoadQrels(shareddata.Require(t, "datasets/scifact"), "train")
	if err != nil {
		t.Fatal(err)
	}
	fitOn := func(ids []string) answer.Logistic {
		o := fitOptions{}
		return fitStance(stanceFitPairs(rowsOf(byID, ids), o), o)
	}
	names := append(answer.StanceFeatureNames(), "stance_logit")
	row := func(p oofPair) []float64 { return append(slices.Clone(p.x), math.Log(p.p/(1-p.p))) }
	for _, bar := range []float64{0.4, 0.5, 0.6} {
		var check, cut, all [2]int // right, wrong contradictions read
		for _, s := range strings.Split(os.Getenv("STANCE_SEEDS"), ",") {
			seed, _ := strconv.ParseUint(strings.TrimSpace(s), 10, 64)
			spec := base
			spec.Seed = seed
			for k := range spec.K {
				_, held, fit := foldClaimIDs(t, spec, k)
				sub := beir.Qrels{}
				for _, id := range fit {
					sub[id] = qrels[id]
				}
				inner := splitClaims(sub, foldSpec{K: 5, Grouped: true})
				var x [][]float64
				var y []bool
				for ik := range 5 {
					var in, out []string
					for _, id := range fit {
						if inner[id] == ik {
							out = append(out, id)
						} else {
							in = append(in, id)
						}
					}
					for _, p := range modelPairs(d, byID, out, fitOn(in)) {
						if p.p >= answer.StanceCut {
							x, y = append(x, row(p)), append(y, p.gold)
						}
					}
				}
				chk := fitLogistic(names, x, y, 1)
				pairs := modelPairs(d, byID, held, fitOn(fit))
				var kept []float64
				for _, p := range pairs {
					if p.p < answer.StanceCut {
						continue
					}
					all[b2i(!p.gold)]++
					if chk.Prob(row(p)) >= bar {
						check[b2i(!p.gold)]++
						kept = append(kept, p.p)
					}
				}
				// the higher cut that reads as many contradictions as the check keeps
				var ps []float64
				for _, p := range pairs {
					if p.p >= answer.StanceCut {
						ps = append(ps, p.p)
					}
				}
				slices.Sort(ps)
				slices.Reverse(ps)
				n := len(kept)
				for _, p := range pairs {
					if p.p >= answer.StanceCut && n > 0 && p.p >= ps[n-1] {
						cut[b2i(!p.gold)]++
					}
				}
			}
		}
		pr := func(x [2]int) string {
			return fmt.Sprintf("%d right, %d wrong (%.3f)", x[0], x[1], float64(x[0])/float64(max(1, x[0]+x[1])))
		}
		fmt.Printf("check bar %.1f: model alone %s; check keeps %s; a higher cut keeping as many %s\n", bar, pr(all), pr(check), pr(cut))
	}
}
