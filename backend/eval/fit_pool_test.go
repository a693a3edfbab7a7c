package eval

import (
	"testing"

	"carrel/backend/pdfmeta"
)

// typeGroup is one paper's type candidates (null, then each of types) carrying cues, right is
// the index in types of its true type.
func typeGroup(types, cues []string, right int) choiceGroup {
	cands := []pdfmeta.Candidate{{Features: map[string]float64{"null": 1}}}
	g := choiceGroup{right: []bool{false}}
	for i, t := range types {
		f := map[string]float64{}
		for _, c := range cues {
			f[c+"|"+t] = 1
		}
		cands = append(cands, pdfmeta.Candidate{Text: t, Features: f})
		g.right = append(g.right, i == right)
	}
	g.cands = cands
	return g
}

// TestFitChoicePooledWithoutPoolIsFitChoice: with no feature pooled and one L2, the pooled fit
// is the plain one.
func TestFitChoicePooledWithoutPoolIsFitChoice(t *testing.T) {
	types := []string{"journal_article", "preprint", "report"}
	groups := []choiceGroup{typeGroup(types, []string{"bias", "p_copyright"}, 0), typeGroup(types, []string{"bias", "no_abstract"}, 1), typeGroup(types, []string{"bias"}, 2)}
	plain := fitChoice(groups, 0.05, 300, map[string]float64{"p_report|report": 2})
	pooled := fitChoicePooled(groups, func(string) float64 { return 0.05 }, 0.05, 300, map[string]float64{"p_report|report": 2}, func(string) string { return "" })
	if len(plain) != len(pooled) {
		t.Fatalf("plain %v, pooled %v", plain, pooled)
	}
	for f, w := range plain {
		if pooled[f] != w {
			t.Errorf("%s: plain %v, pooled %v", f, w, pooled[f])
		}
	}
}

// TestFitChoicePooledBorrowsFamilyWeight: a cue that only preprints show in the fit (a draft's
// date) still counts for a report, the preprint's family, when the family's part is pooled; and
// not for a journal article of the other family.
func TestFitChoicePooledBorrowsFamilyWeight(t *testing.T) {
	types := []string{"journal_article", "preprint", "report"}
	var groups []choiceGroup
	for range 6 {
		groups = append(groups, typeGroup(types, []string{"bias", "dated"}, 1), typeGroup(types, []string{"bias", "p_copyright"}, 0))
	}
	groups = append(groups, typeGroup(types, []string{"bias"}, 2))
	l2 := func(string) float64 { return 0.1 }
	plain := fitChoicePooled(groups, l2, 0.1, 400, nil, func(string) string { return "" })
	pooled := fitChoicePooled(groups, l2, 0.02, 400, nil, typePool)
	if !(pooled["dated|report"] > plain["dated|report"]+0.1) {
		t.Errorf("dated|report: pooled %v, plain %v: the report must borrow the preprint's weight", pooled["dated|report"], plain["dated|report"])
	}
	if !(pooled["dated|report"] > pooled["dated|journal_article"]) {
		t.Errorf("pooled %v: the other family must not borrow it", pooled)
	}
}
