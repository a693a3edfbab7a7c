package answer

import (
	"testing"

	"carrel/backend/domain"
)

// TestStanceRule covers the rules that decide a stance before the model, on hand-written pairs.
func TestStanceRule(t *testing.T) {
	for _, c := range []struct {
		claim, sentence, want string
	}{
		// A claim that denies: a plain finding contradicts it, a denial supports it.
		{"Statins do not affect muscle strength.", "Statin therapy lowered grip strength by 8% over two years.", domain.StanceContradicts},
		{"Statins do not affect muscle strength.", "Grip strength did not differ between the statin and placebo groups.", domain.StanceSupports},
		{"Cognitive therapy is ineffective for insomnia.", "Cognitive therapy shortened sleep latency by 20 minutes.", domain.StanceContradicts},
		// A missing part of the subject is no denial.
		{"Mice lacking TLR4 are protected from sepsis.", "TLR4-deficient mice survived the endotoxin challenge.", ""},
		// One pole of an antonym pair against the other.
		{"Caffeine decreases alertness in adults.", "Caffeine increased alertness scores at 60 minutes.", domain.StanceContradicts},
		{"IL-6 promotes tumour growth.", "IL-6 inhibited tumour growth in xenografts.", domain.StanceContradicts},
		{"The drug is effective against migraine.", "The drug was ineffective against migraine in the trial.", domain.StanceContradicts},
		// The swapped pole moves something else while the claim's term moves the claim's way
		// (readAnchored agrees): no contradiction.
		{"Exercise reduces blood pressure.", "Exercise decreased blood pressure in patients with greater baseline values.", domain.StanceSupports},
		// The claim's direction alone in the sentence supports; with both directions in the
		// sentence, the one beside the claim's object decides (readAnchored), else the model.
		{"Caffeine increases alertness.", "Caffeine increased alertness scores at 60 minutes.", domain.StanceSupports},
		{"Does exercise lower blood pressure?", "Exercise lowered systolic pressure by 5 mmHg.", domain.StanceSupports},
		{"Caffeine increases alertness.", "Caffeine increased alertness but decreased sleep quality.", domain.StanceSupports},
		{"Caffeine increases alertness.", "Caffeine decreased alertness but increased sleep latency.", domain.StanceContradicts},
		{"Caffeine increases alertness.", "Caffeine increased heart rate but decreased sleep quality.", ""},
	} {
		if got := StanceRule(c.claim, c.sentence); got != c.want {
			t.Errorf("%q for %q: %q, want %q", c.sentence, c.claim, got, c.want)
		}
	}
}

// TestRiskIsNotADirection: "reduced risk" goes down; "risk" alone says no direction.
func TestRiskIsNotADirection(t *testing.T) {
	if c := textCues("Aspirin use was associated with a reduced risk of colorectal cancer."); !c.down || c.up {
		t.Errorf("reduced risk: up %v down %v, want only down", c.up, c.down)
	}
	if c := textCues("Smoking is a risk factor for stroke."); c.up || c.down {
		t.Errorf("risk factor: up %v down %v, want neither", c.up, c.down)
	}
}

// TestAntonymPolesNonEmpty: every pole of every antonym pair holds a stem, so no pair is dead.
func TestAntonymPolesNonEmpty(t *testing.T) {
	for k, p := range antonymPoles() {
		if len(p[0]) == 0 || len(p[1]) == 0 {
			t.Errorf("antonym pair %q has an empty pole", antonymPairs[k])
		}
	}
}

// TestPrefixPair: of WordNet's antonyms the antonym rule keeps those one prefix apart.
func TestPrefixPair(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"depend", "independ", true},
		{"activat", "deactivat", true},
		{"overestimat", "underestimat", true},
		{"general", "specif", false},
		{"gain", "reduc", false},
		{"ag", "young", false},
		{"in", "out", false},
	} {
		if got := prefixPair(c.a, c.b); got != c.want {
			t.Errorf("prefixPair(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
	if got := StanceRule("General screening finds most bowel cancers.", "Specific screening found most bowel cancers."); got == domain.StanceContradicts {
		t.Errorf("general/specific read as an antonym swap")
	}
}

func TestStanceRuleNoDifferenceAgreesWithDenial(t *testing.T) {
	claim := "Systemic immunosuppressive therapy does not enhance the chance of cancer mortality in patients with inflammatory eye disease."
	quote := "For patients unexposed to immunosuppressive treatment, risks of death overall and from cancer were similar to those of the US population."
	if st, why := StanceRuleBranch(claim, quote); st != domain.StanceSupports || why != "claim-denies" {
		t.Errorf("got %s (%s), want supports by claim-denies", st, why)
	}
	if st := StanceRule(claim, "Immunosuppressive therapy doubled cancer mortality."); st != domain.StanceContradicts {
		t.Errorf("a plain finding: got %s, want contradicts", st)
	}
}
