//go:build tuning

package eval

import (
	"cmp"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"carrel/backend/answer"
	"carrel/backend/domain"
	"carrel/backend/internal/beir"
	"carrel/backend/internal/shareddata"
)

// Stance tuning: two-fold cross-validation of the answer's stance (rules, then the stance
// model) on SciFact train gold rationales, fitted as train-answer fits it. Run with
//
//	go test -tags tuning -run TestStanceCV -v ./backend/eval/
//
// Only the train split is read. Environment: SCIFACT overrides the dataset folder;
// STANCE_ERRORS=1 prints the held-out mistakes; STANCE_FEATURES=1 how often each feature
// fires and its CONTRADICT share; STANCE_SHOW=<feature> the pairs it fires on;
// STANCE_WEIGHTS=1 the fitted weights; STANCE_L2 the ridge penalty (1.0 as train-answer);
// STANCE_FITREST=1 fits only the pairs the rules leave to the model; STANCE_DROP=a,b zeroes
// features (ablation); STANCE_NOVAL=1 turns the outcome valence off; STANCE_CUT the model's contradiction cut (answer.StanceCut); STANCE_NOVEC=1 and STANCE_NOWN=1 turn the word vectors
// and WordNet's antonyms off; STANCE_AUG=1 adds each pair with its claim flipped
// (answer.FlipClaim) and the label reversed to the fitting half, as train-answer fits;
// STANCE_NORULE=stance/rule,… leaves those rule branches to the model (ablation);
// STANCE_DUMP=F writes the sentence pairs (claim, quote, fold, label, features) as JSON lines;
// STANCE_REWRITE=negate,fail,swap,double adds each pair's claim rewrites (answer.RewriteClaim,
// labels as train-answer --aug gives them) at weight STANCE_AUGW (0.5); STANCE_XNEG=1 adds
// the stance inputs again gated by the claim's denial (analysis only: the product has no such
// inputs); STANCE_NORULES=1 scores the model alone;
// STANCE_CONTRAST=c (with STANCE_AUG) reads a pair as contradicting when the model's probability
// for the claim exceeds that for its flipped claim by c; STANCE_GBT="rounds depth" fits boosted
// trees instead of the logistic model (both tried and dropped, docs/answers.md recipe 20).

// stancePair is one gold (claim, rationale text) pair with its model inputs.
type stancePair struct {
	claim, quote string
	fold         int
	contradict   bool
	synthetic    bool
	features     []float64
	twin         []float64 // the same pair's features with the claim flipped (STANCE_AUG), nil without
	weight       float64   // the pair's weight in the fit (0: 1)
}

// stancePairs reads the train gold pairs: per rationale sentence (as the answer quotes) and
// per whole rationale joined with spaces.
func stancePairs(t *testing.T, dir string) (single, joined []stancePair) {
	d, err := loadSciFact(dir, "train")
	if err != nil {
		t.Fatal(err)
	}
	gold, err := loadClaimEvidence(dir, "train")
	if err != nil {
		t.Fatal(err)
	}
	qrels, err := beir.LoadQrels(dir, "train")
	if err != nil {
		t.Fatal(err)
	}
	folds := claimFolds(qrels, groupFoldsEnv())
	var ids []string
	for id := range gold {
		ids = append(ids, id)
	}
	sort.Slice(ids, func(i, j int) bool { return numCmp(ids[i], ids[j]) < 0 })
	for _, id := range ids {
		claim := d.claims[id]
		var docs []string
		for doc := range gold[id] {
			docs = append(docs, doc)
		}
		sort.Strings(docs)
		for _, doc := range docs {
			g := gold[id][doc]
			text := d.text[doc]
			var spans []answer.Span
			for _, sp := range d.spans[doc] {
				spans = append(spans, answer.Span{Start: sp[0], End: sp[1]})
			}
			cands := []answer.Candidate{{SourceType: "paper", SourceID: doc, Text: text, Sentences: spans}}
			for k, rat := range g.rationales {
				var parts []string
				for _, s := range rat {
					sp := d.spans[doc][s]
					parts = append(parts, strings.TrimSpace(text[sp[0]:sp[1]]))
				}
				j := strings.Join(parts, " ")
				cands = append(cands, answer.Candidate{SourceType: "paper", SourceID: fmt.Sprintf("%s#%d", doc, k), Text: j,
					Sentences: []answer.Span{{Start: 0, End: len(j)}}})
			}
			rows, err := answer.Features(answer.Request{Query: claim, Candidates: cands})
			if err != nil {
				t.Fatal(err)
			}
			inRat := map[int]bool{}
			for _, rat := range g.rationales {
				for _, s := range rat {
					inRat[s] = true
				}
			}
			p := stancePair{claim: claim, fold: folds[id], contradict: g.label == "CONTRADICT"}
			var flipRows [][]answer.FeatureRow
			var flips []string
			if flip, ok := answer.FlipClaim(claim); ok && os.Getenv("STANCE_AUG") != "" {
				fr, err := answer.Features(answer.Request{Query: flip, Candidates: cands})
				if err != nil {
					t.Fatal(err)
				}
				if len(fr) == len(rows) {
					flipRows, flips = append(flipRows, fr), append(flips, flip)
				}
			}
			type rewritten struct {
				rw   answer.ClaimRewrite
				rows []answer.FeatureRow
			}
			var rewrites []rewritten
			if kinds := splitSet(os.Getenv("STANCE_REWRITE")); len(kinds) > 0 {
				for _, rw := range answer.RewriteClaim(claim) {
					if !kinds[rw.Kind] {
						continue
					}
					fr, err := answer.Features(answer.Request{Query: rw.Text, Candidates: cands})
					if err != nil {
						t.Fatal(err)
					}
					if len(fr) == len(rows) {
						rewrites = append(rewrites, rewritten{rw, fr})
					}
				}
			}
			augW := 0.5
			if v := os.Getenv("STANCE_AUGW"); v != "" {
				augW, _ = strconv.ParseFloat(v, 64)
			}
			for ri, r := range rows {
				if r.Cand == 0 && slices.ContainsFunc(quoteSentences(d, doc, r.Quote), func(k int) bool { return inRat[k] }) {
					for _, rw := range rewrites {
						fr := rw.rows[ri]
						if fr.Stance == nil || fr.Quote != r.Quote || rw.rw.Directional && answer.NullFinding(r.Quote) {
							continue
						}
						single = append(single, stancePair{claim: rw.rw.Text, quote: r.Quote, fold: p.fold, contradict: p.contradict != rw.rw.Flips,
							synthetic: true, features: fr.Stance, weight: augW})
					}
				}
				p.twin = nil
				for fi, fr := range flipRows {
					if r.Cand != 0 || fr[ri].Stance == nil || fr[ri].Quote != r.Quote {
						continue
					}
					for _, k := range quoteSentences(d, doc, r.Quote) {
						if inRat[k] {
							single = append(single, stancePair{claim: flips[fi], quote: r.Quote, fold: p.fold, contradict: !p.contradict, synthetic: true, features: fr[ri].Stance})
							p.twin = fr[ri].Stance
							break
						}
					}
				}
				p.quote, p.features = r.Quote, r.Stance
				if r.Cand > 0 {
					joined = append(joined, p)
					continue
				}
				for _, k := range quoteSentences(d, doc, r.Quote) {
					if inRat[k] {
						single = append(single, p)
						break
					}
				}
			}
		}
	}
	return single, joined
}

// stanceScore is held-out accuracy and CONTRADICT precision/recall; neutral counts as wrong.
type stanceScore struct {
	n, correct, tp, predC, goldC, neutral, ruled int
}

func (s stanceScore) String() string {
	return fmt.Sprintf("acc %.4f  C-P %.3f C-R %.3f  (n %d, neutral %d, by rule %d)", float64(s.correct)/float64(s.n),
		float64(s.tp)/float64(max(s.predC, 1)), float64(s.tp)/float64(max(s.goldC, 1)), s.n, s.neutral, s.ruled)
}

// crossStance fits the stance model on one fold's pairs as train-answer does and scores the
// full pipeline on the other fold.
func crossStance(t *testing.T, name string, fitOn, score []stancePair) {
	var accs [2]float64
	var res [2]stanceScore
	for fold := range 2 {
		var x [][]float64
		var y []bool
		var w []float64
		for _, p := range fitOn {
			if p.fold != fold && (os.Getenv("STANCE_FITREST") == "" || answer.StanceRule(p.claim, p.quote) == "") {
				x, y, w = append(x, xneg(p.features)), append(y, p.contradict), append(w, cmp.Or(p.weight, 1))
			}
		}
		l2 := 1.0
		if v := os.Getenv("STANCE_L2"); v != "" {
			l2, _ = strconv.ParseFloat(v, 64)
		}
		fitted := fitLogisticRows(xnegNames(), x, y, w, l2, nil)
		var m stanceProber = &fitted
		if os.Getenv("STANCE_GBT") != "" {
			p := gbtParams{rounds: 100, depth: 2, bins: 16, rate: 0.1, lambda: 1, minHess: 2}
			fmt.Sscan(os.Getenv("STANCE_GBT"), &p.rounds, &p.depth)
			b := fitBoosted(answer.StanceFeatureNames(), x, y, p)
			m = &b
		}
		if l, ok := m.(*answer.Logistic); ok && os.Getenv("STANCE_WEIGHTS") != "" {
			for j, n := range l.Features {
				fmt.Printf("w fold%d %-24s %+.3f\n", fold, n, l.Weights[j])
			}
			fmt.Printf("w fold%d bias %+.3f\n", fold, l.Bias)
		}
		var s stanceScore
		for _, p := range score {
			if p.fold != fold || p.synthetic {
				continue
			}
			st, why := answer.StanceRuleBranch(p.claim, p.quote)
			if os.Getenv("STANCE_NORULES") != "" {
				st = ""
			}
			if st != "" && slices.Contains(strings.Split(os.Getenv("STANCE_NORULE"), ","), st+"/"+why) {
				st = ""
			}
			if st != "" {
				s.ruled++
			} else if os.Getenv("STANCE_CONTRAST") != "" && p.twin != nil {
				st = domain.StanceSupports
				if m.Prob(p.features)-m.Prob(p.twin) >= contrastCut {
					st = domain.StanceContradicts
				}
			} else if m.Prob(xneg(p.features)) >= answer.StanceCut {
				st = domain.StanceContradicts
			} else {
				st = domain.StanceSupports
			}
			want := domain.StanceSupports
			if p.contradict {
				want = domain.StanceContradicts
				s.goldC++
			}
			s.n++
			if st == want {
				s.correct++
			}
			if st == domain.StanceContradicts {
				s.predC++
				if p.contradict {
					s.tp++
				}
			}
			if st == domain.StanceNeutral {
				s.neutral++
			}
			if os.Getenv("STANCE_ERRORS") != "" && st != want {
				fmt.Printf("ERR gold=%s got=%s\n  C: %s\n  S: %s\n", want, st, p.claim, p.quote)
			}
		}
		res[fold], accs[fold] = s, float64(s.correct)/float64(s.n)
	}
	fmt.Printf("%-8s fold0 %s\n%-8s fold1 %s\n%-8s mean acc %.4f\n", name, res[0], name, res[1], name, (accs[0]+accs[1])/2)
}

// xneg is a pair's stance inputs, with STANCE_XNEG=1 followed by a copy that holds only for a
// claim that denies (claim_neg), so that a linear fit can read a denial as turning every
// difference around (recipe 29's analysis); unchanged without.
func xneg(f []float64) []float64 {
	if os.Getenv("STANCE_XNEG") == "" {
		return f
	}
	out := slices.Clone(f)
	for _, v := range f {
		out = append(out, v*f[0])
	}
	return out
}

// xnegNames are xneg's inputs' names.
func xnegNames() []string {
	names := answer.StanceFeatureNames()
	if os.Getenv("STANCE_XNEG") == "" {
		return names
	}
	for _, n := range answer.StanceFeatureNames() {
		names = append(names, "neg_x_"+n)
	}
	return names
}

// stanceProber is a fitted stance model as the check reads it (logistic or boosted trees).
type stanceProber interface{ Prob([]float64) float64 }

// contrastCut is STANCE_CONTRAST's cut on P(contradicts | claim) - P(contradicts | flipped claim).
var contrastCut = func() float64 {
	v, _ := strconv.ParseFloat(os.Getenv("STANCE_CONTRAST"), 64)
	return v
}()

// dropFeatures zeroes the features STANCE_DROP names (comma-separated), for ablation.
func dropFeatures(ps []stancePair) {
	names := answer.StanceFeatureNames()
	for _, f := range strings.Split(os.Getenv("STANCE_DROP"), ",") {
		if j := slices.Index(names, f); j >= 0 {
			for i := range ps {
				ps[i].features = slices.Clone(ps[i].features)
				ps[i].features[j] = 0
			}
		}
	}
}

func TestStanceCV(t *testing.T) {
	dir := os.Getenv("SCIFACT")
	if dir == "" {
		dir = shareddata.Require(t, "datasets/scifact")
	}
	if v := os.Getenv("STANCE_CUT"); v != "" {
		cut, err := strconv.ParseFloat(v, 64)
		if err != nil {
			t.Fatal(err)
		}
		defer func(old float64) { answer.StanceCut = old }(answer.StanceCut)
		answer.StanceCut = cut
	}
	answer.UseVectors = os.Getenv("STANCE_NOVEC") == ""
	answer.UseValence = os.Getenv("STANCE_NOVAL") == ""
	answer.UseWordNetAntonyms = os.Getenv("STANCE_NOWN") == ""
	single, joined := stancePairs(t, dir)
	if x := os.Getenv("STANCE_DUMP"); x != "" {
		w, err := os.Create(x)
		if err != nil {
			t.Fatal(err)
		}
		enc := json.NewEncoder(w)
		for _, p := range single {
			enc.Encode(map[string]any{"claim": p.claim, "quote": p.quote, "fold": p.fold, "contradict": p.contradict, "synthetic": p.synthetic, "features": p.features})
		}
		w.Close()
	}
	dropFeatures(single)
	dropFeatures(joined)
	if os.Getenv("STANCE_FEATURES") != "" {
		featureRates(single)
	}
	if f := os.Getenv("STANCE_SHOW"); f != "" {
		j := slices.Index(answer.StanceFeatureNames(), f)
		for _, p := range single {
			if j >= 0 && p.features[j] > 0 {
				fmt.Printf("SHOW C=%v\n  C: %s\n  S: %s\n", p.contradict, p.claim, p.quote)
			}
		}
	}
	ruled := map[string][2]int{}
	for _, p := range single {
		if p.synthetic {
			continue
		}
		if st, why := answer.StanceRuleBranch(p.claim, p.quote); st != "" {
			if os.Getenv("STANCE_BRANCH") == why && (st == domain.StanceContradicts) != p.contradict {
				fmt.Printf("BR %s gold-contradict=%v\n  C: %s\n  S: %s\n", why, p.contradict, p.claim, p.quote)
			}
			r := ruled[st+" "+why]
			r[b2i(p.contradict)]++
			ruled[st+" "+why] = r
		}
	}
	for st, r := range ruled {
		fmt.Printf("rule %-26s gold support %d, gold contradict %d\n", st, r[0], r[1])
	}
	crossStance(t, "sentence", single, single)
	crossStance(t, "joined", joined, joined)
}

// featureRates prints, per stance feature, how often it fires and the CONTRADICT share then.
func featureRates(ps []stancePair) {
	for j, name := range answer.StanceFeatureNames() {
		n, c := 0, 0
		for _, p := range ps {
			if p.features[j] > 0 {
				n++
				if p.contradict {
					c++
				}
			}
		}
		fmt.Printf("feature %-24s fires %4d  C share %.3f\n", name, n, float64(c)/float64(max(n, 1)))
	}
}
