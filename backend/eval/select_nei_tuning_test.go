//go:build tuning

package eval

import (
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"
	"unicode"

	"carrel/backend/answer"
	"carrel/backend/domain"
)

// Claim-level abstention (docs/answers.md, recipe 26 selection): does anything read of a claim's
// whole candidate set tell a claim without gold evidence (SciFact's NOT ENOUGH INFO) from one
// with it, among the claims where something counts? Run with
//
//	SEL_CACHE=cacheK.gob SEL_FOLD=K go test -tags tuning -run TestSelectClaimNEI -v ./backend/eval/
//
// (SEL_SINGLE=1 for the one-feature table instead of the fitted logistic). Analysis only: no
// claim-level rule was kept, nothing here is read by the answer.

// neiClaim is one claim's candidate-set features and what its counted studies score.
type neiClaim struct {
	x           map[string]float64
	nei         bool
	right, pred int
	// right1, pred1 score the counted studies' findings alone (no further quotes).
	right1, pred1 int
	gold          int
	countedGold   bool // a counted study is a gold evidence abstract
}

// neiNames name the claim-level features: the best counted study's gate probability (g1; g1ns
// among findings that do not state the claim), its gap to the second, the best finding's
// probability (p1, the second's p2), the best study-model probability and its margin (sp1,
// spgap), the gate-best finding's coverage, outcome share, side minimum and matched share,
// counted and cited studies, whether a finding states the claim, the claim's digits and words,
// retrieved studies with a relevant sentence (nrel) and with one covering half the question
// (ncov), and the claim's content words (and those with digits) the gate-best study's text
// lacks (miss, missfrac, missnum).
var neiNames = []string{"g1", "g1ns", "gap", "p1", "sp1", "spgap", "cov", "out", "side", "match", "ncount", "ncited", "states", "digits", "words", "p2", "nrel", "ncov", "miss", "missfrac", "missnum"}

// neiFeatures runs Policy on one claim and reads its claim-level features and score.
func neiFeatures(m *answer.Model, c *claimRows, claim string) neiClaim {
	studies, rowsOf := c.policyStudies()
	kept := answer.Policy(m, studies, answer.MaxStudies(domain.DepthStandard), nil)
	sp := studyProbsOf(m, studies)
	gf := answer.GateFeatures(studies, kept, sp)
	out := neiClaim{x: map[string]float64{}, nei: c.nGold == 0, gold: c.nGold}
	var gs, ps []float64
	best := -1
	for k, f := range kept {
		g := m.Gate.Prob(gf[k])
		s := studies[f.Study].Sentences[f.Sentences[0]]
		if !f.Counts {
			continue
		}
		if s.States {
			out.x["states"] = 1
		} else {
			out.x["g1ns"] = max(out.x["g1ns"], g)
		}
		gs = append(gs, g)
		ps = append(ps, f.Prob)
		if best < 0 || g > m.Gate.Prob(gf[best]) {
			best = k
		}
		src := c.rows[rowsOf[f.Study][0]].source
		for pass, rows := range [][]int{f.Sentences, f.Sentences[:1]} {
			sents := quotedSents(c, rowsOf[f.Study], rows)
			right := 0
			if g := c.gold[src]; g != nil {
				out.countedGold = true
				for _, s := range sents {
					if inWholeRationale(g.rationales, sents, s) {
						right++
					}
				}
			}
			if pass == 0 {
				out.pred, out.right = out.pred+len(sents), out.right+right
			} else {
				out.pred1, out.right1 = out.pred1+len(sents), out.right1+right
			}
		}
	}
	for _, st := range studies {
		rel, cov := false, 0.0
		for _, s := range st.Sentences {
			rel = rel || s.Relevant
			cov = max(cov, s.Coverage)
		}
		if rel {
			out.x["nrel"]++
		}
		if cov >= 0.5 {
			out.x["ncov"]++
		}
	}
	out.x["ncount"] = float64(len(gs))
	out.x["ncited"] = float64(len(kept))
	if best < 0 {
		return out
	}
	sort.Sort(sort.Reverse(sort.Float64Slice(gs)))
	sort.Sort(sort.Reverse(sort.Float64Slice(ps)))
	out.x["g1"] = gs[0]
	out.x["gap"] = gs[0]
	if len(gs) > 1 {
		out.x["gap"] = gs[0] - gs[1]
		out.x["p2"] = ps[1]
	}
	out.x["p1"] = ps[0]
	s := studies[kept[best].Study].Sentences[kept[best].Sentences[0]]
	out.x["cov"], out.x["out"], out.x["side"], out.x["match"] = s.Coverage, s.OutcomeShare, s.SideMin, s.MatchedShare
	spv := slices.Clone(sp)
	sort.Sort(sort.Reverse(sort.Float64Slice(spv)))
	if len(spv) > 0 {
		out.x["sp1"] = spv[0]
		out.x["spgap"] = spv[0]
		if len(spv) > 1 {
			out.x["spgap"] = spv[0] - spv[1]
		}
	}
	for _, r := range claim {
		if unicode.IsDigit(r) {
			out.x["digits"] = 1
		}
	}
	out.x["words"] = float64(len(answer.Words(claim)))
	have := map[string]bool{}
	for _, ri := range rowsOf[kept[best].Study] {
		for _, w := range answer.Words(c.rows[ri].row.Quote) {
			have[stem5(w)] = true
		}
	}
	n := 0
	for _, w := range answer.Words(claim) {
		if len(w) <= 2 || neiStop[w] {
			continue
		}
		n++
		if !have[stem5(w)] {
			out.x["miss"]++
			if strings.IndexFunc(w, unicode.IsDigit) >= 0 {
				out.x["missnum"]++
			}
		}
	}
	out.x["missfrac"] = safeFrac(out.x["miss"], float64(n))
	return out
}

// TestSelectClaimNEI fits P(no gold evidence) on the fitting claims' features and prints the
// held-out claims that would abstain at each bar, the AUC and the simulated selection F1 then;
// with SEL_SINGLE, per feature, the same under "feature < t" or "> t" at the fitting claims'
// quantiles.
func TestSelectClaimNEI(t *testing.T) {
	hc, m := selFitted(t)
	fit, _ := selCache(t)
	setProbs(&m, fit)
	d, heldIDs, fitIDs := selFoldClaims(t)
	if len(heldIDs) != len(hc) || len(fitIDs) != len(fit) {
		t.Fatalf("ids %d/%d claims %d/%d", len(heldIDs), len(fitIDs), len(hc), len(fit))
	}
	var H, F []neiClaim
	for i := range hc {
		H = append(H, neiFeatures(&m, &hc[i], d.claims[heldIDs[i]]))
	}
	for i := range fit {
		F = append(F, neiFeatures(&m, &fit[i], d.claims[fitIDs[i]]))
	}
	score := func(cs []neiClaim, abst func(neiClaim) bool) (f1 float64, nNei, nGold, nGoldCG int) {
		var r, p, g int
		for _, c := range cs {
			g += c.gold
			if c.pred > 0 && abst(c) {
				if c.nei {
					nNei++
				} else {
					nGold++
					if c.countedGold {
						nGoldCG++
					}
				}
				continue
			}
			r, p = r+c.right, p+c.pred
		}
		_, _, f1 = prf(r, p, g)
		return
	}
	count := func(cs []neiClaim) (nei, gold int) {
		for _, c := range cs {
			if c.pred > 0 {
				if c.nei {
					nei++
				} else {
					gold++
				}
			}
		}
		return
	}
	hn, hg := count(H)
	fn, fg := count(F)
	f0, _, _, _ := score(H, func(neiClaim) bool { return false })
	ff0, _, _, _ := score(F, func(neiClaim) bool { return false })
	fmt.Printf("held: claims with counted studies: NEI %d, gold %d; F1 %.4f | fit NEI %d gold %d F1 %.4f\n", hn, hg, f0, fn, fg, ff0)
	if os.Getenv("SEL_SINGLE") == "" {
		neiLogistic(F, H, score, f0)
		return
	}
	for _, n := range neiNames {
		var vals []float64
		for _, c := range F {
			if c.pred > 0 {
				vals = append(vals, c.x[n])
			}
		}
		sort.Float64s(vals)
		seen := map[float64]bool{}
		for _, q := range []float64{0.02, 0.05, 0.1, 0.15, 0.2, 0.3} {
			tv := vals[int(q*float64(len(vals)))]
			for _, dir := range []int{1, -1} {
				abst := func(c neiClaim) bool {
					if dir > 0 {
						return c.x[n] < tv
					}
					return c.x[n] > vals[len(vals)-1-int(q*float64(len(vals)))]
				}
				key := tv
				if dir < 0 {
					key = -1 - vals[len(vals)-1-int(q*float64(len(vals)))]
				}
				if seen[key] {
					continue
				}
				seen[key] = true
				hf, hN, hG, hCG := score(H, abst)
				ff, fN, fG, fCG := score(F, abst)
				op, tvv := "<", tv
				if dir < 0 {
					op, tvv = ">", vals[len(vals)-1-int(q*float64(len(vals)))]
				}
				fmt.Printf("%-7s %s %.3f: held NEI %3d gold %3d (cg %3d) F1 %.4f (%+.4f) | fit NEI %3d gold %3d (cg %3d) F1 %.4f (%+.4f)\n",
					n, op, tvv, hN, hG, hCG, hf, hf-f0, fN, fG, fCG, ff, ff-ff0)
			}
		}
	}
}

// neiLogistic fits P(no gold evidence) on the fitting claims where something counts and prints
// the held-out claims that abstain at each bar.
func neiLogistic(F, H []neiClaim, score func([]neiClaim, func(neiClaim) bool) (float64, int, int, int), f0 float64) {
	vec := func(c neiClaim) []float64 {
		v := make([]float64, len(neiNames))
		for i, n := range neiNames {
			v[i] = c.x[n]
		}
		return v
	}
	var x [][]float64
	var y []bool
	for _, c := range F {
		if c.pred > 0 {
			x, y = append(x, vec(c)), append(y, c.nei)
		}
	}
	for _, l2 := range []float64{1, 10} {
		lm := fitLogistic(neiNames, x, y, l2)
		var pos, neg []float64
		for _, c := range H {
			if c.pred > 0 {
				if c.nei {
					pos = append(pos, lm.Prob(vec(c)))
				} else {
					neg = append(neg, lm.Prob(vec(c)))
				}
			}
		}
		auc := 0.0
		for _, a := range pos {
			for _, b := range neg {
				if a > b {
					auc++
				} else if a == b {
					auc += 0.5
				}
			}
		}
		fmt.Printf("l2 %g held AUC %.3f (%d NEI, %d with gold evidence) weights %v\n", l2, auc/float64(max(len(pos)*len(neg), 1)), len(pos), len(neg), lm.Weights)
		for _, bar := range []float64{0.3, 0.4, 0.5, 0.6, 0.7} {
			abst := func(c neiClaim) bool { return lm.Prob(vec(c)) >= bar }
			hf, hN, hG, hCG := score(H, abst)
			ff, fN, fG, _ := score(F, abst)
			var r, p, g int
			for _, c := range H {
				g += c.gold
				if c.pred > 0 && abst(c) {
					r, p = r+c.right1, p+c.pred1
				} else {
					r, p = r+c.right, p+c.pred
				}
			}
			_, _, tf := prf(r, p, g)
			fmt.Printf("  P(nei) >= %.1f: held NEI %3d gold %3d (cg %3d) F1 %.4f (%+.4f) | fit NEI %3d gold %3d F1 %.4f\n", bar, hN, hG, hCG, hf, hf-f0, fN, fG, ff)
			fmt.Printf("    the same claims' further quotes dropped instead: held F1 %.4f (%+.4f)\n", tf, tf-f0)
		}
	}
}

// neiStop are function words the miss features skip.
var neiStop = func() map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields("the and for with are was were has have had not can does may which than into between over under more less from that this these those its their there been being also both such via after before during when who whom") {
		out[w] = true
	}
	return out
}()

// stem5 is a word's first five letters, a crude stem for the miss features.
func stem5(w string) string {
	if len(w) > 5 {
		return w[:5]
	}
	return w
}

// safeFrac is a/b, 0 when b is 0.
func safeFrac(a, b float64) float64 {
	if b == 0 {
		return 0
	}
	return a / b
}
