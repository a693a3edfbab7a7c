package answer

import (
	"strings"
	"testing"

	"carrel/backend/domain"
)

// exercise is a small library on exercise and blood pressure: one trial that found no
// effect (said with a negated predicate), one that found the effect, one aim-only abstract.
func exercise() []Candidate {
	return []Candidate{
		abstract("pap_ex_null", "Aerobic exercise versus stretching in hypertension",
			"Hypertension affects a third of adults. "+
				"After 12 weeks, aerobic exercise did not lower blood pressure compared with stretching.", 1),
		abstract("pap_ex_meta", "Exercise training and blood pressure: a meta-analysis",
			"We pooled 54 randomized trials of exercise training. "+
				"Exercise training lowered systolic blood pressure by 5 mmHg compared with control.", 2),
		abstract("pap_ex_aim", "Exercise and blood pressure in older adults",
			"We aimed to investigate whether exercise can lower blood pressure in older adults.", 3),
	}
}

func TestStanceNegationScope(t *testing.T) {
	m := current.Load()
	if m == nil {
		t.Skip("no embedded model")
	}
	claim := "Does exercise lower blood pressure?"
	for _, c := range []struct {
		claim, sentence, want string
	}{
		{claim, "After 12 weeks, aerobic exercise did not lower blood pressure compared with stretching.", domain.StanceContradicts},
		{claim, "Exercise training lowered systolic blood pressure by 5 mmHg compared with control.", domain.StanceSupports},
		{claim, "We aimed to investigate whether exercise can lower blood pressure in older adults.", domain.StanceNeutral},
		{"Exercise does not lower blood pressure.", "After 12 weeks, aerobic exercise did not lower blood pressure compared with stretching.", domain.StanceSupports},
		{"Does vitamin D increase bone density?", "Vitamin D failed to increase bone mineral density at 2 years.", domain.StanceContradicts},
		{"Does vitamin D increase bone density?", "Supplementation did not significantly increase bone density (p = 0.4).", domain.StanceContradicts},
	} {
		s := &sentence{quote: c.sentence}
		if got := stanceOf(m, textCues(c.claim), c.claim, s); got != c.want {
			t.Errorf("%q for %q: %s, want %s", c.sentence, c.claim, got, c.want)
		}
	}
	if up, down := negatedDirection("Aerobic exercise lowered blood pressure; it did not increase heart rate."); !up || down {
		t.Errorf("negated direction up %v down %v, want only up", up, down)
	}
}

// TestClaimNegatedFindingContradicts: composed end to end, the negated finding is a
// contradicting citation, the positive one supports, the aim-only one is neutral (or not
// cited), and the verdict counts them.
func TestClaimNegatedFindingContradicts(t *testing.T) {
	req := Request{Query: "Does exercise lower blood pressure?", Candidates: exercise()}
	a, got := composeStances(t, req)
	if got["pap_ex_null"] != domain.StanceContradicts || got["pap_ex_meta"] != domain.StanceSupports {
		t.Fatalf("stances %v:\n%s", got, a.Text)
	}
	if st, ok := got["pap_ex_aim"]; ok && st != domain.StanceNeutral {
		t.Errorf("aim-only sentence cited as %s", st)
	}
	if a.Citations[0].Source.ID != "pap_ex_null" {
		t.Errorf("first citation from %s, not the best-ranked study:\n%s", a.Citations[0].Source.ID, a.Text)
	}
	if v := a.Verdict; v.Contradicts != 1 || v.Supports != 1 || !strings.Contains(a.Text, "1 contradict") {
		t.Errorf("verdict %+v:\n%s", *v, a.Text)
	}
}

// TestVerdictAfterDroppedQuote: when quote verification drops a study's finding, the
// verdict and its lead sentence count only the studies still cited.
func TestVerdictAfterDroppedQuote(t *testing.T) {
	req := Request{Query: "Does exercise lower blood pressure?", Candidates: exercise()}
	if err := normalize(&req); err != nil {
		t.Fatal(err)
	}
	q := buildQuery(req.Query, nil)
	p := buildPool(req.Candidates)
	scorePool(p, q, req.Candidates)
	fs := selectFindings(p, q, req.Candidates, req.Query, depthLimits[req.Depth])
	if len(fs) < 2 {
		t.Fatalf("need two findings, got %d", len(fs))
	}
	groups, _ := stanceGroups(fs)
	before := render(req, messages["en"], p, groups, countedStudies(fs)).Answer()
	dropped := fs[0].stance
	for _, i := range fs[0].members {
		p.sents[i].quote += " (tampered)"
	}
	after := render(req, messages["en"], p, groups, countedStudies(fs))
	checkConsistent(t, req, after)
	a := after.Answer()
	b, v := *before.Verdict, *a.Verdict
	switch dropped {
	case domain.StanceSupports:
		b.Supports--
	case domain.StanceContradicts:
		b.Contradicts--
	default:
		b.Neutral--
	}
	// the decision reads only the studies still cited
	b.Decision = Settle(citedStudies(countedStudies(fs), a.Citations))
	if v != b {
		t.Errorf("verdict after the drop %+v, want %+v", v, b)
	}
	if c := *VerdictOf(a.Citations); c.Supports != v.Supports || c.Contradicts != v.Contradicts || c.Neutral != v.Neutral {
		t.Errorf("verdict %+v does not count the citations", v)
	}
	if lead := verdictLead("en", v.Supports, v.Contradicts, v.Neutral, v.Decision); !strings.HasPrefix(a.Text, lead) {
		t.Errorf("lead %q, want %q", a.Text, lead)
	}
}
