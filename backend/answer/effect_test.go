package answer

import "testing"

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

func TestStanceRuleReadsEffectSizes(t *testing.T) {
	for _, c := range []struct{ claim, quote, want string }{
		{"Having a main partner worsens HIV outcomes.",
			"The adjusted hazard ratio for progression to AIDS or death was 0.79 (95% confidence interval 0.63 to 0.98) for participants with a main partner.", "contradicts"},
		{"Antiretroviral therapy increases rates of tuberculosis.",
			"Therapy was associated with tuberculosis incidence (HR 0.34, 95% CI 0.19 to 0.60).", "contradicts"},
		// The interval crosses 1 and the claim has no direction: left to the model.
		{"Statin use is associated with hip fractures.",
			"Statin use was associated with hip fracture (OR 0.91; 95% CI 0.75-1.10).", ""},
		// "HR" here names homologous recombination.
		{"Pyridostatin reduces proliferation of HR-defective cells.", "PDS acts on HR-defective cells in 2 lines.", ""},
	} {
		if got := StanceRule(c.claim, c.quote); got != c.want {
			t.Errorf("%q / %q: got %q, want %q", c.claim, c.quote, got, c.want)
		}
	}
}
