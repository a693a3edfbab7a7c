package answer

import "testing"

func TestCompoundOpposed(t *testing.T) {
	cases := []struct {
		claim, sent string
		want        bool
	}{
		{"Ca2+ cycling is a UCP1-dependent thermogenic mechanism.",
			"Here we report a robust UCP1-independent thermogenic mechanism in beige fat that involves enhanced ATP-dependent Ca2+ cycling.", true},
		{"Ca2+ cycling is a UCP1-dependent thermogenic mechanism.", "Thermogenesis was UCP1-dependent in brown fat.", false},
		{"IL-17-positive cells expand in the lesion.", "The lesions held mostly IL-17-negative cells.", true},
		{"The minor allele lowers pro-inflammatory cytokines.", "It lowers pro-inflammatory cytokines and raises anti-inflammatory cytokines.", false},
		{"X raises anti-inflammatory cytokines.", "X raised pro-inflammatory cytokines.", true},
		{"BRCA1-deficient cells are sensitive to PARP inhibitors.", "BRCA1-overexpressing cells were sensitive to PARP inhibitors.", true},
		{"ATP-dependent transport.", "Glucose-independent transport.", false},
		{"Cells are drug-sensitive.", "Cells are drug-resistant.", true},
		// a half that stands in two groups opposes its other side in each
		{"MMR-proficient tumours respond.", "MMR-deficient tumours responded.", true},
		{"The response is IFN-inducible.", "The response was IFN-independent.", true},
		{"BRCA1-deficient cells die.", "BRCA1-overexpressing cells died.", true},
	}
	for _, c := range cases {
		if got := compoundOpposed(c.claim, c.sent); got != c.want {
			t.Errorf("compoundOpposed(%q, %q) = %v, want %v", c.claim, c.sent, got, c.want)
		}
	}
}
