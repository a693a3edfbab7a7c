package eval

import (
	"bytes"
	"testing"

	"carrel/backend/answer"
)

// TestFitAssocLearnsABridge: claims that say "reduces" paired with findings that say
// "decreased" teach t(reduc|decreas); a word met in fewer claims or abstracts than the floor
// is not modelled, and a second fit writes the same bytes.
func TestFitAssocLearnsABridge(t *testing.T) {
	var pairs []assocPair
	topics := []string{"aspirin stroke", "statins cholesterol", "exercise pressure", "vitamin fractures"}
	for i, tp := range topics {
		claim := answer.AssocStems(tp + " reduces")
		sent := answer.AssocStems("In trial " + tp + " decreased markedly")
		if i == 0 {
			sent = append(sent, "zebrafish")
		}
		pairs = append(pairs, assocPair{claim: tp, doc: tp, claimS: claim, sentS: sent})
	}
	a := fitAssoc(pairs, defaultAssoc)
	f := answer.AssocFeatures(a, "Coffee reduces headaches.", []string{"Coffee decreased headaches.", "Coffee was given."}, []int{0, 0})
	if f[0][0] <= 0 || f[1][0] != 0 {
		t.Errorf("bridge not learned: %v (table %s)", f, a.Encode())
	}
	if bytes.Contains(a.Encode(), []byte("zebrafish")) {
		t.Error("a word from one abstract was modelled")
	}
	if !bytes.Equal(fitAssoc(pairs, defaultAssoc).Encode(), a.Encode()) {
		t.Error("two fits differ")
	}
}
