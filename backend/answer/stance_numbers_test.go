package answer

import (
	"testing"

	"carrel/backend/domain"
)

// TestReadQuantities reads shares, changes, fold changes and money, and leaves confidence
// levels, doses, times and years alone.
func TestReadQuantities(t *testing.T) {
	for _, c := range []struct {
		text string
		want []quantity
	}{
		{"About 12% of adults (95% CI 10% to 14%) reported pain.", []quantity{{quantityShare, 0.12}}},
		{"Roughly one in four patients relapsed.", []quantity{{quantityShare, 0.25}}},
		{"The prevalence was 30 per million residents.", []quantity{{quantityShare, 30e-6}}},
		{"It affects 1 in 2 million births.", []quantity{{quantityShare, 0.5e-6}}},
		{"Between 40-60% of wards were audited.", []quantity{{quantityShare, 0.4}, {quantityShare, 0.6}}},
		{"The drug lowered readmissions by 25%.", []quantity{{quantityChange, 0.25}}},
		{"Readmissions were 25% lower in the drug arm.", []quantity{{quantityChange, 0.25}}},
		{"Expression rose threefold after stimulation.", []quantity{{quantityFold, 3}}},
		{"The scheme saved US$3.5 million a year.", []quantity{{quantityMoney, 3.5e6}}},
		{"Patients took 200 mg daily for 12 weeks in 2015.", nil},
		{"Two in 2019 and five in 2020 left the trial.", nil},
	} {
		got := readQuantities(c.text)
		if len(got) != len(c.want) {
			t.Errorf("%q: %v, want %v", c.text, got, c.want)
			continue
		}
		for i := range got {
			if got[i].kind != c.want[i].kind || !sameQuantity(got[i].kind, got[i].value, c.want[i].value) {
				t.Errorf("%q: %v, want %v", c.text, got, c.want)
			}
		}
	}
}

// TestNumbersDiffer: a claim's number set against a finding's of the same kind.
func TestNumbersDiffer(t *testing.T) {
	for _, c := range []struct {
		claim, sent   string
		differ, agree bool
	}{
		// a paraphrase rounds: one in four is 26%
		{"One in four nurses reports burnout.", "Burnout was reported by 26% (52/200) of nurses.", false, true},
		{"One in two nurses reports burnout.", "Burnout was reported by 26% (52/200) of nurses.", true, false},
		{"The rare variant occurs in 1 in 3 million people.", "The variant's prevalence was 410 per million (95% CI 300 to 520 per million).", true, false},
		// the condition agrees, the result differs
		{"The programme could save $2 billion if 5% of clinics join.", "If only 5% of clinics joined, savings would reach $400 million.", true, true},
		// a change is compared with a change, not with a share
		{"The vaccine cuts admissions by 40%.", "Admissions fell by 41% among the vaccinated.", false, true},
		{"The vaccine cuts admissions by 40%.", "Of the 300 admitted, 12% were vaccinated.", false, false},
		// nothing to compare
		{"The vaccine cuts admissions.", "Admissions fell by 41% among the vaccinated.", false, false},
	} {
		d, a := numbersDiffer(c.claim, c.sent)
		if d != c.differ || a != c.agree {
			t.Errorf("%q / %q: differ %v agree %v, want %v %v", c.claim, c.sent, d, a, c.differ, c.agree)
		}
	}
}

// TestStanceRuleReadsNumbers: a finding that gives another number for what the claim
// quantifies contradicts it; a negated claim is left to the other rules.
func TestStanceRuleReadsNumbers(t *testing.T) {
	for _, c := range []struct{ claim, sent, want string }{
		{"One in two nurses reports burnout.", "Burnout was reported by 26% (52/200) of nurses.", domain.StanceContradicts},
		{"Screening raises detection of polyps threefold.", "Screening raised polyp detection 1.4-fold.", domain.StanceContradicts},
		{"Screening raises detection of polyps threefold.", "Screening raised polyp detection threefold.", domain.StanceSupports},
	} {
		if got, why := StanceRuleBranch(c.claim, c.sent); got != c.want {
			t.Errorf("%q / %q: %q (%s), want %q", c.claim, c.sent, got, why, c.want)
		}
	}
}
