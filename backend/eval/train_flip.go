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
