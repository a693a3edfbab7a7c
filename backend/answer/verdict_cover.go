package answer

import (
	"math"

	"carrel/backend/domain"
)

// Coverage sources for the verdict measured in docs/answers.md, "Recipe 35 coverage
// (s18-cover)". Each is off (its zero value) in the product; carrel-eval's replay and `claims`
// switch them on to measure them.

// ContraMargin, when set, is SettleMargin for a contradiction the stance model read (no rule):
// the census of recipe 34 found those the one weak verdict (17 of 28 right).
var ContraMargin = 0.0

// ContraMarginProb, when set, limits ContraMargin to a study whose finding the evidence model
// rates under it: a model-read contradiction of a finding it is sure of is not abstained on.
var ContraMarginProb = 0.0

// FirstSureBar, when set, is the fitted gate's probability from which the first cited study
// counts although under GateCount, provided the stance model (no rule) reads it at least
// FirstSureMargin from StanceCut: a coverage source that asks the stance model how sure it is.
var FirstSureBar = 0.0

// FirstSureMargin is how far from StanceCut the stance model's pooled read must lie for
// FirstSureBar to count a study.
var FirstSureMargin = 0.3

// StatesGateFloor, when set, is the fitted gate's probability a cited study other than the
// first needs to count although its finding states the claim: such studies count without the
// gate today, and half of the later ones are no gold evidence (recipe 35's census).
var StatesGateFloor = 0.0

// TieByGate, when set, settles counted studies on both sides by the side of the decisive study
// the gate is surest is gold evidence, where Settle shows no side.
var TieByGate = false

// countsBySureStance reports whether a cited study the policy left related counts after all
// (FirstSureBar): it is the first cited, the gate is at least FirstSureBar sure of it and the
// stance model, not a rule, reads it far from the cut.
func countsBySureStance(s VerdictStudy) bool {
	return FirstSureBar > 0 && s.Order == 0 && s.Gate >= FirstSureBar && !s.Rule &&
		s.Stance != domain.StanceNeutral && math.Abs(s.Pooled-StanceCut) >= FirstSureMargin
}

// tieSide is the side of the decisive study the gate is surest of (TieByGate), "" when none.
func tieSide(studies []VerdictStudy) string {
	side, best := "", -1.0
	for _, s := range studies {
		if s.decisive() && s.Gate > best {
			side, best = s.Stance, s.Gate
		}
	}
	return side
}
