//go:build tuning

package eval

import (
	"fmt"
	"math"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"carrel/backend/answer"
	"carrel/backend/domain"
	"carrel/backend/internal/beir"
	"carrel/backend/internal/shareddata"
)

// Selection tuning: refits the answer model on a train-answer --cache file's fitting claims and
// prints the simulated selection on its held-out claims, without the index or the service. Run
// with
//
//	SEL_CACHE=cache0.gob go test -tags tuning -run TestSelectReplay -v ./backend/eval/
//
// (the cache of `train-answer --holdout K --report --cache F`). SEL_REPORT=1 prints the whole
// loss report; SEL_PAIRS=a,b,c appends the products of those evidence features' pairs and
// SEL_SECTIONS=rcf section inputs to the cached rows before fitting (analysis of features the
// cache does not hold); SEL_STANCEIN=a,b appends those stance inputs ("any_dir": any direction,
// effect or comparison word) to the evidence inputs, SEL_REGRID=1 chooses the bars again once the
// gate is fitted (fitOptions.regrid) and SEL_PIN=t,e,r,cite,count,extra pins the bars after the
// fit (recipe 30). The other tests print the tables of docs/answers.md, recipe 23
// selection (SEL_FOLD names the held-out fold where claim texts are read; GROUP_FOLDS=1 the grouped folds).
func TestSelectReplay(t *testing.T) {
	fit, held := selCache(t)
	t0 := time.Now()
	opts := fitOptions{study: true, gate: true}
	if os.Getenv("SEL_PAIRS") != "" {
		opts.evidenceNames = withPairs(fit, held, strings.Split(os.Getenv("SEL_PAIRS"), ","))
	}
	if os.Getenv("SEL_SECTIONS") != "" {
		opts.evidenceNames = withSections(fit, held, os.Getenv("SEL_SECTIONS"))
	}
	opts.regrid = os.Getenv("SEL_REGRID") != ""
	if os.Getenv("SEL_STANCEIN") != "" {
		opts.evidenceNames = withStanceInputs(fit, held, strings.Split(os.Getenv("SEL_STANCEIN"), ","))
	}
	m, _, _, _ := fitAnswer(fit, opts)
	if x := os.Getenv("SEL_PIN"); x != "" { // analysis: the policy's bars pinned after the fit
		fmt.Sscanf(x, "%g,%g,%g,%g,%g,%g", &m.Threshold, &m.Extra, &m.Relative, &m.StudyCite, &m.StudyCount, &m.StudyExtra)
	}
	fmt.Printf("fit in %s: threshold %.2f extra %.2f relative %.2f study_cite %.2f study_count %.2f study_extra %.2f gate_count %.2f\n",
		time.Since(t0).Round(time.Millisecond), m.Threshold, m.Extra, m.Relative, m.StudyCite, m.StudyCount, m.StudyExtra, m.GateCount)
	setProbs(&m, held)
	var b strings.Builder
	lossReport(&b, &m, held)
	for _, l := range strings.Split(b.String(), "\n") {
		if os.Getenv("SEL_REPORT") != "" || !strings.Contains(l, "further share") && !strings.Contains(l, "by reason") {
			fmt.Println(l)
		}
	}
	c, p, g := simulateCounts(&m, held)
	pp, rr, ff := prf(c, p, g)
	gold, other := countedSplit(&m, held)
	fmt.Printf("HELD %s P %.4f R %.4f F1 %.4f counted gold %d other %d (other %.3f)\n", os.Getenv("SEL_CACHE"), pp, rr, ff, gold, other, float64(other)/float64(max(gold+other, 1)))
	keep := m.GateExtra
	for _, x := range []float64{0, 0.075, 0.1, 0.125, 0.15, 0.2, 0.3} {
		m.GateExtra = x
		c, p, g := simulateCounts(&m, held)
		pp, rr, ff := prf(c, p, g)
		setProbs(&m, fit)
		fi := simulateSelection(&m, fit)
		setProbs(&m, held)
		fmt.Printf("gate_extra %.3f: held P %.4f R %.4f F1 %.4f (in-sample F1 %.4f)\n", x, pp, rr, ff, fi)
	}
	m.GateExtra = keep
}

// TestSelectExamples prints held-out claims' counted studies with their quotes and the gold
// rationales (SEL_CACHE, SEL_FOLD, SEL_N claims).
func TestSelectExamples(t *testing.T) {
	d, held := selHeldClaims(t)
	hc, m := selFitted(t)
	var nei, neiCounted, otherCounted int
	for ci := range hc {
		c := &hc[ci]
		studies, rowsOf := c.policyStudies()
		kept := answer.Policy(&m, studies, answer.MaxStudies(domain.DepthStandard), nil)
		sp := studyProbsOf(&m, studies)
		gf := answer.GateFeatures(studies, kept, sp)
		if c.nGold == 0 {
			nei++
		}
		for k, f := range kept {
			src := c.rows[rowsOf[f.Study][0]].source
			g := c.gold[src]
			if f.Counts && g == nil {
				otherCounted++
				if c.nGold == 0 {
					neiCounted++
				}
			}
			if ci >= 60 || !f.Counts && g == nil {
				continue
			}
			fmt.Printf("claim %s [%d gold] %q\n  study rank %d counts %v gold %v gate %.2f sp %.2f\n", held[ci], c.nGold, d.claims[held[ci]], studies[f.Study].Rank, f.Counts, g != nil, m.Gate.Prob(gf[k]), sp[f.Study])
			for j, ri := range rowsOf[f.Study] {
				r := c.rows[ri]
				q := slices.Contains(f.Sentences, j)
				if !q && !r.positive {
					continue
				}
				mark := " "
				if q {
					mark = "Q"
				}
				if j == f.Sentences[0] {
					mark = "F"
				}
				fmt.Printf("   %s pos=%v p=%.3f %s\n", mark, r.positive, c.probs[ri], r.row.Quote)
			}
		}
	}
	fmt.Printf("held claims %d, with no gold %d; counted other %d, of them in no-gold claims %d\n", len(hc), nei, otherCounted, neiCounted)
}

// withPairs appends to every row's evidence inputs the products of the named features' pairs
// and returns the extended names (analysis: do interactions carry what the model lacks?).
func withPairs(fit, held []claimRows, pick []string) []string {
	names := answer.EvidenceFeatureNames()[:len(fit[0].rows[0].evidence)]
	idx := map[string]int{}
	for i, n := range names {
		idx[n] = i
	}
	var pairs [][2]int
	for a := range pick {
		for b := a + 1; b < len(pick); b++ {
			pairs = append(pairs, [2]int{idx[pick[a]], idx[pick[b]]})
			names = append(names, pick[a]+"*"+pick[b])
		}
	}
	for _, cs := range [][]claimRows{fit, held} {
		for c := range cs {
			for i := range cs[c].rows {
				v := slices.Clip(cs[c].rows[i].evidence)
				for _, p := range pairs {
					v = append(v, v[p[0]]*v[p[1]])
				}
				cs[c].rows[i].evidence = v
			}
		}
	}
	return names
}

// TestSelectOthers tabulates the cited studies other than the first by their gate probability,
// whether the first counts, and gold (SEL_CACHE).
func TestSelectOthers(t *testing.T) {
	hc, m := selFitted(t)
	tab := map[string][2]int{}
	replayPolicy(&m, hc, func(c *claimRows, studies []answer.PolicyStudy, rowsOf [][]int, kept []answer.PolicyFinding) {
		sp := studyProbsOf(&m, studies)
		gf := answer.GateFeatures(studies, kept, sp)
		if len(kept) == 0 {
			return
		}
		g0 := m.Gate.Prob(gf[0])
		for k, f := range kept {
			if k == 0 {
				continue
			}
			g := m.Gate.Prob(gf[k])
			key := fmt.Sprintf("first counts %v g0>=0.8 %v | g %.1f counts %v", kept[0].Counts, g0 >= 0.8, math.Floor(g*10)/10, f.Counts)
			tally(tab, key, c.gold[c.rows[rowsOf[f.Study][0]].source] != nil)
		}
	})
	printStudyTab(tab)
}

// withSections appends section features to every row's evidence inputs (analysis): which of
// "r" (results), "c" (conclusions), "f" (first of the conclusions) the spec names.
func withSections(fit, held []claimRows, spec string) []string {
	names := answer.EvidenceFeatureNames()[:len(fit[0].rows[0].evidence)]
	for _, ch := range spec {
		names = append(names, "sec_"+string(ch))
	}
	for _, cs := range [][]claimRows{fit, held} {
		for c := range cs {
			sec, src, first := 0, -1, false
			for i := range cs[c].rows {
				r := &cs[c].rows[i]
				if r.source != src {
					sec, src = 0, r.source
				}
				first = false
				if s, ok := answer.HeadingSection(r.row.Quote); ok {
					sec = s
					first = s == 2
				}
				v := slices.Clip(r.evidence)
				for _, ch := range spec {
					switch ch {
					case 'r':
						v = append(v, b2f(sec == 1))
					case 'c':
						v = append(v, b2f(sec == 2))
					case 'f':
						v = append(v, b2f(first))
					}
				}
				r.evidence = v
			}
		}
	}
	return names
}

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// TestSelectComplement tabulates the unquoted rows of counted gold abstracts by whether they
// hold a claim word the study's quotes lack, against their share of the finding's probability
// (SEL_CACHE, SEL_FOLD).
func TestSelectComplement(t *testing.T) {
	d, held := selHeldClaims(t)
	hc, m := selFitted(t)
	stop := map[string]bool{}
	for _, w := range strings.Fields("a an the of in and or to is are be by with for on at as from that this these those it its was were has have had not no can does do may which than into between over under more less") {
		stop[w] = true
	}
	claimWords := func(s string) map[string]bool {
		out := map[string]bool{}
		for _, w := range answer.Words(s) {
			if !stop[w] && len(w) > 2 {
				out[w] = true
			}
		}
		return out
	}
	tab := map[string][2]int{}
	for ci := range hc {
		c := &hc[ci]
		cw := claimWords(d.claims[held[ci]])
		studies, rowsOf := c.policyStudies()
		for _, f := range answer.Policy(&m, studies, answer.MaxStudies(domain.DepthStandard), nil) {
			if !f.Counts || c.gold[c.rows[rowsOf[f.Study][0]].source] == nil {
				continue
			}
			have := map[string]bool{}
			for _, j := range f.Sentences {
				for w := range claimWords(c.rows[rowsOf[f.Study][j]].row.Quote) {
					have[w] = true
				}
			}
			fp := studies[f.Study].Sentences[f.Sentences[0]].Prob
			for j, ri := range rowsOf[f.Study] {
				ps := studies[f.Study].Sentences[j]
				if slices.Contains(f.Sentences, j) || !ps.Matched {
					continue
				}
				adds := 0
				for w := range claimWords(c.rows[ri].row.Quote) {
					if cw[w] && !have[w] {
						adds++
					}
				}
				key := fmt.Sprintf("share %.1f adds %d", math.Floor(min(ps.Prob/fp, 1)*5)/5, min(adds, 2))
				tally(tab, key, c.rows[ri].positive)
			}
		}
	}
	printTab(tab, "rows", "rationale")
}

// TestSelectStanceSure tabulates the cited studies whose finding does not state the claim by the
// gate's probability and how sure the stance model is of the finding (SEL_CACHE).
func TestSelectStanceSure(t *testing.T) {
	hc, m := selFitted(t)
	tab := map[string][2]int{}
	replayPolicy(&m, hc, func(c *claimRows, studies []answer.PolicyStudy, rowsOf [][]int, kept []answer.PolicyFinding) {
		gf := answer.GateFeatures(studies, kept, studyProbsOf(&m, studies))
		for k, f := range kept {
			if studies[f.Study].Sentences[f.Sentences[0]].States {
				continue
			}
			g := m.Gate.Prob(gf[k])
			if g < 0.2 {
				continue
			}
			sc := m.Stance.Prob(c.rows[rowsOf[f.Study][f.Sentences[0]]].stance)
			key := fmt.Sprintf("g %.1f sure %.1f", math.Floor(g*5)/5, math.Floor(math.Abs(sc-0.5)*2*4)/4)
			tally(tab, key, c.gold[c.rows[rowsOf[f.Study][0]].source] != nil)
		}
	})
	printStudyTab(tab)
}

// selFitted reads SEL_CACHE (skipping without it), refits the model on its fitting claims and
// returns the held-out claims with the model's probabilities set.
func selFitted(t *testing.T) ([]claimRows, answer.Model) {
	fit, hc := selCache(t)
	m, _, _, _ := fitAnswer(fit, fitOptions{study: true, gate: true})
	setProbs(&m, hc)
	return hc, m
}

// selHeldClaims is SciFact train and the ids of the fold SEL_FOLD names, in the cache's order.
func selHeldClaims(t *testing.T) (*sciFact, []string) {
	d, held, _ := selFoldClaims(t)
	return d, held
}

// selFoldClaims is SciFact train, the ids of the fold SEL_FOLD names and those of the other
// folds (the cache's fitting claims), each in the cache's order.
func selFoldClaims(t *testing.T) (d *sciFact, held, fit []string) {
	if os.Getenv("SEL_CACHE") == "" {
		t.Skip("SEL_CACHE not set")
	}
	fold, _ := strconv.Atoi(os.Getenv("SEL_FOLD"))
	return foldClaimIDs(t, foldSpecEnv(), fold)
}

// foldClaimIDs is SciFact train, the ids of fold k of spec (splitClaims, as train-answer
// --holdout and claims --fold read it) and those of the other folds, each by numeric id.
func foldClaimIDs(t *testing.T, spec foldSpec, k int) (d *sciFact, held, fit []string) {
	dir := shareddata.Require(t, "datasets/scifact")
	d, err := loadSciFact(dir, "train")
	if err != nil {
		t.Fatal(err)
	}
	qrels, err := beir.LoadQrels(dir, "train")
	if err != nil {
		t.Fatal(err)
	}
	folds := splitClaims(qrels, spec)
	for id := range qrels {
		if _, ok := d.claims[id]; !ok {
			continue
		}
		if folds[id] == k {
			held = append(held, id)
		} else {
			fit = append(fit, id)
		}
	}
	byNum := func(ids []string) { sort.Slice(ids, func(i, j int) bool { return numCmp(ids[i], ids[j]) < 0 }) }
	byNum(held)
	byNum(fit)
	return d, held, fit
}

// selCache reads SEL_CACHE (skipping without it): the fitting and the held-out claims of the
// fold SEL_FOLD names, in selFoldClaims' order.
func selCache(t *testing.T) (fit, held []claimRows) {
	_, heldIDs, fitIDs := selFoldClaims(t)
	path := os.Getenv("SEL_CACHE")
	fit, held, ok, err := readCache(path, fitIDs, heldIDs)
	if err != nil || !ok {
		t.Fatalf("cache %s: %v", path, err)
	}
	return fit, held
}

// groupFoldsEnv is whether a replay reads the grouped folds (GROUP_FOLDS=1), as train-answer
// and claims do with --group-folds.
func groupFoldsEnv() bool { return os.Getenv("GROUP_FOLDS") != "" }

// foldSpecEnv is the split a replay reads: GROUP_FOLDS=1 grouped, FOLDS=K folds (2 when unset),
// FOLD_SEED=S a repeated grouped split, as train-answer and claims read --group-folds, --folds
// and --fold-seed.
func foldSpecEnv() foldSpec {
	k, _ := strconv.Atoi(os.Getenv("FOLDS"))
	seed, _ := strconv.ParseUint(os.Getenv("FOLD_SEED"), 10, 64)
	return foldSpec{K: k, Grouped: groupFoldsEnv(), Seed: seed}
}

// printStudyTab prints a table of studies and how many of them are gold, by key in order.
func printStudyTab(tab map[string][2]int) { printTab(tab, "studies", "gold") }

// printTab prints a table of counted things (what) and how many of them are gold (gold), by
// key in order.
func printTab(tab map[string][2]int, what, gold string) {
	var keys []string
	for k := range tab {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Printf("%s: %d %s, %d %s (%.2f)\n", k, tab[k][0], what, tab[k][1], gold, float64(tab[k][1])/float64(tab[k][0]))
	}
}

// tally counts one study (or row) under key, and one gold one when gold holds.
func tally(tab map[string][2]int, key string, gold bool) {
	v := tab[key]
	v[0]++
	if gold {
		v[1]++
	}
	tab[key] = v
}

// replayPolicy runs the one Policy on each held-out claim at standard depth and hands fn the
// claim, its studies, each study's rows and what Policy kept.
func replayPolicy(m *answer.Model, hc []claimRows, fn func(c *claimRows, studies []answer.PolicyStudy, rowsOf [][]int, kept []answer.PolicyFinding)) {
	for ci := range hc {
		c := &hc[ci]
		studies, rowsOf := c.policyStudies()
		fn(c, studies, rowsOf, answer.Policy(m, studies, answer.MaxStudies(domain.DepthStandard), nil))
	}
}

// cachedRowsByID reads every train claim's cached rows from a train-answer cache, by claim id.
func cachedRowsByID(t *testing.T, spec foldSpec, path string) (*sciFact, map[string]claimRows) {
	t.Helper()
	d, _, all := foldClaimIDs(t, spec, -1)
	cached, _, ok, err := readCache(path, all, nil)
	if err != nil || !ok {
		t.Fatalf("cache %s: %v", path, err)
	}
	byID := make(map[string]claimRows, len(all))
	for i, id := range all {
		byID[id] = cached[i]
	}
	return d, byID
}

// rowsOf are the cached rows of the claims ids, in their order.
func rowsOf(byID map[string]claimRows, ids []string) []claimRows {
	out := make([]claimRows, len(ids))
	for i, id := range ids {
		out[i] = byID[id]
	}
	return out
}
