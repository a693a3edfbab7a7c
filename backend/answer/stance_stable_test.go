package answer

import (
	"testing"

	"carrel/backend/domain"
)

// TestStatesNoChange reads findings and claims that say a quantity stayed as it was.
func TestStatesNoChange(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"Admission rates did not change over the decade.", true},
		{"Neither the incidence of gout nor its mortality changed significantly between 2001 and 2010.", true},
		{"Serum sodium remained stable throughout follow-up.", true},
		{"Readmissions have remained stable since 2005.", true},
		{"Admission rates fell over the decade.", false},
		{"Patients in stable housing had fewer admissions.", false},
		{"Neither drug lowered blood pressure.", false},
	} {
		if got := statesNoChange(c.text); got != c.want {
			t.Errorf("%q: %v, want %v", c.text, got, c.want)
		}
	}
}

// TestStanceRuleReadsNoChange: no change contradicts a claim that something rose or fell, and
// supports one that it stayed as it was.
func TestStanceRuleReadsNoChange(t *testing.T) {
	for _, c := range []struct{ claim, sent, want string }{
		{"Gout incidence has risen since 2001.", "Neither the incidence of gout nor its mortality changed significantly between 2001 and 2010.", domain.StanceContradicts},
		{"Hip fracture rates declined in older women.", "Hip fracture rates in older women did not change over time.", domain.StanceContradicts},
		{"Gout incidence has remained stable since 2001.", "Neither the incidence of gout nor its mortality changed significantly between 2001 and 2010.", domain.StanceSupports},
		{"Gout incidence has remained stable since 2001.", "Gout incidence rose by a third between 2001 and 2010.", domain.StanceContradicts},
		// a change in the claim's direction beside the no-change is no finding of no change
		{"Hip fracture rates declined in older women.", "Hip fracture rates declined in older women but did not change in men.", domain.StanceSupports},
	} {
		if got, why := StanceRuleBranch(c.claim, c.sent); got != c.want {
			t.Errorf("%q / %q: %q (%s), want %q", c.claim, c.sent, got, why, c.want)
		}
	}
}
