package answer

import (
	"testing"

	"carrel/backend/domain"
)

// TestSettle: studies on both sides, or a side resting only on contradictions the stance model
// alone is unsure of, do not settle a claim; a supporting study, a rule's contradiction or one
// the model is sure of does.
func TestSettle(t *testing.T) {
	sup := VerdictStudy{Stance: domain.StanceSupports, Contra: 0.3}
	weakCon := VerdictStudy{Stance: domain.StanceContradicts, Contra: (StanceCut + SettleContra) / 2}
	sureCon := VerdictStudy{Stance: domain.StanceContradicts, Contra: SettleContra + 0.1}
	ruleCon := VerdictStudy{Stance: domain.StanceContradicts, Contra: 0.2, Rule: true}
	for _, c := range []struct {
		name    string
		studies []VerdictStudy
		want    string
	}{
		{"none", nil, domain.VerdictNotSettled},
		{"one support", []VerdictStudy{sup}, domain.StanceSupports},
		{"two supports", []VerdictStudy{sup, sup}, domain.StanceSupports},
		{"mixed", []VerdictStudy{sup, sup, ruleCon}, domain.VerdictNotSettled},
		{"weak contradiction", []VerdictStudy{weakCon}, domain.VerdictNotSettled},
		{"weak contradictions", []VerdictStudy{weakCon, weakCon}, domain.VerdictNotSettled},
		{"sure contradiction", []VerdictStudy{sureCon}, domain.StanceContradicts},
		{"rule's contradiction", []VerdictStudy{ruleCon, weakCon}, domain.StanceContradicts},
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
