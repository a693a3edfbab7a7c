package eval

import (
	"testing"

	"carrel/backend/answer"
)

// policyClaim is a synthetic claim of two studies for fitPolicy: the best-ranked one (finding
// probability 0.6) and a second (0.5); each study's finding holds outcomeShare of the claim's
// outcome, which only the gate reads (the study model sees the same probabilities everywhere).
func policyClaim(firstGold, secondGold bool, firstShare, secondShare float64) claimRows {
	c := claimRows{gold: map[int]*claimGold{}}
	for k, st := range []struct {
		gold  bool
		prob  float64
		share float64
	}{{firstGold, 0.6, firstShare}, {secondGold, 0.5, secondShare}} {
		for i, p := range []float64{st.prob, 0.05} {
			c.rows = append(c.rows, trainRow{source: k, sents: []int{i}, positive: st.gold && i == 0, row: answer.FeatureRow{
				Cand: k, Study: k, Rank: k,
				Policy: answer.PolicySentence{Relevant: true, Matched: true, About: true, Coverage: 0.3, MatchedShare: 0.3,
					OutcomeShare: st.share * float64(1-i), SideMin: st.share * float64(1-i) / 2},
			}})
			c.probs = append(c.probs, p)
		}
		if st.gold {
			c.gold[k] = &claimGold{label: "SUPPORT", rationales: [][]int{{0}}}
			c.nGold++
		}
	}
	return c
}

// TestFitPolicyChoosesBarsWithTheGate: with regrid the bars are chosen again once the gate is
// fitted (train-answer --regrid, recipe 30; not the default). Here
// the second studies are gold only when their finding holds the claim's outcome, which the
// study model cannot see and the gate can (it learns it on the best-ranked studies). Before the
// gate, citing the second studies counts three wrong ones for each right one, so the first grid
// cites none; with the gate only the gold ones count, and citing them is what the best bars do.
func TestFitPolicyChoosesBarsWithTheGate(t *testing.T) {
	var claims []claimRows
	for i := 0; i < 40; i++ {
		switch i % 4 {
		case 0: // a gold best-ranked study and a gold second one, both holding the outcome
			claims = append(claims, policyClaim(true, true, 0.9, 0.9))
		case 1, 2: // gold best-ranked, a near neighbour second
			claims = append(claims, policyClaim(true, false, 0.9, 0.1))
		case 3: // a best-ranked study off the claim's outcome, no evidence at all
			claims = append(claims, policyClaim(false, false, 0.1, 0.1))
		}
	}
	m := answer.Model{}
	fitPolicy(&m, claims, fitOptions{study: true, gate: true, regrid: true})
	got := simulateSelection(&m, claims)
	counted := 0
	for ci := range claims {
		studies, _ := claims[ci].policyStudies()
		for _, f := range answer.Policy(&m, studies, 5, nil) {
			if f.Counts && f.Study == 1 {
				counted++
			}
		}
	}
	if counted != 10 {
		t.Errorf("second studies counted: %d, want the 10 gold ones (bars: threshold %.2f relative %.2f study_cite %.2f)", counted, m.Threshold, m.Relative, m.StudyCite)
	}
	if got < 0.999 {
		t.Errorf("selection F1 %.4f with the gate-chosen bars, want 1", got)
	}
	// Without regrid the first grid's bars stay, citing no second study (the default fit).
	m = answer.Model{}
	fitPolicy(&m, claims, fitOptions{study: true, gate: true})
	if f := simulateSelection(&m, claims); f >= got {
		t.Errorf("without regrid selection F1 %.4f, want under the regrid's %.4f", f, got)
	}
}

// The --stance-others switch adds only a gold abstract's relevant sentences that are no
// rationale, and nothing when it is off (the default fit).
func TestStanceOtherRows(t *testing.T) {
	on := fitOptions{stanceOthers: 0.5}
	gold := trainRow{label: "CONTRADICT", row: answer.FeatureRow{Policy: answer.PolicySentence{Relevant: true}}}
	cases := []struct {
		name string
		r    trainRow
		o    fitOptions
		want bool
	}{
		{"relevant sentence of a gold abstract", gold, on, true},
		{"switch off", gold, fitOptions{}, false},
		{"a rationale (fitted as one already)", trainRow{label: "SUPPORT", positive: true, row: gold.row}, on, false},
		{"no gold abstract", trainRow{row: gold.row}, on, false},
		{"not relevant", trainRow{label: "SUPPORT"}, on, false},
	}
	for _, c := range cases {
		if got := stanceOther(c.r, c.o); got != c.want {
			t.Errorf("%s: stanceOther %v, want %v", c.name, got, c.want)
		}
	}
}
