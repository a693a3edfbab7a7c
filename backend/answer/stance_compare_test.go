package answer

import (
	"testing"

	"carrel/backend/domain"
)

// TestReadCompare: a finding that names the claim's two sides the other way round, by a
// comparison marker or by two groups' percentages, orders them the other way.
func TestReadCompare(t *testing.T) {
	for _, c := range []struct {
		claim, quote       string
		read, swap, oppose bool
	}{
		{"Diabetes remission occurs more in people treated with conventional therapy than in people treated with gastric banding surgery.",
			"Remission of type 2 diabetes was achieved by 22 (73%) in the surgical group and 4 (13%) in the conventional-therapy group.",
			true, true, true},
		{"Diabetes remission occurs less in people treated with conventional therapy than in people treated with gastric banding surgery.",
			"Remission of type 2 diabetes was achieved by 22 (73%) in the surgical group and 4 (13%) in the conventional-therapy group.",
			true, true, false},
		{"Varenicline monotherapy is more effective after 26 weeks compared to combination therapies with varenicline or bupropion.",
			"At 26 weeks, 36.6% of the combination therapy group achieved prolonged abstinence compared with 27.6% in varenicline monotherapy.",
			true, true, true},
		{"Omnivores produce more TMAO than vegans.", "Omnivorous subjects produced more TMAO than did vegans.", true, false, false},
		{"Omnivores produce more TMAO than vegans.", "TMAO was measured in all subjects.", false, false, false},
		{"Omnivores produce TMAO.", "Omnivorous subjects produced more TMAO than did vegans.", false, false, false},
	} {
		r := readCompare(c.claim, c.quote)
		if r.read != c.read || r.read && (r.swapped != c.swap || r.opposite != c.oppose) {
			t.Errorf("readCompare(%q, %q) = %+v, want read %v swapped %v opposite %v", c.claim, c.quote, r, c.read, c.swap, c.oppose)
		}
	}
	if got := StanceRule("Diabetes remission occurs more in people treated with conventional therapy than in people treated with gastric banding surgery.",
		"Remission of type 2 diabetes was achieved by 22 (73%) in the surgical group and 4 (13%) in the conventional-therapy group."); got != domain.StanceContradicts {
		t.Errorf("swapped sides: StanceRule = %q, want contradicts", got)
	}
}

func TestReadComparePreferable(t *testing.T) {
	claim := "Metastatic colorectal cancer treated with a single agent fluoropyrimidines resulted in similar efficacy and better quality of life when compared with oxaliplatin-based chemotherapy in elderly patients."
	r := readCompare(claim, "On balance, a combination including oxaliplatin was preferable to single-agent fluoropyrimidines, although the primary endpoint of PFS was not met.")
	if !r.read || !r.opposite {
		t.Errorf("preferable to the claim's other arm: %+v, want read and opposite", r)
	}
	r = readCompare(claim, "Single-agent fluoropyrimidines were preferable to a combination including oxaliplatin.")
	if !r.read || r.opposite {
		t.Errorf("preferable to the claim's compared arm: %+v, want read, not opposite", r)
	}
	if d := sideDirection("Drug A was non-inferior to"); d != 0 {
		t.Errorf("non-inferior: direction %d, want 0", d)
	}
}
