package answer

import (
	"encoding/json"
	"testing"
)

// TestStudyStaticIgnoresMapOrder gives the claim four terms of equal IDF held by different
// studies: which is "the rarest" and the IDF mass each study holds must not follow Go's map
// order, which changes on every range (it flipped SciFact test claim 239's verdict in one
// run of `carrel-eval claims` in four).
func TestStudyStaticIgnoresMapOrder(t *testing.T) {
	cands := []Candidate{
		{SourceType: "paper", SourceID: "a", Title: "Insulin in mice", Text: "Insulin lowered glucose in obese mice."},
		{SourceType: "paper", SourceID: "b", Title: "Leptin in rats", Text: "Leptin raised appetite in lean rats."},
		{SourceType: "paper", SourceID: "c", Title: "Sleep", Text: "Sleep length did not change in adults."},
	}
	for i := range cands {
		cands[i].Sentences = SplitSentences(cands[i].Text)
	}
	claim := "Insulin and leptin change sleep"
	q := buildQuery(claim, nil)
	subject, outcome := claimSides(claim)
	var first string
	for run := 0; run < 50; run++ {
		p := buildPool(cands)
		got, _ := json.Marshal(studyStatic(p, q, cands, subject, outcome, p.poolWeight()))
		if run == 0 {
			first = string(got)
		} else if string(got) != first {
			t.Fatalf("run %d: study features %s, first run %s", run, got, first)
		}
	}
}
