package answer

import (
	"testing"

	"carrel/backend/domain"
)

// TestSettle: studies on both sides, or a side none of whose studies is decisive (its pooled
// stance within SettleMargin of the cut and no rule deciding it), do not settle a claim; one
// decisive study on one side does.
func TestSettle(t *testing.T) {
	sup := VerdictStudy{Stance: domain.StanceSupports, Pooled: StanceCut - SettleMargin}
	weakSup := VerdictStudy{Stance: domain.StanceSupports, Pooled: StanceCut - SettleMargin/2}
	con := VerdictStudy{Stance: domain.StanceContradicts, Pooled: StanceCut + 2*SettleMargin}
	weakCon := VerdictStudy{Stance: domain.StanceContradicts, Pooled: StanceCut + SettleMargin/2}
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
		{"mixed", []VerdictStudy{sup, sup, con}, domain.VerdictNotSettled},
		{"contradiction", []VerdictStudy{con}, domain.StanceContradicts},
		{"weak contradictions", []VerdictStudy{weakCon, weakCon}, domain.VerdictNotSettled},
		{"a rule's contradiction at the cut", []VerdictStudy{ruleCon}, domain.StanceContradicts},
	} {
		if got := Settle(c.studies); got != c.want {
			t.Errorf("%s: %s, want %s", c.name, got, c.want)
		}
	}
	// The lead says so: a weak contradiction is not given as a count.
	if lead := verdictLead("en", 0, 1, 0, Settle([]VerdictStudy{weakCon})); lead != "The studies found do not settle this: 0 support it, 1 contradict it." {
		t.Errorf("lead %q", lead)
	}
}
