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
