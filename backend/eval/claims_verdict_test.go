package eval

import (
	"testing"

	"carrel/backend/domain"
)

// TestVerdictFigures: a claim's verdict is the answer's decision, judged only on claims whose
// gold evidence has one label; a claim the studies do not settle shows none; neutral studies count nowhere but
// in contradiction recall's denominator; counted studies outside the gold are not relevant.
func TestVerdictFigures(t *testing.T) {
	st := func(s string) *string { return &s }
	cite := func(paper, stance string) domain.Citation {
		return domain.Citation{Stance: st(stance), Source: domain.Source{Type: "paper", ID: paper}}
	}
	ext := map[string]string{"p1": "d1", "p2": "d2", "p3": "d3", "p4": "d4"}
	rel := func(gold map[string]*claimGold) func(string) bool {
		return func(doc string) bool { return gold[doc] != nil }
	}
	var v verdictCounts
	// Claim A (gold SUPPORT): 2 supports (one not relevant) against 1 contradicts -> shown, right.
	a := map[string]*claimGold{"d1": {label: "SUPPORT"}, "d2": {label: "SUPPORT"}}
	v.add(a, rel(a), []domain.Citation{cite("p1", domain.StanceSupports), cite("p3", domain.StanceSupports), cite("p2", domain.StanceContradicts)}, domain.StanceSupports, ext)
	// Claim B (gold CONTRADICT): 1 supports, 1 contradicts -> not settled, not shown; d2 neutral.
	b := map[string]*claimGold{"d1": {label: "CONTRADICT"}, "d4": {label: "CONTRADICT"}, "d2": {label: "CONTRADICT"}}
	v.add(b, rel(b), []domain.Citation{cite("p1", domain.StanceSupports), cite("p4", domain.StanceContradicts), cite("p2", domain.StanceNeutral)}, domain.VerdictNotSettled, ext)
	// Claim C (mixed gold): not judged, but its counted study is checked over all claims.
	c := map[string]*claimGold{"d1": {label: "SUPPORT"}, "d2": {label: "CONTRADICT"}}
	v.add(c, rel(c), []domain.Citation{cite("p3", domain.StanceSupports)}, domain.StanceSupports, ext)
	// Claim D (gold SUPPORT): 1 supports but the answer does not settle it -> not shown.
	dd := map[string]*claimGold{"d1": {label: "SUPPORT"}}
	v.add(dd, rel(dd), []domain.Citation{cite("p1", domain.StanceSupports)}, domain.VerdictNotSettled, ext)
	f := v.figures()
	if f.VerdictClaims != 3 || f.VerdictShown != 1 || f.VerdictRight != 1 {
		t.Errorf("claims %d shown %d right %d, want 3 1 1", f.VerdictClaims, f.VerdictShown, f.VerdictRight)
	}
	if f.ContradictRecall != 1.0/3 {
		t.Errorf("contradiction recall %.3f, want 1/3 (1 of 3 cited gold-CONTRADICT studies)", f.ContradictRecall)
	}
	// Claim B's three cited gold-CONTRADICT studies: d1 supports, d4 contradicts, d2 neutral.
	if f.GoldContradict != 3 || f.ContradictAsSupports != 1 || f.ContradictAsNeutral != 1 {
		t.Errorf("gold-CONTRADICT cited %d, as supports %d, as neutral %d; want 3 1 1", f.GoldContradict, f.ContradictAsSupports, f.ContradictAsNeutral)
	}
	// supports on gold-evidence studies: d1 (SUPPORT, right) twice and d1 (CONTRADICT, wrong) -> 2/3.
	if f.SupportsPrecision != 2.0/3 {
		t.Errorf("supports precision %.3f, want 0.667", f.SupportsPrecision)
	}
	if f.CountedStudies != 6 || f.NotRelevantShare != 1.0/6 || f.CountedAll != 7 || f.NotRelevantAll != 2.0/7 {
		t.Errorf("counted %d not relevant %.3f; all claims %d %.3f, want 6 0.167 7 0.286", f.CountedStudies, f.NotRelevantShare, f.CountedAll, f.NotRelevantAll)
	}
}
