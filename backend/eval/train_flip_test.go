package eval

import (
	"reflect"
	"slices"
	"testing"

	"carrel/backend/answer"
)

// augFixture is a made-up claim and abstract: a finding with a direction and a finding of no
// difference, both taken as gold rationales.
func augFixture(t *testing.T) (string, []answer.Candidate, []answer.FeatureRow) {
	t.Helper()
	text := "Aspirin reduced the risk of stroke by 20% in older adults. Rates of bleeding did not differ between the two groups."
	cands := []answer.Candidate{{SourceType: "paper", SourceID: "p1", Title: "Aspirin and stroke", PaperRank: 1, Score: 1,
		Text: text, Sentences: answer.SplitSentences(text)}}
	claim := "Aspirin reduces the risk of stroke."
	rows, err := answer.Features(answer.Request{Query: claim, Candidates: cands})
	if err != nil || len(rows) != 2 {
		t.Fatalf("features: %d rows, %v", len(rows), err)
	}
	return claim, cands, rows
}

// TestRewrittenStance: every rewrite of the claim is featurized against the directional
// finding; the finding of no difference keeps only the denials, whose label is known for it.
func TestRewrittenStance(t *testing.T) {
	claim, cands, rows := augFixture(t)
	aug := rewrittenStance(claim, cands, rows, func(int) bool { return true })
	kinds := func(as []augStance) []string {
		var out []string
		for _, a := range as {
			out = append(out, a.Kind)
		}
		return out
	}
	if got := kinds(aug[0]); !slices.Equal(got, []string{"negate", "fail", "swap", "double"}) {
		t.Errorf("directional finding's rewrites %v", got)
	}
	if got := kinds(aug[1]); !slices.Equal(got, []string{"negate", "fail"}) {
		t.Errorf("no-difference finding's rewrites %v, want the denials only", got)
	}
	negated := aug[0][0]
	if !negated.Flips || reflect.DeepEqual(negated.Stance, rows[0].Stance) {
		t.Errorf("the negated claim must flip the label and change the stance inputs")
	}
	if aug[0][3].Flips {
		t.Errorf("swapped and denied keeps the label")
	}
	if none := rewrittenStance(claim, cands, rows, func(int) bool { return false }); none != nil {
		t.Errorf("no gold rows, yet rewrites featurized: %v", none)
	}
}

// TestFitStanceWithRewritesIsDeterministic: the stance fit over real and rewritten pairs gives
// the same model every time, and the rewrites' weight moves it.
func TestFitStanceWithRewritesIsDeterministic(t *testing.T) {
	claim, cands, rows := augFixture(t)
	aug := rewrittenStance(claim, cands, rows, func(int) bool { return true })
	build := func(w float64) stanceFit {
		var sp stanceFit
		for i, r := range rows {
			sp.add(r.Stance, false, 1, i)
			for _, a := range aug[i] {
				sp.add(a.Stance, a.Flips, w, i)
			}
		}
		return sp
	}
	o := fitOptions{stanceL2: 1}
	first := fitStance(build(0.5), o)
	for range 3 {
		if again := fitStance(build(0.5), o); !reflect.DeepEqual(again, first) {
			t.Fatal("the stance fit is not deterministic")
		}
	}
	sp := build(2)
	if heavier := fitStance(sp, o); reflect.DeepEqual(heavier.Weights, first.Weights) {
		t.Error("the rewrites' weight does not move the fit")
	}
	o.stanceDrop = map[string]bool{"claim_neg": true}
	dropped := fitStance(sp, o)
	if j := slices.Index(dropped.Features, "claim_neg"); j < 0 || dropped.Weights[j] != 0 {
		t.Errorf("a dropped input must weigh zero: %v", dropped.Weights)
	}
}
