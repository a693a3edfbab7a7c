package answer

import (
	"testing"

	"carrel/backend/domain"
)

// TestStanceDirectionWords: the stance reads the verbs SciFact's annotators flip claims with,
// while the gate's claim sides keep to upWords and downWords.
func TestStanceDirectionWords(t *testing.T) {
	for _, c := range []struct {
		text     string
		up, down bool
	}{
		{"Monoclonal antibody targeting of N-cadherin encourages metastasis.", true, false},
		{"A T helper 2 cell environment impedes disease development.", false, true},
		{"JMJD6 slows the hydroxylation of C-terminal lysine.", false, true},
		{"Sepsis related mortality has risen from 2009 to 2014.", true, false},
		{"The antibodies blunted the response.", false, true},
	} {
		if got := textCues(c.text); got.up != c.up || got.down != c.down {
			t.Errorf("%q: up %v down %v, want %v %v", c.text, got.up, got.down, c.up, c.down)
		}
	}
	if upWords["encourages"] || downWords["impedes"] {
		t.Error("the stance's extra direction words leaked into the gate's upWords/downWords")
	}
	if d := claimDirection("JMJD6 slows the hydroxylation of lysine."); d != -1 {
		t.Errorf("claimDirection(slows) = %d, want -1", d)
	}
}

// TestPrefixOpposed: a word and its prefixed negation oppose ("dependent"/"independent"), a word
// that only begins like one does not ("intake"/"take").
func TestPrefixOpposed(t *testing.T) {
	d := readDiff("Ca2+ cycling is a UCP1-dependent thermogenic mechanism.",
		"Here we report a robust UCP1-independent thermogenic mechanism in beige fat.")
	if !d.polarOpposed {
		t.Error("dependent / independent: not opposed")
	}
	if d := readDiff("Bariatric patients are unstable after surgery.", "Patients were stable after surgery."); !d.polarOpposed {
		t.Error("unstable / stable: not opposed")
	}
	if prefixOpposed("take", map[string]bool{"intake": true}) {
		t.Error("take / intake read as opposites")
	}
	if prefixOpposed("dependent", map[string]bool{"dependent": true, "independent": true}) {
		t.Error("a word the sentence also holds is not lost")
	}
}

// TestStanceSubjectLoss: a claim whose subject is a loss ("Lack of FGF21 slows…") says the
// opposite of its predicate's word about the thing lost, so matching direction words does not
// decide it; the other rules still do.
func TestStanceSubjectLoss(t *testing.T) {
	claim := "Lack of FGF21 in mice slows the rate of atherosclerotic plaque formation."
	if st, rule := StanceRuleBranch(claim, "FGF21 reduces atherosclerotic plaque formation in mice."); rule == "direction" {
		t.Errorf("direction rule decided a claim whose subject is a loss: %s", st)
	}
	if !subjectLoss("Mice lacking Sirt1 in Sf1-expressing neurons are immune to obesity.") {
		t.Error("'Mice lacking Sirt1' is a loss")
	}
	if subjectLoss("Sirt1 causes ageing in mice lacking food.") {
		t.Error("a loss after the predicate is not the subject's")
	}
	if st := StanceRule("Exercise lowers blood pressure.", "Exercise lowered systolic pressure by 5 mmHg."); st != domain.StanceSupports {
		t.Errorf("a claim without a loss keeps the direction rule: %q", st)
	}
}

// TestDenialPhrases: "had little effect" and "evidence … was lacking" deny, so they support a
// claim that denies and contradict one that affirms.
func TestDenialPhrases(t *testing.T) {
	if st := StanceRule("Charcoal shows no benefit for acute paraquat poisoning.",
		"Activated charcoal hemoperfusion had little effect on avoiding acute kidney injury in patients with severe PQ poisoning."); st != domain.StanceSupports {
		t.Errorf("little effect for a denying claim: %q, want supports", st)
	}
	if !denies("Evidence that headache was associated with cognitive impairment was lacking.") {
		t.Error("'was lacking' does not deny")
	}
	if denies("Mice lacking TLR4 survived.") {
		t.Error("a subject's missing part read as a denial")
	}
}
