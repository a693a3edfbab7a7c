package answer

import (
	"testing"

	"carrel/backend/domain"
)

// TestSettle: studies on both sides, or a side whose every study is contradicted by its own next
// likeliest sentences, do not settle a claim; one decisive study on one side does.
func TestSettle(t *testing.T) {
	sup := VerdictStudy{Stance: domain.StanceSupports}
	weakSup := VerdictStudy{Stance: domain.StanceSupports, Against: SettleAgainst}
	con := VerdictStudy{Stance: domain.StanceContradicts, Against: SettleAgainst - 1}
	weakCon := VerdictStudy{Stance: domain.StanceContradicts, Against: SettleAgainst}
	for _, c := range []struct {
		name    string
		studies []VerdictStudy
		want    string
	}{
		{"none", nil, domain.VerdictNotSettled},
		{"one support", []VerdictStudy{sup}, domain.StanceSupports},
		{"a support and a weak one", []VerdictStudy{weakSup, sup}, domain.StanceSupports},
		{"weak support", []VerdictStudy{weakSup}, domain.VerdictNotSettled},
		{"mixed", []VerdictStudy{sup, sup, con}, domain.VerdictNotSettled},
		{"contradiction", []VerdictStudy{con}, domain.StanceContradicts},
		{"weak contradictions", []VerdictStudy{weakCon, weakCon}, domain.VerdictNotSettled},
	} {
		if got := Settle(c.studies); got != c.want {
			t.Errorf("%s: %s, want %s", c.name, got, c.want)
		}
	}
	// The lead says so: a weak contradiction is not given as a count.
	if lead := verdictLead("en", 0, 1, 0, Settle([]VerdictStudy{weakCon})); lead != "The studies found do not settle this: 0 support it, 1 contradict it." {
		t.Errorf("lead %q", lead)
	}
}

// TestAgainst: a study's next likeliest relevant sentences, not its finding nor an irrelevant
// one, are read for agreement, SettleOthers of them.
func TestAgainst(t *testing.T) {
	ss := []PolicySentence{
		{Prob: 0.9, Relevant: true},  // the finding
		{Prob: 0.8, Relevant: false}, // not read: irrelevant
		{Prob: 0.7, Relevant: true},
		{Prob: 0.6, Relevant: true},
		{Prob: 0.5, Relevant: true},
	}
	for range SettleOthers - 3 {
		ss = append(ss, PolicySentence{Prob: 0.45, Relevant: true})
	}
	ss = append(ss, PolicySentence{Prob: 0.4, Relevant: true}) // not read: past SettleOthers
	stances := make([]string, len(ss))
	for i := range stances {
		stances[i] = domain.StanceContradicts
	}
	stances[0] = domain.StanceSupports
	if n := against(ss, 0, domain.StanceSupports, func(i int) string { return stances[i] }); n != SettleOthers {
		t.Errorf("against %d, want %d", n, SettleOthers)
	}
	stances[3] = domain.StanceNeutral
	if n := against(ss, 0, domain.StanceSupports, func(i int) string { return stances[i] }); n != SettleOthers-1 {
		t.Errorf("against %d, want %d (a neutral sentence is not against)", n, SettleOthers-1)
	}
}
