package answer

import (
	"testing"

	"carrel/backend/domain"
)

// TestReadAnchored reads how a finding moves the thing a claim's predicate moves, term by term.
func TestReadAnchored(t *testing.T) {
	for _, c := range []struct {
		claim, sent   string
		agree, oppose bool
	}{
		// the object after the claim's verb, moved the other way in a sentence that holds both directions
		{"Loss of ZNF9 raises levels of MYC transcript.", "ZNF9 loss caused reduced expression of MYC, which increased apoptosis.", false, true},
		{"Soft matrices encourage neuronal differentiation.", "Soft matrices promote YAP exclusion and inhibit differentiation.", false, true},
		{"Statins increase the risk of myopathy.", "Statin users had a lower risk of myopathy but a higher risk of diabetes.", false, true},
		// a copula: the thing moved comes before the direction word
		{"Cortisol secretion is reduced during fasting.", "Cortisol secretion was increased during fasting while insulin was reduced.", false, true},
		// the same way
		{"Blocking IL-17 decreases plaque size in mice.", "Inhibition of IL-17 markedly reduced plaque size in treated mice.", true, false},
		// a negated direction opposes
		{"Exercise reduces hepatic fat.", "Exercise did not reduce hepatic fat in the trial.", false, true},
		// one side names a loss of the subject, the other does not: not read
		{"Lack of ZNF9 raises MYC levels.", "ZNF9 reduced MYC levels in fibroblasts.", false, false},
		// a phrase after the object ("by …") does not count
		{"Soft matrices encourage differentiation by degrading lamin.", "Soft matrices encouraged differentiation and increased lamin levels.", true, false},
		// comparisons and negated claims are left to their own readings
		{"Drug A reduces pain more than drug B.", "Drug A increased pain.", false, false},
		{"Exercise does not reduce hepatic fat.", "Exercise reduced hepatic fat.", false, false},
	} {
		r := readAnchored(c.claim, c.sent)
		if (r.agree > r.oppose) != c.agree || (r.oppose > r.agree) != c.oppose {
			t.Errorf("%q / %q: %+v, want agree %v oppose %v", c.claim, c.sent, r, c.agree, c.oppose)
		}
	}
}

// TestStanceRuleReadsAnchored: the anchored reading decides what the whole-text rules leave.
func TestStanceRuleReadsAnchored(t *testing.T) {
	for _, c := range []struct{ claim, sent, want string }{
		{"Loss of ZNF9 raises levels of MYC transcript.", "ZNF9 loss caused reduced expression of MYC, which increased apoptosis.", domain.StanceContradicts},
		{"Blocking IL-17 decreases plaque size in mice.", "Inhibition of IL-17 markedly reduced plaque size but increased macrophage counts.", domain.StanceSupports},
	} {
		if got, why := StanceRuleBranch(c.claim, c.sent); got != c.want || why != "anchored" {
			t.Errorf("%q / %q: %q (%s), want %q (anchored)", c.claim, c.sent, got, why, c.want)
		}
	}
}
