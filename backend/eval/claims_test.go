package eval

import (
	"testing"

	"carrel/backend/domain"
)

// TestClaimScoringFollowsSciFact: a whole rationale counts, half of one does not, an abstract
// cited as neutral is left unscored (SciFact's NOT ENOUGH INFO) but counted in the all-cited
// figures, and the label counts only when the stance matches the gold label.
func TestClaimScoringFollowsSciFact(t *testing.T) {
	text := "Aspirin lowered risk. It was well tolerated. Bleeding rose."
	d := &sciFact{text: map[string]string{"d1": text, "d2": text, "d3": text},
		spans: map[string][][2]int{"d1": {{0, 21}, {22, 44}, {45, 59}}, "d2": {{0, 21}, {22, 44}, {45, 59}}, "d3": {{0, 21}, {22, 44}, {45, 59}}}}
	gold := map[string]*claimGold{
		"d1": {label: "SUPPORT", rationales: [][]int{{0}}},
		"d2": {label: "CONTRADICT", rationales: [][]int{{1, 2}}},
		"d3": {label: "SUPPORT", rationales: [][]int{{2}}},
	}
	ext := map[string]string{"p1": "d1", "p2": "d2", "p3": "d3"}
	st := func(s string) *string { return &s }
	cite := func(paper, quote string, stance *string) domain.Citation {
		return domain.Citation{Quote: quote, Stance: stance, Source: domain.Source{Type: "paper", ID: paper}}
	}
	var c claimCounts
	c.add(d, gold, []domain.Citation{
		cite("p1", "Aspirin lowered risk.", st(domain.StanceSupports)),  // whole rationale, right label
		cite("p2", "It was well tolerated.", st(domain.StanceSupports)), // half a rationale, wrong label
		cite("p3", "Bleeding rose.", st(domain.StanceNeutral)),          // right sentence, but neutral
	}, ext)
	o := c.result()
	if c.predSents != 2 || c.selCorrect != 1 || c.labCorrect != 1 || c.goldSents != 4 {
		t.Fatalf("counts pred %d correct %d label %d gold %d, want 2 1 1 4", c.predSents, c.selCorrect, c.labCorrect, c.goldSents)
	}
	if c.neutralSents != 1 || c.neutralCorrect != 1 {
		t.Errorf("neutral %d correct %d, want 1 1", c.neutralSents, c.neutralCorrect)
	}
	if o.SelectionP != 0.5 || o.SelectionR != 0.25 || o.AllCitedP != 2.0/3 {
		t.Errorf("P %.3f R %.3f all-cited P %.3f, want 0.5 0.25 0.667", o.SelectionP, o.SelectionR, o.AllCitedP)
	}
	if c.predDocs != 2 || c.docCorrect != 1 {
		t.Errorf("abstracts predicted %d correct %d, want 2 1", c.predDocs, c.docCorrect)
	}
}

// TestLossBudgetSplitsLosses: every gold sentence lands in one recall row and every predicted
// sentence in one precision row, by where it stands.
func TestLossBudgetSplitsLosses(t *testing.T) {
	text := "Aspirin lowered risk. It was well tolerated. Bleeding rose. Doses were low."
	spans := [][2]int{{0, 21}, {22, 44}, {45, 59}, {60, 75}}
	d := &sciFact{text: map[string]string{}, spans: map[string][][2]int{}}
	for _, doc := range []string{"d1", "d2", "d3", "d4", "d5", "d6"} {
		d.text[doc], d.spans[doc] = text, spans
	}
	gold := map[string]*claimGold{
		"d1": {label: "SUPPORT", rationales: [][]int{{0}, {2}}}, // counted: one rationale found, the other not
		"d2": {label: "SUPPORT", rationales: [][]int{{1, 2}}},   // counted: half of a two-sentence rationale
		"d3": {label: "SUPPORT", rationales: [][]int{{0}}},      // cited as related
		"d4": {label: "SUPPORT", rationales: [][]int{{0}}},      // in the pool, not cited
		"d5": {label: "SUPPORT", rationales: [][]int{{0}}},      // outside the pool
	}
	ext := map[string]string{"p1": "d1", "p2": "d2", "p3": "d3", "p6": "d6"}
	sup, neu := domain.StanceSupports, domain.StanceNeutral
	cite := func(paper, quote string, stance *string) domain.Citation {
		return domain.Citation{Quote: quote, Stance: stance, Source: domain.Source{Type: "paper", ID: paper}}
	}
	cites := []domain.Citation{
		cite("p1", "Aspirin lowered risk.", &sup), cite("p1", "Doses were low.", &sup),
		cite("p2", "Bleeding rose.", &sup), cite("p3", "Aspirin lowered risk.", &neu),
		cite("p6", "Aspirin lowered risk.", &sup),
	}
	var lb lossBudget
	preds, order := predsOf(d, cites, ext)
	lb.add("1", gold, []string{"d1", "d2", "d3", "d4", "d6"}, preds, order)
	got := [...]int{lb.gold, lb.found, lb.notRetrieved, lb.notCited, lb.related, lb.wrongFinding, lb.otherRationale, lb.partial, lb.partialNext}
	if want := [...]int{7, 1, 1, 1, 1, 0, 1, 2, 1}; got != want {
		t.Errorf("recall rows (gold, found, a, b, b', c, c', d, d next) %v, want %v", got, want)
	}
	gotP := [...]int{lb.pred, lb.right, lb.nei, lb.otherDoc, lb.extraFinding, lb.extraFurther, lb.partQuoted}
	if want := [...]int{4, 1, 0, 1, 0, 1, 1}; gotP != want {
		t.Errorf("precision rows (pred, right, NEI, other doc, finding, further, part) %v, want %v", gotP, want)
	}
	var nei lossBudget
	nei.add("2", nil, []string{"d6"}, map[string]*docPred{"d6": {sents: []int{0, 1}, label: "SUPPORT"}}, []string{"d6"})
	if nei.pred != 2 || nei.nei != 2 || nei.gold != 0 {
		t.Errorf("a claim without gold evidence: pred %d NEI %d gold %d, want 2 2 0", nei.pred, nei.nei, nei.gold)
	}
}
