package answer

import "carrel/backend/domain"

// VerdictStudy is one cited study as the verdict's decision reads it: its stance and how sure
// the evidence and stance models are of it. Result carries one per cited study that counts.
type VerdictStudy struct {
	SourceType, SourceID string
	Stance               string  // supports or contradicts
	Prob                 float64 // the evidence model's probability of its finding
	Contra               float64 // the stance model's probability that the finding contradicts the claim
	Rule                 bool    // a stance rule decided the stance (StanceRule)
	States               bool    // the finding states the claim (StatesClaimShares)
	Rank                 int     // retrieval order
}

// SettleContra is the stance model's probability from which a contradiction it alone decided
// (no stance rule) settles a claim. Between StanceCut and it the model is barely surer of
// "contradicts" than of "supports": on SciFact train, held out in two folds, such verdicts were
// right 8 times in 14 (docs/answers.md, recipe 14), so the answer says the studies do not
// settle the claim rather than colour the bar red.
var SettleContra = 0.6

// Settle decides which way the counted studies settle a claim: domain.StanceSupports,
// domain.StanceContradicts, or domain.VerdictNotSettled when the evidence is mixed (studies on
// both sides) or weak (the only side rests on contradictions the stance model is unsure of).
// studies are the cited studies that count. The answer's lead, the verdict's Decision and
// carrel-eval's verdict figures all read this one function.
func Settle(studies []VerdictStudy) string {
	sure := map[string]bool{}
	seen := map[string]bool{}
	for _, s := range studies {
		seen[s.Stance] = true
		if s.Stance == domain.StanceSupports || s.Rule || s.Contra >= SettleContra {
			sure[s.Stance] = true
		}
	}
	switch {
	case seen[domain.StanceSupports] && seen[domain.StanceContradicts]:
		return domain.VerdictNotSettled
	case sure[domain.StanceSupports]:
		return domain.StanceSupports
	case sure[domain.StanceContradicts]:
		return domain.StanceContradicts
	}
	return domain.VerdictNotSettled
}
