package answer

import (
	"math"
	"slices"
	"testing"
)

// outcomeGate is a fitted gate resting on the finding's share of the claim's outcome alone.
func outcomeGate() Logistic {
	n := len(gateFeatureNames)
	l := Logistic{Features: gateFeatureNames, Mean: make([]float64, n), Std: make([]float64, n), Weights: make([]float64, n), Bias: -2}
	for i := range l.Std {
		l.Std[i] = 1
	}
	l.Weights[slices.Index(gateFeatureNames, "finding_outcome_share")] = 4
	return l
}

// TestFittedGateCounts: with a fitted gate a cited study counts only when the gate finds it
// likely evidence (the best-ranked study whose finding misses the claim's outcome is cited and
// listed as related), a finding that states the claim counts whatever the gate says, and without
// a gate the policy counts as before.
func TestFittedGateCounts(t *testing.T) {
	m := &Model{Threshold: 0.1, Extra: 0.9, Gate: outcomeGate(), GateCount: 0.45}
	studies := []PolicyStudy{studyOf(1, 0, 0.6), studyOf(2, 0, 0.7), studyOf(3, 0, 0.5)}
	studies[1].Sentences[0].OutcomeShare = 1 // holds the outcome: 0.88
	studies[2].Sentences[0].States = true    // states the claim, outcome share 0
	got := Policy(m, studies, 5, nil)
	if len(got) != 3 {
		t.Fatalf("%d studies cited, want 3", len(got))
	}
	if got[0].Counts || !got[1].Counts || !got[2].Counts {
		t.Errorf("counts %v %v %v, want false true true", got[0].Counts, got[1].Counts, got[2].Counts)
	}
	m.Gate = Logistic{}
	for k, f := range Policy(m, studies, 5, nil) {
		if !f.Counts {
			t.Errorf("without a gate study %d does not count", k)
		}
	}
}

// TestGateFeatures: the gate reads the study's probability and its margin over the likeliest
// other study, the finding's probability against the strongest cited one's and its sides.
func TestGateFeatures(t *testing.T) {
	studies := []PolicyStudy{studyOf(1, 0, 0.2), studyOf(2, 1, 0.8)}
	studies[1].Sentences[0].OutcomeShare, studies[1].Sentences[0].SideMin = 0.75, 0.5
	kept := []PolicyFinding{{Study: 0, Sentences: []int{0}, Prob: 0.2}, {Study: 1, Sentences: []int{0}, Prob: 0.8}}
	fs := GateFeatures(studies, kept, []float64{0.3, 0.6})
	at := func(k int, name string) float64 { return fs[k][slices.Index(gateFeatureNames, name)] }
	for _, c := range []struct {
		k    int
		name string
		want float64
	}{
		{0, "study_logit", math.Log(0.3 / 0.7)}, {0, "study_margin", -0.3}, {1, "study_margin", 0.3},
		{0, "first_cited", 1}, {1, "first_cited", 0}, {0, "share_of_top_cited", 0.25}, {1, "share_of_top_cited", 1},
		{1, "finding_outcome_share", 0.75}, {1, "finding_side_min", 0.5}, {1, "text_subject_share", 1},
	} {
		if got := at(c.k, c.name); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("finding %d %s = %v, want %v", c.k, c.name, got, c.want)
		}
	}
}

// TestGateAllCounts: the fitted gate alone decides a finding that does not state the claim, so
// a best-ranked study whose finding is under CountProb and holds only one side of the claim
// (the evidence bars would leave it related) counts when the gate reads it as evidence; a
// finding the gate rejects is related.
func TestGateAllCounts(t *testing.T) {
	m := &Model{Threshold: 0.1, Extra: 0.9, Gate: outcomeGate(), GateCount: 0.45}
	studies := []PolicyStudy{studyOf(1, 0, 0.15), studyOf(2, 0, 0.15)}
	studies[0].Sentences[0].OutcomeShare, studies[0].Sentences[0].About = 1, false // the gate: 0.88
	studies[1].Sentences[0].States = false
	s0 := studies[0].Sentences[0]
	if Counts(m, 0.15, s0.States, s0.About) {
		t.Fatal("the evidence bars count the first study: the case tests nothing")
	}
	got := Policy(m, studies, 5, nil)
	if len(got) != 2 {
		t.Fatalf("%d studies cited, want 2", len(got))
	}
	if !got[0].Counts || got[1].Counts {
		t.Errorf("counts %v %v, want true false", got[0].Counts, got[1].Counts)
	}
}

// TestGateChoosesFurtherQuotes: with GateExtra a counted study's further quotes are chosen by the
// gate's probability times their share of the study's probability mass: the study the gate is
// sure of quotes a second sentence at half the finding's probability, the counted study the gate
// is less sure of quotes its finding alone though its second sentence passes Extra, a sentence no
// question term reaches is never quoted and holds no mass, and at most maxFindingQuotes are; a
// related study keeps its quotes; without GateExtra the quotes are Extra's.
func TestGateChoosesFurtherQuotes(t *testing.T) {
	m := &Model{Threshold: 0.1, Extra: 0.2, Gate: outcomeGate(), GateCount: 0.45, GateExtra: 0.125}
	studies := []PolicyStudy{studyOf(1, 0, 0.6, 0.3, 0.25, 0.5, 0.4), studyOf(2, 0, 0.6, 0.5), studyOf(3, 0, 0.6, 0.5)}
	studies[0].Sentences[0].OutcomeShare = 1    // gate 0.88: 0.3/1.55 × 0.88 = 0.17 ≥ 0.125
	studies[0].Sentences[3].Matched = false     // no question term: never a quote
	studies[1].Sentences[0].OutcomeShare = 0.47 // gate 0.47: counted
	studies[1].Sentences[1].Prob = 0.2          // 0.2/0.8 × 0.47 = 0.12 < 0.125
	got := Policy(m, studies, 5, nil)
	if len(got) != 3 || !got[0].Counts || !got[1].Counts || got[2].Counts {
		t.Fatalf("cited %+v, want three, the first two counted", got)
	}
	if want := []int{0, 4, 1}; !slices.Equal(got[0].Sentences, want) {
		t.Errorf("sure study quotes %v, want %v", got[0].Sentences, want)
	}
	if want := []int{0}; !slices.Equal(got[1].Sentences, want) {
		t.Errorf("less sure study quotes %v, want %v", got[1].Sentences, want)
	}
	if want := []int{0, 1}; !slices.Equal(got[2].Sentences, want) {
		t.Errorf("related study quotes %v, want Extra's %v", got[2].Sentences, want)
	}
	m.GateExtra = 0
	if got := Policy(m, studies, 5, nil); !slices.Equal(got[1].Sentences, []int{0, 1}) {
		t.Errorf("without GateExtra the counted study quotes %v, want Extra's [0 1]", got[1].Sentences)
	}
}
