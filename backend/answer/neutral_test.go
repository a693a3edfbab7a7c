package answer

import (
	"testing"

	"carrel/backend/domain"
)

// TestUnsureLeadIsNeutral: the best-ranked study is cited even when the evidence model finds no
// evidence on the claim in it, but then as neutral (SciFact's NOT ENOUGH INFO), not as support;
// a later study whose finding states the claim keeps its stance.
func TestUnsureLeadIsNeutral(t *testing.T) {
	m := current.Load()
	if m == nil {
		t.Skip("no embedded model")
	}
	req := Request{Query: "Does vitamin K supplementation reduce hip fractures in older women?", Candidates: []Candidate{
		abstract("pap_k_status", "Vitamin K status in older women",
			"Vitamin K status was measured in 300 older women. Dietary intake was recorded by questionnaire.", 1),
		abstract("pap_k_trial", "Vitamin K and fractures: a randomized trial",
			"We randomized 440 postmenopausal women to vitamin K or placebo. "+
				"Vitamin K supplementation reduced hip fractures in older women compared with placebo.", 2),
	}}
	r, err := Compose(req)
	if err != nil {
		t.Fatal(err)
	}
	checkConsistent(t, req, r)
	a := r.Answer()
	got := map[string]string{}
	for _, c := range a.Citations {
		got[c.Source.ID] = *c.Stance
	}
	if got["pap_k_status"] != domain.StanceNeutral {
		t.Errorf("the study that only measured vitamin K status is %q, want neutral:\n%s", got["pap_k_status"], a.Text)
	}
	if got["pap_k_trial"] != domain.StanceSupports {
		t.Errorf("the trial whose finding states the claim is %q, want supports:\n%s", got["pap_k_trial"], a.Text)
	}
	if a.Citations[0].Source.ID != "pap_k_status" {
		t.Errorf("the answer does not open with the best-ranked study:\n%s", a.Text)
	}
	if v := a.Verdict; v == nil || v.Neutral != 1 || v.Supports != 1 {
		t.Errorf("verdict %+v, want 1 supports and 1 neutral:\n%s", v, a.Text)
	}
}

// TestNotEvidence: below the threshold a sentence that states most of the claim is still
// evidence; one that states little of it is not; above the threshold anything is.
func TestNotEvidence(t *testing.T) {
	m := &Model{Threshold: 0.25}
	for _, c := range []struct {
		prob, cov float64
		want      bool
	}{
		{0.1, 0.3, true},
		{0.1, StatesClaim, false},
		{0.3, 0.1, false},
		{0.25, 0.0, false},
	} {
		if got := notEvidence(m, &sentence{coverage: c.cov}, c.prob); got != c.want {
			t.Errorf("prob %.2f coverage %.2f: notEvidence %v, want %v", c.prob, c.cov, got, c.want)
		}
	}
}
