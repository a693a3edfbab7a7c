package eval

import "carrel/backend/answer"

// flippedStance is each row's stance inputs for the claim said the other way round
// (answer.FlipClaim): the stance model is fitted on every gold (claim, rationale) pair and on
// the same pair with the claim flipped and the label reversed, so that it learns what in the
// claim's difference from the sentence makes a contradiction rather than which claims
// SciFact's annotators tended to contradict ("lowers" claims were mostly written by flipping
// "increases"). nil when the claim cannot be flipped or its rows do not line up; a row the
// flipped claim's policy leaves out (a background sentence) is nil.
func flippedStance(claim string, cands []answer.Candidate, rows []answer.FeatureRow) [][]float64 {
	flip, ok := answer.FlipClaim(claim)
	if !ok {
		return nil
	}
	frows, err := answer.Features(answer.Request{Query: flip, Candidates: cands})
	if err != nil || len(frows) != len(rows) {
		return nil
	}
	out := make([][]float64, len(rows))
	for i, r := range frows {
		if r.Quote == rows[i].Quote && r.Stance != nil {
			out[i] = r.Stance
		}
	}
	return out
}

// augStance is one counterfactual of a gold (claim, rationale) pair for the stance model's fit:
// the rationale's stance inputs toward the claim rewritten (answer.RewriteClaim), and whether
// the rewrite reverses the label (docs/answers.md, recipe 29).
type augStance struct {
	Kind   string
	Flips  bool
	Stance []float64
	Ruled  bool // a stance rule decides the pair (answer.StanceRule), so the model never reads it
}

// rewrittenStance is, per row, the stance inputs toward each of the claim's rewrites whose label
// is known for that row: a rewrite that holds only against a finding with a direction (a swap)
// is left out for a row that finds no effect (answer.NullFinding). want says which rows need
// them (the gold rationales); nil when the claim has no rewrite.
func rewrittenStance(claim string, cands []answer.Candidate, rows []answer.FeatureRow, want func(i int) bool) [][]augStance {
	rewrites := answer.RewriteClaim(claim)
	if len(rewrites) == 0 {
		return nil
	}
	need := false
	for i := range rows {
		need = need || want(i)
	}
	if !need {
		return nil
	}
	out := make([][]augStance, len(rows))
	for _, rw := range rewrites {
		frows, err := answer.Features(answer.Request{Query: rw.Text, Candidates: cands})
		if err != nil || len(frows) != len(rows) {
			continue
		}
		for i, r := range frows {
			if !want(i) || r.Quote != rows[i].Quote || r.Stance == nil || rw.Directional && answer.NullFinding(r.Quote) {
				continue
			}
			out[i] = append(out[i], augStance{Kind: rw.Kind, Flips: rw.Flips, Stance: r.Stance, Ruled: answer.StanceRule(rw.Text, r.Quote) != ""})
		}
	}
	return out
}

// The stance model's fit as train-answer runs it by default (recipe 29, docs/answers.md).
const (
	defaultAug         = ""
	defaultAugWeight   = 0.5
	defaultAugResidual = false
	defaultStanceL2    = 1.0
	// defaultFlipWeight is a flipped-claim pair's weight beside a real pair's 1. 0.5 since recipe
	// 32: on the grouped folds (no abstract on both sides) 1, 0.5, 0.25 and 0 read 145/167,
	// 146/167, 147/169, 145/167 right verdicts on fold 0 and 147/176, 150/178, 148/176, 148/176 on
	// fold 1; the flips, chosen on the parity folds, weighed too much for claims never seen.
	defaultFlipWeight = 0.5
)

// fitStance fits the stance model on the pairs sp with o's penalty and o's inputs held at zero;
// with o.stanceBag above 1, as the average of that many fits on resampled claims
// (fitLogisticBagged).
func fitStance(sp stanceFit, o fitOptions) answer.Logistic {
	l2 := orDefault(o.stanceL2, defaultStanceL2)
	names := answer.StanceFeatureNames()
	fixed := map[int]bool{}
	for j, n := range names {
		if o.stanceDrop[n] {
			fixed[j] = true
		}
	}
	if o.stanceBag > 1 {
		return fitLogisticBagged(names, sp.x, sp.y, sp.w, sp.claim, l2, fixed, o.stanceBag, 1)
	}
	return fitLogisticRows(names, sp.x, sp.y, sp.w, l2, fixed)
}

// splitSet is a comma-separated list as a set ("" gives none).
func splitSet(s string) map[string]bool {
	out := map[string]bool{}
	for _, x := range splitList(s) {
		out[x] = true
	}
	return out
}
