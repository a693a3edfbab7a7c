package answer

import (
	"testing"

	"carrel/backend/domain"
)

// TestEmbeddedModel: the committed model.json matches this build's features and its policy is
// sane; it was produced by `make answer-model` from SciFact train.
func TestEmbeddedModel(t *testing.T) {
	if embeddedErr != nil {
		t.Fatalf("embedded model.json: %v (rerun make answer-model)", embeddedErr)
	}
	m := current.Load()
	if m.Threshold <= 0 || m.Threshold >= 1 || m.Extra < m.Threshold || m.Relative < 0 || m.Relative >= 1 {
		t.Errorf("policy threshold %v extra %v relative %v", m.Threshold, m.Extra, m.Relative)
	}
	if _, err := ParseModel([]byte(`{"evidence":{"features":["x"]}}`)); err == nil {
		t.Error("a model with other features was accepted")
	}
}

// TestClaimStanceAndVerdict: a yes/no question gets one finding per study with a stance and a
// verdict that counts studies; an open question gets neither.
func TestClaimStanceAndVerdict(t *testing.T) {
	r, err := Compose(Request{Query: "Does aspirin reduce the risk of colorectal cancer?", Candidates: library()})
	if err != nil {
		t.Fatal(err)
	}
	a := r.Answer()
	if a.Verdict == nil || len(a.Citations) == 0 {
		t.Fatalf("no verdict or citation:\n%s", a.Text)
	}
	studies := map[string]int{}
	for _, c := range a.Citations {
		if c.Stance == nil {
			t.Errorf("citation %d without stance", c.Index)
		}
		studies[c.Source.ID]++
	}
	if v := a.Verdict; v.Supports+v.Contradicts+v.Neutral != len(studies) {
		t.Errorf("verdict %+v for %d studies", *v, len(studies))
	}
	for _, c := range a.Citations {
		if c.Source.ID == "pap_photo" || c.Source.ID == "pap_sleep" || c.Source.ID == "doc_statins" {
			t.Errorf("off-topic study cited: %q", c.Quote)
		}
	}
	open, _ := Compose(Request{Query: "aspirin colorectal cancer", Candidates: library()})
	if open.Answer().Verdict != nil || open.Citations()[0].Stance != nil {
		t.Error("an open question got a verdict or stance")
	}
	for _, q := range []string{"What is a trace tree?", "How does MapReduce handle failures?"} {
		if k, _ := readQuestion(q); k == kindClaim {
			t.Errorf("%q read as a claim", q)
		}
	}
	for _, q := range []string{"Vitamin D reduces fractures in older adults.", "Does X reduce Y?"} {
		if k, _ := readQuestion(q); k != kindClaim {
			t.Errorf("%q not read as a claim", q)
		}
	}
	_ = domain.StanceSupports
}
