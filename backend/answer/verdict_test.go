package answer

import (
	"testing"

	"carrel/backend/domain"
)

// TestSettle: studies on both sides with no decisive one, or a side none of whose studies is
// decisive (its pooled stance within SettleMargin of the cut and no rule deciding it; for a
// model-read contradiction of a finding the evidence model is unsure of, within ContraMargin), do
// not settle a claim; one decisive study on one side does, and studies on both sides settle by the
// decisive study the gate is surest of (TieByGate).
func TestSettle(t *testing.T) {
	defer func(m, p float64, tie bool) { ContraMargin, ContraMarginProb, TieByGate = m, p, tie }(ContraMargin, ContraMarginProb, TieByGate)
	ContraMargin, ContraMarginProb, TieByGate = 0.15, 0.4, true // the switches of recipe 35, off in the product
	sup := VerdictStudy{Stance: domain.StanceSupports, Pooled: StanceCut - SettleMargin, Gate: 0.9}
	weakSup := VerdictStudy{Stance: domain.StanceSupports, Pooled: StanceCut - SettleMargin/2, Gate: 0.9}
	con := VerdictStudy{Stance: domain.StanceContradicts, Pooled: StanceCut + 2*SettleMargin, Prob: ContraMarginProb, Gate: 0.6}
	unsureCon := VerdictStudy{Stance: domain.StanceContradicts, Pooled: StanceCut + 2*SettleMargin, Prob: ContraMarginProb / 2, Gate: 0.6}
	farCon := VerdictStudy{Stance: domain.StanceContradicts, Pooled: StanceCut + ContraMargin, Prob: ContraMarginProb / 2, Gate: 0.95}
	weakCon := VerdictStudy{Stance: domain.StanceContradicts, Pooled: StanceCut + SettleMargin/2, Prob: ContraMarginProb}
	ruleCon := VerdictStudy{Stance: domain.StanceContradicts, Pooled: StanceCut, Rule: true}
	for _, c := range []struct {
		name    string
		studies []VerdictStudy
		want    string
	}{
		{"none", nil, domain.VerdictNotSettled},
		{"one support", []VerdictStudy{sup}, domain.StanceSupports},
		{"a support and a weak one", []VerdictStudy{weakSup, sup}, domain.StanceSupports},
		{"weak support", []VerdictStudy{weakSup}, domain.VerdictNotSettled},
		{"mixed, the gate surest of a support", []VerdictStudy{sup, sup, con}, domain.StanceSupports},
		{"mixed, the gate surest of a contradiction", []VerdictStudy{sup, farCon}, domain.StanceContradicts},
		{"mixed, none decisive", []VerdictStudy{weakSup, weakCon}, domain.VerdictNotSettled},
		{"contradiction", []VerdictStudy{con}, domain.StanceContradicts},
		{"contradiction of a finding the evidence model is unsure of", []VerdictStudy{unsureCon}, domain.VerdictNotSettled},
		{"… read far from the cut", []VerdictStudy{farCon}, domain.StanceContradicts},
		{"weak contradictions", []VerdictStudy{weakCon, weakCon}, domain.VerdictNotSettled},
		{"a rule's contradiction at the cut", []VerdictStudy{ruleCon}, domain.StanceContradicts},
	} {
		if got := Settle(c.studies); got != c.want {
			t.Errorf("%s: %s, want %s", c.name, got, c.want)
		}
	}
	// Switched off, as in the product: mixed evidence does not settle, and an unsure finding's
	// contradiction needs only SettleMargin.
	ContraMargin, TieByGate = 0, false
	if got := Settle([]VerdictStudy{sup, farCon}); got != domain.VerdictNotSettled {
		t.Errorf("mixed, switched off: %s", got)
	}
	if got := Settle([]VerdictStudy{unsureCon}); got != domain.StanceContradicts {
		t.Errorf("unsure contradiction, switched off: %s", got)
	}
	// The lead says so: a weak contradiction is not given as a count.
	if lead := verdictLead("en", 0, 1, 0, Settle([]VerdictStudy{weakCon})); lead != "The studies found do not settle this: 0 support it, 1 contradict it." {
		t.Errorf("lead %q", lead)
	}
}

// TestCountsBySureStance: a related study counts after its stance is read only when it is the
// first cited, the gate reaches FirstSureBar and the stance model (no rule) reads it at least
// FirstSureMargin from the cut.
func TestCountsBySureStance(t *testing.T) {
	defer func(b float64) { FirstSureBar = b }(FirstSureBar)
	FirstSureBar = 0.3 // recipe 35's switch, off in the product
	sure := VerdictStudy{Stance: domain.StanceSupports, Pooled: StanceCut - FirstSureMargin, Gate: FirstSureBar}
	for _, c := range []struct {
		name string
		edit func(*VerdictStudy)
		want bool
	}{
		{"first, gate at the bar, read sure", func(*VerdictStudy) {}, true},
		{"a contradiction read sure", func(s *VerdictStudy) { s.Stance, s.Pooled = domain.StanceContradicts, StanceCut+FirstSureMargin }, true},
		{"not first", func(s *VerdictStudy) { s.Order = 1 }, false},
		{"gate under the bar", func(s *VerdictStudy) { s.Gate = FirstSureBar - 0.01 }, false},
		{"read near the cut", func(s *VerdictStudy) { s.Pooled = StanceCut - FirstSureMargin/2 }, false},
		{"a rule's read", func(s *VerdictStudy) { s.Rule = true }, false},
		{"neutral", func(s *VerdictStudy) { s.Stance = domain.StanceNeutral }, false},
		{"switched off", func(*VerdictStudy) { FirstSureBar = 0 }, false},
	} {
		s := sure
		c.edit(&s)
		if got := countsBySureStance(s); got != c.want {
			t.Errorf("%s: %v, want %v", c.name, got, c.want)
		}
	}
}
