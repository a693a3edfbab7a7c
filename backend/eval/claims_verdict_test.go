package eval

import (
	"testing"

	"carrel/backend/domain"
)

// TestVerdictFigures: a claim's verdict is the side with more counted studies, judged only on
// claims whose gold evidence has one label; a tie shows none; neutral studies count nowhere but
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
	v.add(a, rel(a), []domain.Citation{cite("p1", domain.StanceSupports), cite("p3", domain.StanceSupports), cite("p2", domain.StanceContradicts)}, ext)
	// Claim B (gold CONTRADICT): 1 supports, 1 contradicts -> tie, not shown; d2 neutral.
	b := map[string]*claimGold{"d1": {label: "CONTRADICT"}, "d4": {label: "CONTRADICT"}, "d2": {label: "CONTRADICT"}}
	v.add(b, rel(b), []domain.Citation{cite("p1", domain.StanceSupports), cite("p4", domain.StanceContradicts), cite("p2", domain.StanceNeutral)}, ext)
	// Claim C (mixed gold): not judged, but its counted study is checked over all claims.
	c := map[string]*claimGold{"d1": {label: "SUPPORT"}, "d2": {label: "CONTRADICT"}}
	v.add(c, rel(c), []domain.Citation{cite("p3", domain.StanceSupports)}, ext)
	f := v.figures()
	if f.VerdictClaims != 2 || f.VerdictShown != 1 || f.VerdictRight != 1 {
		t.Errorf("claims %d shown %d right %d, want 2 1 1", f.VerdictClaims, f.VerdictShown, f.VerdictRight)
	}
	if f.ContradictRecall != 1.0/3 {
		t.Errorf("contradiction recall %.3f, want 1/3 (1 of 3 cited gold-CONTRADICT studies)", f.ContradictRecall)
	}
	// Claim B's three cited gold-CONTRADICT studies: d1 supports, d4 contradicts, d2 neutral.
	if f.GoldContradict != 3 || f.ContradictAsSupports != 1 || f.ContradictAsNeutral != 1 {
		t.Errorf("gold-CONTRADICT cited %d, as supports %d, as neutral %d; want 3 1 1", f.GoldContradict, f.ContradictAsSupports, f.ContradictAsNeutral)
	}
	// supports on gold-evidence studies: d1 (SUPPORT, right) and d1 (CONTRADICT, wrong) -> 1/2.
	if f.SupportsPrecision != 0.5 {
		t.Errorf("supports precision %.3f, want 0.5", f.SupportsPrecision)
	}
	if f.CountedStudies != 5 || f.NotRelevantShare != 0.2 || f.CountedAll != 6 || f.NotRelevantAll != 2.0/6 {
		t.Errorf("counted %d not relevant %.3f; all claims %d %.3f, want 5 0.2 6 0.333", f.CountedStudies, f.NotRelevantShare, f.CountedAll, f.NotRelevantAll)
	}
}
