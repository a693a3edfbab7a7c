package answer

import (
	"slices"
	"testing"
)

func TestReadEffects(t *testing.T) {
	for _, c := range []struct {
		text string
		want effectReading
	}{
		{"Risk was lower (RR 0.72, 95% CI 0.60-0.90).", effectReading{ratioDown: true}},
		{"The hazard ratio was 1.4 (95% confidence interval, 1.1 to 1.8).", effectReading{ratioUp: true}},
		{"No association was found (OR 0.91; 95% CI 0.75–1.10; P = 0.34).", effectReading{ratioNull: true, pNull: true}},
		{"Drug A or drug B was given; mortality fell (p < 0.001).", effectReading{pSig: true}},
		{"Drug A was non-inferior to drug B.", effectReading{similar: true}},
		{"Surgery did not outperform physiotherapy.", effectReading{notBetter: true}},
		{"Surgery was superior to physiotherapy.", effectReading{better: true}},
	} {
		if got := readEffects(c.text); got != c.want {
			t.Errorf("%q: got %+v, want %+v", c.text, got, c.want)
		}
	}
}

// TestStanceRuleLeavesEffectSizesToTheModel: no rule decides a finding by its ratio effect sizes.
func TestStanceRuleLeavesEffectSizesToTheModel(t *testing.T) {
	// A ratio's direction is read as a stance model input (effect_agree, effect_oppose), not by a
	// rule: which way a ratio goes against the claim depends on what it is the ratio of ("more
	// likely to reduce the intensity of headaches … relative risk 1.41" supports "Antidepressants
	// reduce the severity of migraines"; the rule read it as contradicting, docs/answers.md recipe 27).
	for _, c := range []struct{ claim, quote string }{
		{"Having a main partner worsens HIV outcomes.",
			"The adjusted hazard ratio for progression to AIDS or death was 0.79 (95% confidence interval 0.63 to 0.98) for participants with a main partner."},
		{"Antidepressants reduce the severity of migraines.",
			"Tricyclics were also more likely to reduce the intensity of headaches by at least 50% than placebo (relative risk 1.41, 95% confidence interval 1.02 to 1.89)."},
		{"Statin use is associated with hip fractures.",
			"Statin use was associated with hip fracture (OR 0.91; 95% CI 0.75-1.10)."},
		{"Pyridostatin reduces proliferation of HR-defective cells.", "PDS acts on HR-defective cells in 2 lines."},
	} {
		if got, rule := StanceRuleBranch(c.claim, c.quote); got != "" {
			t.Errorf("%q / %q: rule %s read %q, want the model's read", c.claim, c.quote, rule, got)
		}
		x := stanceFeatures(c.claim, textCues(c.claim), &sentence{quote: c.quote})
		if len(x) != len(stanceFeatureNames) {
			t.Fatalf("%d stance features, want %d", len(x), len(stanceFeatureNames))
		}
	}
	// The ratio still reaches the model: "HR 0.79" against "worsens" is effect_oppose.
	x := stanceFeatures("Having a main partner worsens HIV outcomes.", textCues("Having a main partner worsens HIV outcomes."),
		&sentence{quote: "The adjusted hazard ratio for progression to AIDS or death was 0.79 (95% confidence interval 0.63 to 0.98)."})
	if x[slices.Index(stanceFeatureNames, "effect_oppose")] != 1 {
		t.Errorf("effect_oppose not read: %v", x)
	}
}
