package answer

import (
	"testing"

	"carrel/backend/domain"
)

// TestReadValence: a direction word times its outcome's valence, words good or bad in
// themselves, negation and comparisons that are no outcome.
func TestReadValence(t *testing.T) {
	for _, c := range []struct {
		text string
		want int
	}{
		{"Polymeal nutrition increases cardiovascular mortality.", -1},
		{"The Polymeal represented an increase in total life expectancy of 6.6 years.", 1},
		{"Bariatric surgery leads to negative outcomes in mental health.", -1},
		{"Surgery was associated with postoperative decreases in the prevalence of depression.", 1},
		{"A stable partnership is associated with a slower rate of progression to AIDS or death.", 1},
		{"Converting ApoE4 to ApoE3 by gene editing rescued these phenotypes.", 1},
		{"Short-term exposure to traffic pollution prevents the beneficial cardiopulmonary effects of walking.", -1},
		{"The drug did not improve survival.", -1},
		{"Mice fed the diet developed diet-induced obesity.", 0},
		{"Patients with cancers are more likely to have an emergency admission.", 0},
		{"The gene is expressed in the liver.", 0},
		{"Autophagy deficiency in the liver increases vulnerability to insulin resistance.", -1},
		{"We observed amelioration of insulin resistance in mice with autophagy deficiency.", 1},
	} {
		if got := readValence(c.text); got != c.want {
			t.Errorf("readValence(%q) = %d, want %d", c.text, got, c.want)
		}
	}
}

// TestStanceRuleReadsValence: opposite valences contradict although the direction words
// agree ("increases mortality" / "increase in life expectancy"); a claim about a loss is not
// compared with a finding about the thing itself.
func TestStanceRuleReadsValence(t *testing.T) {
	for _, c := range []struct {
		claim, quote, want string
	}{
		{"Polymeal nutrition increases cardiovascular mortality.",
			"The Polymeal promises to be a safe alternative to reduce cardiovascular morbidity and increase life expectancy in the general population.",
			domain.StanceContradicts},
		{"Bariatric surgery leads to negative outcomes in mental health.",
			"Moderate-quality evidence supports an association between bariatric surgery and lower rates of depression postoperatively.",
			domain.StanceContradicts},
		{"Exercise increases survival in older adults.",
			"Regular exercise increased survival among adults over 70.",
			domain.StanceSupports},
	} {
		if got := StanceRule(c.claim, c.quote); got != c.want {
			t.Errorf("StanceRule(%q, %q) = %q, want %q", c.claim, c.quote, got, c.want)
		}
	}
	if c, s := valencePair("Lack of FGF21 shortens lifespan.", "FGF21 increased survival in mice."); c != 0 || s != 0 {
		t.Errorf("a loss claim against a finding without a loss: valences %d %d, want 0 0", c, s)
	}
	UseValence = false
	defer func() { UseValence = true }()
	if valenceOpposes("Polymeal nutrition increases cardiovascular mortality.", "The Polymeal increased life expectancy.") {
		t.Error("valence read with UseValence off")
	}
}
