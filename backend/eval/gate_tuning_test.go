//go:build tuning

package eval

import (
	"fmt"
	"slices"
	"testing"

	"carrel/backend/answer"
	"carrel/backend/domain"
)

// gateCandidates are inputs the fitted gate lacks, read of a cited finding's row and its study:
// the finding's evidence features by name, and "rule" (a stance rule decides the finding),
// "pool_share" (the finding's evidence probability over the pool's likeliest sentence's) and
// "runner_up" (the study's second likeliest sentence's over the finding's).
var gateCandidates = []string{"rule", "outcome_share", "side_min", "pool_share", "runner_up", "finding_cue",
	"has_number", "has_stats", "conclusion_cue", "cosine", "sentence_precision", "source_best_coverage",
	"source_top_rel", "rel_pool"}

// gateRow is one cited finding that does not state the claim, as the gate decides it.
type gateRow struct {
	x          []float64 // answer.GateFeatures
	extra      []float64 // gateCandidates
	gold, nei  bool      // a gold evidence abstract; a claim with no evidence
	first      bool      // the first cited study
	rationale  bool      // the finding is a gold rationale sentence
	contradict bool      // gold CONTRADICT
}

// gateRows are the cited findings of claims (texts in the same order) that do not state the
// claim, with the candidate inputs, under m.
func gateRows(m *answer.Model, claims []claimRows, texts []string) []gateRow {
	var out []gateRow
	evIdx := func(n string) int { return slices.Index(answer.EvidenceFeatureNames(), n) }
	for ci := range claims {
		c := &claims[ci]
		studies, rowsOf := c.policyStudies()
		poolTop := 0.0
		for _, p := range c.probs {
			poolTop = max(poolTop, p)
		}
		kept := answer.Policy(m, studies, answer.MaxStudies(domain.DepthStandard), nil)
		for k, x := range answer.GateFeatures(studies, kept, studyProbsOf(m, studies)) {
			st := studies[kept[k].Study]
			at := kept[k].Sentences[0]
			if st.Sentences[at].States {
				continue
			}
			r := c.rows[rowsOf[kept[k].Study][at]]
			g := c.gold[r.source]
			second := 0.0
			for j, s := range st.Sentences {
				if j != at {
					second = max(second, s.Prob)
				}
			}
			var extra []float64
			for _, n := range gateCandidates {
				switch n {
				case "rule":
					_, branch := answer.StanceRuleBranch(texts[ci], r.row.Quote)
					extra = append(extra, b2f(branch != ""))
				case "pool_share":
					extra = append(extra, kept[k].Prob/max(poolTop, 1e-9))
				case "runner_up":
					extra = append(extra, second/max(kept[k].Prob, 1e-9))
				default:
					extra = append(extra, r.evidence[evIdx(n)])
				}
			}
			out = append(out, gateRow{x: x, extra: extra, gold: g != nil, nei: len(c.gold) == 0, first: k == 0,
				rationale: r.positive, contradict: g != nil && g.label == "CONTRADICT"})
		}
	}
	return out
}

// rankAUC is the probability that a random pos value exceeds a random neg one (ties half).
func rankAUC(pos, neg []float64) float64 {
	if len(pos) == 0 || len(neg) == 0 {
		return 0.5
	}
	s := 0.0
	for _, a := range pos {
		for _, b := range neg {
			switch {
			case a > b:
				s++
			case a == b:
				s += 0.5
			}
		}
	}
	return s / float64(len(pos)*len(neg))
}

// TestGateTurnedDown compares, on a cache's held-out claims, the first cited studies the
// fitted gate turns down (under GateCount, finding not stating the claim) that are gold
// evidence against those of claims with no evidence: each candidate input's means and AUC;
// then refits the gate with each candidate (and all) added, on the fitting claims as fitGate
// does, and prints the held-out studies it counts at GateCount (docs/answers.md, recipe 28
// gate). Run with
//
//	SEL_CACHE=cacheK.gob SEL_FOLD=K go test -tags tuning -run TestGateTurnedDown -v ./backend/eval/
func TestGateTurnedDown(t *testing.T) {
	d, heldIDs, fitIDs := selFoldClaims(t)
	held, m := selFitted(t)
	fit, _ := selCache(t)
	text := func(ids []string) []string {
		var out []string
		for _, id := range ids {
			out = append(out, d.claims[id])
		}
		return out
	}
	hr := gateRows(&m, held, text(heldIDs))
	var gold, nei []gateRow
	for _, r := range hr {
		if !r.first || m.Gate.Prob(r.x) >= m.GateCount {
			continue
		}
		if r.gold {
			gold = append(gold, r)
		} else if r.nei {
			nei = append(nei, r)
		}
	}
	nr, nc := 0, 0
	for _, r := range gold {
		nr += int(b2f(r.rationale))
		nc += int(b2f(r.contradict))
	}
	fmt.Printf("first cited, turned down: gold %d (CONTRADICT %d, finding a rationale %d), no evidence %d\n", len(gold), nc, nr, len(nei))
	mean := func(rs []gateRow, f func(gateRow) float64) (float64, []float64) {
		var v []float64
		s := 0.0
		for _, r := range rs {
			v = append(v, f(r))
			s += f(r)
		}
		return s / float64(max(len(rs), 1)), v
	}
	for i, n := range gateCandidates {
		f := func(r gateRow) float64 { return r.extra[i] }
		a, av := mean(gold, f)
		b, bv := mean(nei, f)
		fmt.Printf("%-22s gold %.3f  no evidence %.3f  AUC %.2f\n", n, a, b, rankAUC(av, bv))
	}
	a, av := mean(gold, func(r gateRow) float64 { return m.Gate.Prob(r.x) })
	b, bv := mean(nei, func(r gateRow) float64 { return m.Gate.Prob(r.x) })
	fmt.Printf("%-22s gold %.3f  no evidence %.3f  AUC %.2f\n", "gate (fitted)", a, b, rankAUC(av, bv))

	// Refit with candidates added, on the fitting claims' rows as fitGate reads them.
	setProbs(&m, fit)
	fr := gateRows(&m, fit, text(fitIDs))
	setProbs(&m, held)
	variants := [][]int{nil}
	for i := range gateCandidates {
		variants = append(variants, []int{i})
	}
	all := make([]int, len(gateCandidates))
	for i := range all {
		all[i] = i
	}
	variants = append(variants, all)
	for _, v := range variants {
		names := answer.GateFeatureNames()
		with := func(r gateRow) []float64 {
			x := slices.Clone(r.x)
			for _, i := range v {
				x = append(x, r.extra[i])
			}
			return x
		}
		for _, i := range v {
			names = append(names, gateCandidates[i])
		}
		var x [][]float64
		var y []bool
		for _, r := range fr {
			x, y = append(x, with(r)), append(y, r.gold)
		}
		l := fitLogistic(names, x, y, gateL2)
		var pg, po []float64
		cg, co, cn := 0, 0, 0
		for _, r := range hr {
			p := l.Prob(with(r))
			if r.gold {
				pg = append(pg, p)
			} else {
				po = append(po, p)
			}
			if p >= m.GateCount {
				cg += int(b2f(r.gold))
				co += int(b2f(!r.gold))
				cn += int(b2f(r.nei))
			}
		}
		label := "gate as fitted"
		if len(v) == len(gateCandidates) {
			label = "+ all"
		} else if len(v) == 1 {
			label = "+ " + gateCandidates[v[0]]
		}
		fmt.Printf("%-24s held-out AUC %.3f, counted at %.2f: gold %d, not gold %d (no evidence %d)\n", label, rankAUC(pg, po), m.GateCount, cg, co, cn)
	}
}
