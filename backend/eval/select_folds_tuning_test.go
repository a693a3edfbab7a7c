//go:build tuning

package eval

import (
	"cmp"
	"fmt"
	"maps"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"carrel/backend/answer"
	"carrel/backend/domain"
	"carrel/backend/internal/beir"
	"carrel/backend/internal/shareddata"
)

// The K-fold selection criterion (docs/answers.md, recipe 34): every fold of a split
// (splitClaims; FOLDS, GROUP_FOLDS, FOLD_SEED as the other replays read them) is fitted once from
// one --cache file of all claims, and each policy variant is read from that fit, so a variant's
// per-fold gains, their spread and the pooled F1 come from the same fits as main's. Run with
//
//	GROUP_FOLDS=1 FOLDS=5 SEL_CACHE=all.gob go test -tags tuning -run TestSelectFolds -v -timeout 2h ./backend/eval/
//
// SEL_ONLY=a,b scores only the named variants besides main; SEL_PIN=t,e,r,cite,count,extra pins
// the bars after each fold's fit (e.g. the shipped model's 0.21,0.23,0.9,0,0.2,0: the fold fits
// choose their own, from 0.01 to 0.37).

// selVariant is one way of quoting a counted study, read from the fitted model: the further-quote
// bar (0 keeps the fitted gate_extra), recipe 33's neighbour rule (adjacent, a share of a quote's
// probability) and recipe 27's echo band (a further sentence from echoFrom of the mass when it
// echoes the finding at echoLevel). Recipes 27 and 33 were reverted, so their rules live here as
// analysis copies, not in answer.Policy.
type selVariant struct {
	name                string
	gateExtra, adjacent float64
	echoFrom, echoLevel float64
}

// selVariants are the rules replayed against main: recipe 33's and its two halves, recipe 27's
// echo band, and the further-quote bar around main's.
var selVariants = []selVariant{
	{name: "main"},
	{name: "r33 (gx 0.16 + adjacent 0.5)", gateExtra: 0.16, adjacent: 0.5},
	{name: "gx 0.16", gateExtra: 0.16},
	{name: "adjacent 0.5", adjacent: 0.5},
	{name: "r27 echo 0.3 from 0.1", echoFrom: 0.1, echoLevel: 0.3},
	{name: "gx 0.10", gateExtra: 0.10},
	{name: "gx 0.15", gateExtra: 0.15},
	{name: "gx 0.20", gateExtra: 0.20},
}

// TestSelectFolds prints, per fold and per variant, the held-out simulated selection (right,
// predicted, gold, F1), then each variant's pooled F1, its per-fold gain over main with mean,
// standard deviation and the folds it gains on.
func TestSelectFolds(t *testing.T) {
	path := os.Getenv("SEL_CACHE")
	if path == "" {
		t.Skip("SEL_CACHE not set")
	}
	spec := foldSpecEnv()
	variants := selVariants
	if only := os.Getenv("SEL_ONLY"); only != "" {
		variants = []selVariant{selVariants[0]}
		for _, v := range selVariants[1:] {
			if slices.Contains(strings.Split(only, ","), v.name) {
				variants = append(variants, v)
			}
		}
	}
	d, byID := cachedRowsByID(t, spec, path)
	dir := shareddata.Require(t, "datasets/scifact")
	qrels, err := beir.LoadQrels(dir, "train")
	if err != nil {
		t.Fatal(err)
	}
	groupOf := map[string]int{} // each claim's group, over the claims the cache holds
	for _, g := range citeGroups(qrels) {
		n := len(groupOf)
		for _, id := range g {
			if _, ok := byID[id]; ok {
				groupOf[id] = n
			}
		}
	}
	groupOf = renumber(groupOf)
	k := spec.folds()
	counts := make([][][3]int, len(variants))   // variant, fold: right, predicted, gold
	perClaim := make([][][3]int, len(variants)) // variant, held-out claim of any fold
	var order []string                          // perClaim's claim ids
	for v := range counts {
		counts[v] = make([][3]int, k)
	}
	fmt.Printf("split: %d folds, grouped %v, seed %d\n", k, spec.Grouped, spec.Seed)
	for fold := range k {
		_, heldIDs, fitIDs := foldClaimIDs(t, spec, fold)
		fit, held := rowsOf(byID, fitIDs), rowsOf(byID, heldIDs)
		order = append(order, heldIDs...)
		t0 := time.Now()
		m, _, _, _ := fitAnswer(fit, fitOptions{study: true, gate: true})
		if x := os.Getenv("SEL_PIN"); x != "" { // the bars pinned after the fit, as TestSelectReplay
			fmt.Sscanf(x, "%g,%g,%g,%g,%g,%g", &m.Threshold, &m.Extra, &m.Relative, &m.StudyCite, &m.StudyCount, &m.StudyExtra)
		}
		setProbs(&m, held)
		texts := make([]string, len(heldIDs))
		for i, id := range heldIDs {
			texts[i] = d.claims[id]
		}
		fmt.Printf("fold %d: %d claims held, %d fitted; fit in %s: threshold %.2f extra %.2f relative %.2f study_count %.2f gate_count %.2f gate_extra %.3f\n",
			fold, len(held), len(fit), time.Since(t0).Round(time.Second), m.Threshold, m.Extra, m.Relative, m.StudyCount, m.GateCount, m.GateExtra)
		for vi, v := range variants {
			byClaim := variantCounts(m, held, texts, v)
			var c [3]int
			for _, x := range byClaim {
				c[0], c[1], c[2] = c[0]+x[0], c[1]+x[1], c[2]+x[2]
			}
			counts[vi][fold] = c
			perClaim[vi] = append(perClaim[vi], byClaim...)
			_, _, f := prf(c[0], c[1], c[2])
			fmt.Printf("  fold %d %-30s right %4d predicted %4d gold %4d F1 %.4f\n", fold, v.name, c[0], c[1], c[2], f)
		}
	}
	f1 := func(c [3]int) float64 { _, _, f := prf(c[0], c[1], c[2]); return f }
	fmt.Printf("summary (%d folds, grouped %v, seed %d):\n", k, spec.Grouped, spec.Seed)
	for vi, v := range variants {
		var pooled [3]int
		var gains []float64
		var row []string
		for fold := range k {
			for j := range 3 {
				pooled[j] += counts[vi][fold][j]
			}
			gains = append(gains, f1(counts[vi][fold])-f1(counts[0][fold]))
			row = append(row, fmt.Sprintf("%.4f", f1(counts[vi][fold])))
		}
		mean, sd := meanSD(gains)
		wins := 0
		for _, g := range gains {
			if g > 0 {
				wins++
			}
		}
		p, r, f := prf(pooled[0], pooled[1], pooled[2])
		bm, bsd, lose := testSized(perClaim[0], perClaim[vi], 300)
		gm, gsd, glose := testSized(byGroup(perClaim[0], order, groupOf), byGroup(perClaim[vi], order, groupOf), 300*len(groupOf)/len(order))
		fmt.Printf("  %-30s pooled F1 %.4f (P %.4f R %.4f; %d/%d/%d) folds %s | gain mean %+.4f sd %.4f, gains on %d of %d | 300 claims: gain %+.4f sd %.4f, loses in %.2f | by group: gain %+.4f sd %.4f, loses in %.2f\n",
			v.name, f, p, r, pooled[0], pooled[1], pooled[2], strings.Join(row, " "), mean, sd, wins, k, bm, bsd, lose, gm, gsd, glose)
	}
}

// byGroup sums per-claim counts (in ids' order) by the claim's group (groupOf: recipe 32's
// groups of claims citing a common abstract), so that a resample draws whole groups.
func byGroup(counts [][3]int, ids []string, groupOf map[string]int) [][3]int {
	out := make([][3]int, len(groupOf))
	for i, id := range ids {
		g := groupOf[id]
		for x := range 3 {
			out[g][x] += counts[i][x]
		}
	}
	return out
}

// testSized resamples n of the held-out claims (with replacement, 2000 times, a fixed seed) and
// returns the variant's F1 gain over main on a set of that size: mean, standard deviation and the
// share of sets where it loses. SciFact test has 300 claims, read once per recipe: this is how far
// a gain measured here can move on a set of test's size by which claims it holds alone.
func testSized(base, v [][3]int, n int) (mean, sd, lose float64) {
	r := rand.New(rand.NewPCG(34, 300))
	gains := make([]float64, 2000)
	for i := range gains {
		var a, b [3]int
		for range n {
			j := r.IntN(len(base))
			for x := range 3 {
				a[x] += base[j][x]
				b[x] += v[j][x]
			}
		}
		_, _, fa := prf(a[0], a[1], a[2])
		_, _, fb := prf(b[0], b[1], b[2])
		gains[i] = fb - fa
		if gains[i] < 0 {
			lose++
		}
	}
	mean, sd = meanSD(gains)
	return mean, sd, lose / float64(len(gains))
}

// renumber maps groupOf's group numbers onto 0..n-1 in order of first use.
func renumber(groupOf map[string]int) map[string]int {
	ids := slices.Collect(maps.Keys(groupOf))
	slices.SortFunc(ids, numCmp)
	to := map[int]int{}
	out := map[string]int{}
	for _, id := range ids {
		g := groupOf[id]
		if _, ok := to[g]; !ok {
			to[g] = len(to)
		}
		out[id] = to[g]
	}
	return out
}

// meanSD is the mean and the sample standard deviation of xs.
func meanSD(xs []float64) (mean, sd float64) {
	for _, x := range xs {
		mean += x
	}
	mean /= float64(len(xs))
	for _, x := range xs {
		sd += (x - mean) * (x - mean)
	}
	if len(xs) > 1 {
		sd = math.Sqrt(sd / float64(len(xs)-1))
	}
	return mean, sd
}

// variantCounts scores v on each held-out claim as simulateCounts scores main (right,
// predicted, gold): answer.Policy at standard depth, then the variant's quotes of each counted
// study.
func variantCounts(m answer.Model, held []claimRows, texts []string, v selVariant) [][3]int {
	if v.gateExtra > 0 {
		m.GateExtra = v.gateExtra
	}
	all := make([][3]int, len(held))
	for ci := range held {
		c := &held[ci]
		out := &all[ci]
		out[2] += c.nGold
		studies, rowsOf := c.policyStudies()
		kept := answer.Policy(&m, studies, answer.MaxStudies(domain.DepthStandard), nil)
		var gf [][]float64
		if v.echoLevel > 0 {
			gf = answer.GateFeatures(studies, kept, studyProbsOf(&m, studies))
		}
		for k, f := range kept {
			if !f.Counts {
				continue
			}
			ss := studies[f.Study].Sentences
			if v.echoLevel > 0 {
				f.Sentences = echoFurther(c, rowsOf[f.Study], ss, f.Sentences[0], m.Gate.Prob(gf[k]), m.GateExtra, v, texts[ci])
			}
			if v.adjacent > 0 {
				f.Sentences = adjacentQuotes(ss, f.Sentences, v.adjacent)
			}
			sents := quotedSents(c, rowsOf[f.Study], f.Sentences)
			src := c.rows[rowsOf[f.Study][f.Sentences[len(f.Sentences)-1]]].source
			out[1] += len(sents)
			if g := c.gold[src]; g != nil {
				for _, s := range sents {
					if inWholeRationale(g.rationales, sents, s) {
						out[0]++
					}
				}
			}
		}
	}
	return all
}

// adjacentQuotes is recipe 33's withAdjacent (fefe67c, reverted): each sentence next to a quote,
// in the quotes' order, that shares a question term and whose probability reaches share of that
// quote's is added, three quotes at most.
func adjacentQuotes(ss []answer.PolicySentence, quotes []int, share float64) []int {
	out := slices.Clone(quotes)
	for _, j := range quotes {
		for _, nb := range []int{j - 1, j + 1} {
			if len(out) < 3 && nb >= 0 && nb < len(ss) && ss[nb].Matched && !slices.Contains(out, nb) && ss[nb].Prob >= share*ss[j].Prob {
				out = append(out, nb)
			}
		}
	}
	return out
}

// echoFurther is recipe 27's echo band (branch s9-retrieval, not merged), rebuilt from its
// description since the branch is gone: furtherByGate's quotes, and besides them a sentence
// whose gate × mass share reaches v.echoFrom (under bar) when at least v.echoLevel of the shorter
// list of its and the finding's content stems (4 letters or more, not the claim's; stem5 here)
// are shared. Policy chooses every counted study's further quotes by the gate, so the band
// applies to every counted study.
func echoFurther(c *claimRows, rows []int, ss []answer.PolicySentence, finding int, g, bar float64, v selVariant, claim string) []int {
	claimStems := contentStems(claim, nil)
	fs := contentStems(c.rows[rows[finding]].row.Quote, claimStems)
	var cand []int
	mass := ss[finding].Prob
	for i := range ss {
		if i != finding && ss[i].Matched {
			cand = append(cand, i)
			mass += ss[i].Prob
		}
	}
	slices.SortStableFunc(cand, func(a, b int) int { return cmp.Compare(ss[b].Prob, ss[a].Prob) })
	out := []int{finding}
	for _, i := range cand {
		share := g * safeFrac(ss[i].Prob, mass)
		if len(out) >= 3 || share < min(bar, v.echoFrom) {
			break
		}
		if share >= bar || echoShare(fs, contentStems(c.rows[rows[i]].row.Quote, claimStems)) >= v.echoLevel {
			out = append(out, i)
		}
	}
	return out
}

// contentStems are text's words of 4 letters or more, cut to stem5, less those in skip.
func contentStems(text string, skip map[string]bool) map[string]bool {
	out := map[string]bool{}
	for _, w := range answer.Words(text) {
		if s := stem5(w); len(w) >= 4 && !skip[s] {
			out[s] = true
		}
	}
	return out
}

// echoShare is the share of the shorter of a and b that the other holds.
func echoShare(a, b map[string]bool) float64 {
	n := 0
	for w := range a {
		if b[w] {
			n++
		}
	}
	return safeFrac(float64(n), float64(min(len(a), len(b))))
}
