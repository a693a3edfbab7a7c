package answer

import (
	"math"
	"testing"

	"carrel/backend/domain"
)

// TestReadDiff: a claim's pole the sentence does not hold is lost, and opposed when the
// sentence holds its opposite; a pole the sentence keeps is neither; a denial on one side only.
func TestReadDiff(t *testing.T) {
	for _, c := range []struct {
		claim, sentence        string
		lost, opposed, negOnly bool
	}{
		{"A Th2 environment impedes disease development in lupus.", "Basophils promote Th2 cell differentiation and lupus nephritis.", true, true, false},
		{"Microglia are immune cells of the peripheral nervous system.", "Microglia are the resident immune cells of the central nervous system.", true, true, false},
		{"Statins reduce LDL cholesterol.", "Statin therapy reduced LDL cholesterol by 40%.", false, false, false},
		{"Mitochondria play a trivial role in calcium homeostasis.", "Mitochondria take up calcium during signalling.", true, false, false},
		// "associated" is the same pole as "correlated" but not its stem or synonym: lost, not opposed.
		{"Headaches are not correlated with cognitive impairment.", "Migraine was associated with cognitive impairment.", true, false, true},
		// "protects" is good in itself, not a down word whose opposite is every up word.
		{"A high erythrocyte count protects against severe anaemia.", "The increased erythrocyte count may contribute to their protection against severe anaemia.", true, false, false},
		// "worsens" still opposes "improves" through the antonym pairs.
		{"Exercise worsens shoulder function.", "Exercise improved shoulder function.", true, true, false},
	} {
		d := readDiff(c.claim, c.sentence)
		if d.polarLost != c.lost || d.polarOpposed != c.opposed || d.negOnlyClaim != c.negOnly {
			t.Errorf("%q / %q: lost %v opposed %v neg-only-claim %v, want %v %v %v", c.claim, c.sentence,
				d.polarLost, d.polarOpposed, d.negOnlyClaim, c.lost, c.opposed, c.negOnly)
		}
	}
}

// TestFlipClaim: a denial is dropped, else the first pole swapped for its opposite of the same
// form, else "not" goes next to the predicate; a claim with none of them is not flipped.
func TestFlipClaim(t *testing.T) {
	for _, c := range []struct{ claim, want string }{
		{"Vitamin D supplementation does not reduce fracture risk.", "Vitamin D supplementation does reduce fracture risk."},
		{"ART has no effect on the infectiveness of HIV-positive people.", "ART has some effect on the infectiveness of HIV-positive people."},
		{"Alirocumab treatment reduces apo(a) fractional clearance rate.", "Alirocumab treatment increases apo(a) fractional clearance rate."},
		{"Microglia are immune cells of the peripheral nervous system.", "Microglia are immune cells of the central nervous system."},
		{"Cdk5 regulates neuronal death.", "Cdk5 not regulates neuronal death."},
		{"Tau is a microtubule-associated protein.", "Tau is not a microtubule-associated protein."},
	} {
		if got, ok := FlipClaim(c.claim); !ok || got != c.want {
			t.Errorf("FlipClaim(%q) = %q, %v; want %q", c.claim, got, ok, c.want)
		}
	}
	if got, ok := FlipClaim("Insulin."); ok {
		t.Errorf("FlipClaim of a claim without a predicate = %q, want none", got)
	}
}

// TestPooledStance: a study's stance is its sentences' evidence-weighted read, rules counting as
// 0 or 1 at RuleWeight of their evidence weight; with StudyPool 0 the finding alone decides.
func TestPooledStance(t *testing.T) {
	ss := []PolicySentence{{Prob: 0.6, Relevant: true}, {Prob: 0.5, Relevant: true}, {Prob: 0.4, Relevant: true}, {Prob: 0.3, Relevant: false}}
	reads := map[int]struct {
		st string
		c  float64
		r  bool
	}{1: {domain.StanceSupports, 0.3, true}, 2: {domain.StanceSupports, 0.2, false}, 3: {domain.StanceContradicts, 0.9, true}}
	readAt := func(i int) (string, float64, bool) { x := reads[i]; return x.st, x.c, x.r }
	defer func(p int, w float64) { StudyPool, RuleWeight = p, w }(StudyPool, RuleWeight)
	StudyPool, RuleWeight = 2, 1
	// (0.6·1 + 0.5·0 + 0.4·0.2) / 1.5 = 0.45: the rule's contradiction on the finding is outweighed.
	if got, score := pooledStance(ss, 0, domain.StanceContradicts, 0.7, true, readAt); got != domain.StanceSupports || math.Abs(score-0.68/1.5) > 1e-9 {
		t.Errorf("pooled: %s %.3f, want supports 0.453", got, score)
	}
	// At half weight a rule's read counts as much as a model read of half its evidence.
	ss[2].Prob = 0.2
	reads[2] = struct {
		st string
		c  float64
		r  bool
	}{domain.StanceContradicts, 0.9, false}
	// (0.6·1 + 0.5·0 + 0.2·0.9) / 1.3 = 0.6 at full weight; (0.3 + 0 + 0.18) / 0.75 = 0.64 at half.
	if got, score := pooledStance(ss, 0, domain.StanceContradicts, 0.7, true, readAt); got != domain.StanceContradicts || math.Abs(score-0.78/1.3) > 1e-9 {
		t.Errorf("full weight: %s %.3f, want contradicts 0.6", got, score)
	}
	RuleWeight = 0.5
	if _, score := pooledStance(ss, 0, domain.StanceContradicts, 0.7, true, readAt); math.Abs(score-0.48/0.75) > 1e-9 {
		t.Errorf("half weight: %.3f, want 0.64", score)
	}
	// Rules left out of the pool: the model's read alone.
	RuleWeight = 0
	if got, score := pooledStance(ss, 0, domain.StanceContradicts, 0.7, true, readAt); got != domain.StanceContradicts || math.Abs(score-0.9) > 1e-9 {
		t.Errorf("no rules: %s %.3f, want contradicts 0.9", got, score)
	}
	RuleWeight = 1
	StudyPool = 1
	if got, _ := pooledStance(ss, 0, domain.StanceContradicts, 0.7, true, readAt); got != domain.StanceContradicts {
		t.Errorf("StudyPool 1 keeps a rule's read: %s", got)
	}
	if got, _ := pooledStance(ss, 0, domain.StanceNeutral, 0.7, true, readAt); got != domain.StanceNeutral {
		t.Errorf("a neutral finding stays neutral: %s", got)
	}
	StudyPool = 0
	if got, _ := pooledStance(ss, 0, domain.StanceSupports, 0.9, false, readAt); got != domain.StanceSupports {
		t.Errorf("StudyPool 0 reads the finding alone: %s", got)
	}
}
