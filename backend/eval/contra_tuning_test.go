//go:build tuning

package eval

import (
	"fmt"
	"os"
	"slices"
	"sort"
	"testing"

	"carrel/backend/answer"
	"carrel/backend/domain"
)

// opposingStance are the stance inputs whose reading is that the sentence reverses the claim.
var opposingStance = []string{"up_down", "down_up", "diff_polar_opposed", "valence_oppose", "compare_oppose", "effect_oppose"}

// opposesClaim reports whether stance inputs x read the sentence as the claim's reverse: a
// direction word against the claim's, an opposite pole, valence, comparison or effect size.
func opposesClaim(x []float64) bool {
	for _, n := range opposingStance {
		if i := slices.Index(answer.StanceFeatureNames(), n); i >= 0 && i < len(x) && x[i] > 0 {
			return true
		}
	}
	return false
}

// TestUncountedContradictions tallies, on a cache's held-out claims, the studies Policy cites by
// gold label (CONTRADICT, SUPPORT, no evidence): how many count, and of those left uncounted which
// bar leaves them (a stating finding failing Counts, or the fitted gate under GateCount) with
// their gate probabilities, and how many findings the stance rules read as the claim's reverse
// (opposesClaim; docs/answers.md, recipe 24). Run with
//
//	SEL_CACHE=cache1.gob go test -tags tuning -run TestUncountedContradictions -v ./backend/eval/
func TestUncountedContradictions(t *testing.T) {
	held, m := selFitted(t)
	type tally struct {
		cited, counted, states, statesOut, opp, oppOut int
		gp                                             []float64
		feat                                           [][]float64
	}
	by := map[string]*tally{"CONTRADICT": {}, "SUPPORT": {}, "none": {}}
	replayPolicy(&m, held, func(c *claimRows, studies []answer.PolicyStudy, rowsOf [][]int, kept []answer.PolicyFinding) {
		var sp []float64
		if len(m.Study.Weights) > 0 {
			for _, x := range answer.StudyFeatures(studies) {
				sp = append(sp, m.Study.Prob(x))
			}
		}
		feats := answer.GateFeatures(studies, kept, sp)
		for k, f := range kept {
			label := "none"
			if g := c.gold[c.rows[rowsOf[f.Study][0]].source]; g != nil {
				label = g.label
			}
			tl := by[label]
			tl.cited++
			s := studies[f.Study].Sentences[f.Sentences[0]]
			if s.States {
				tl.states++
			}
			if opposesClaim(c.rows[rowsOf[f.Study][f.Sentences[0]]].stance) {
				tl.opp++
				if !f.Counts {
					tl.oppOut++
				}
			}
			if f.Counts {
				tl.counted++
				continue
			}
			if s.States {
				tl.statesOut++
				continue
			}
			tl.gp = append(tl.gp, m.Gate.Prob(feats[k]))
			tl.feat = append(tl.feat, feats[k])
		}
	})
	names := answer.GateFeatureNames()
	fmt.Printf("gate_count %.2f\n", m.GateCount)
	for _, l := range []string{"CONTRADICT", "SUPPORT", "none"} {
		tl := by[l]
		sort.Float64s(tl.gp)
		q := func(p float64) float64 {
			if len(tl.gp) == 0 {
				return 0
			}
			return tl.gp[int(p*float64(len(tl.gp)-1))]
		}
		near := 0
		for _, g := range tl.gp {
			if g >= m.GateCount-0.15 {
				near++
			}
		}
		fmt.Printf("%-10s cited %d counted %d states %d; uncounted: stating %d, gate %d (gate p q25 %.2f q50 %.2f q75 %.2f, within 0.15 of the bar %d); opposes %d, uncounted %d\n",
			l, tl.cited, tl.counted, tl.states, tl.statesOut, len(tl.gp), q(0.25), q(0.5), q(0.75), near, tl.opp, tl.oppOut)
		mean := make([]float64, len(names))
		for _, x := range tl.feat {
			for i := range x {
				mean[i] += x[i] / float64(len(tl.feat))
			}
		}
		for i, n := range names[:11] {
			fmt.Printf("   %s %.3f", n, mean[i])
		}
		fmt.Println()
	}
}

// TestUncountedContradictionExamples prints the held-out cited gold-CONTRADICT studies Policy
// leaves uncounted: the claim, the gate's probability, whether the finding is a gold rationale
// sentence, and the finding and rationale sentences (SEL_CACHE, SEL_FOLD).
func TestUncountedContradictionExamples(t *testing.T) {
	d, held := selHeldClaims(t)
	hc, m := selFitted(t)
	rationale := 0
	for ci := range hc {
		c := &hc[ci]
		studies, rowsOf := c.policyStudies()
		kept := answer.Policy(&m, studies, answer.MaxStudies(domain.DepthStandard), nil)
		gf := answer.GateFeatures(studies, kept, studyProbsOf(&m, studies))
		for k, f := range kept {
			g := c.gold[c.rows[rowsOf[f.Study][0]].source]
			if f.Counts || g == nil || g.label != "CONTRADICT" {
				continue
			}
			fr := c.rows[rowsOf[f.Study][f.Sentences[0]]]
			if fr.positive {
				rationale++
			}
			fmt.Printf("claim %s %q\n  rank %d gate %.2f finding is rationale %v about %.0f outcome %.2f side_min %.2f\n", held[ci], d.claims[held[ci]], studies[f.Study].Rank, m.Gate.Prob(gf[k]), fr.positive, gf[k][3], gf[k][6], gf[k][7])
			for j, ri := range rowsOf[f.Study] {
				r := c.rows[ri]
				if j == f.Sentences[0] || r.positive {
					fmt.Printf("   F=%v pos=%v p=%.3f %s\n", j == f.Sentences[0], r.positive, c.probs[ri], r.row.Quote)
				}
			}
		}
	}
	fmt.Printf("uncounted gold-CONTRADICT findings that are a rationale sentence: %d\n", rationale)
}

// TestGateCountByLabel prints, for a range of GateCount bars, the held-out cited studies that
// count by gold label (SEL_CACHE): what lowering the gate's bar lets in beside contradictions.
func TestGateCountByLabel(t *testing.T) {
	held, m := selFitted(t)
	fitted := m.GateCount
	for _, bar := range []float64{0.25, 0.30, 0.35, 0.40, 0.45, 0.50} {
		m.GateCount = bar
		n := map[string]int{}
		replayPolicy(&m, held, func(c *claimRows, studies []answer.PolicyStudy, rowsOf [][]int, kept []answer.PolicyFinding) {
			for _, f := range kept {
				if !f.Counts {
					continue
				}
				label := "none"
				if g := c.gold[c.rows[rowsOf[f.Study][0]].source]; g != nil {
					label = g.label
				}
				n[label]++
			}
		})
		fmt.Printf("gate_count %.2f (fitted %.2f): counted CONTRADICT %d SUPPORT %d none %d (none share %.3f)\n",
			bar, fitted, n["CONTRADICT"], n["SUPPORT"], n["none"], float64(n["none"])/float64(max(n["CONTRADICT"]+n["SUPPORT"]+n["none"], 1)))
	}
}

// TestRationaleProbByLabel prints the held-out gold rationale sentences' evidence probability by
// their abstract's label, with and without the evidence input "opposes" (opposesClaim of the
// cached stance inputs) appended before fitting (SEL_CACHE; CONTRA_EVIDENCE=1 appends it).
func TestRationaleProbByLabel(t *testing.T) {
	fit, held := selCache(t)
	opts := fitOptions{study: true, gate: true}
	if os.Getenv("CONTRA_EVIDENCE") != "" {
		opts.evidenceNames = append(answer.EvidenceFeatureNames()[:len(fit[0].rows[0].evidence)], "opposes")
		for _, cs := range [][]claimRows{fit, held} {
			for c := range cs {
				for i := range cs[c].rows {
					r := &cs[c].rows[i]
					r.evidence = append(slices.Clip(r.evidence), b2f(opposesClaim(r.stance)))
				}
			}
		}
	}
	m, _, _, _ := fitAnswer(fit, opts)
	setProbs(&m, held)
	probs := map[string][]float64{}
	for ci := range held {
		c := &held[ci]
		for i, r := range c.rows {
			if r.positive {
				probs[r.label] = append(probs[r.label], c.probs[i])
			}
		}
	}
	for l, ps := range probs {
		sort.Float64s(ps)
		fmt.Printf("%s rationale sentences %d: evidence p q25 %.3f q50 %.3f q75 %.3f\n", l, len(ps), ps[len(ps)/4], ps[len(ps)/2], ps[3*len(ps)/4])
	}
	c, p, g := simulateCounts(&m, held)
	pp, rr, ff := prf(c, p, g)
	gold, other := countedSplit(&m, held)
	n := map[string]int{}
	replayPolicy(&m, held, func(hc *claimRows, studies []answer.PolicyStudy, rowsOf [][]int, kept []answer.PolicyFinding) {
		for _, f := range kept {
			if g := hc.gold[hc.rows[rowsOf[f.Study][0]].source]; f.Counts && g != nil {
				n[g.label]++
			}
		}
	})
	fmt.Printf("held P %.4f R %.4f F1 %.4f counted gold %d (CONTRADICT %d SUPPORT %d) other %d\n", pp, rr, ff, gold, n["CONTRADICT"], n["SUPPORT"], other)
}
