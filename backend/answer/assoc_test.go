package answer

import (
	"bytes"
	"testing"
)

// TestAssocFeatures: a sentence that says "decreased" where the claim says "reduces" reaches that
// word through the table; a word the sentence holds literally is the overlap features' and adds
// nothing; the in-source input is the share of the source's best.
func TestAssocFeatures(t *testing.T) {
	a := NewAssoc(map[string]map[string]float64{stem("reduces"): {stem("decreased"): 0.6, stem("reduces"): 0.9}})
	claim := "Aspirin reduces stroke."
	quotes := []string{"Aspirin decreased stroke.", "Aspirin reduces stroke.", "Aspirin was given.", "Stroke decreased."}
	f := AssocFeatures(a, claim, quotes, []int{0, 0, 0, 1})
	n := float64(len(AssocStems(claim)))
	if f[0][0] != 0.6/n || f[0][1] != 1 {
		t.Errorf("paraphrase: %v, want %v and 1", f[0], 0.6/n)
	}
	if f[1][0] != 0 || f[2][0] != 0 {
		t.Errorf("literal match or no bridge: %v %v, want 0", f[1], f[2])
	}
	if f[3][1] != 1 {
		t.Errorf("own source's best: %v", f[3])
	}
	if f := AssocFeatures(NewAssoc(nil), claim, quotes, []int{0, 0, 0, 1}); f[0][0] != 0 {
		t.Errorf("empty table: %v", f[0])
	}
}

// TestAssocRoundTrip: the file format reads back what it wrote, byte for byte.
func TestAssocRoundTrip(t *testing.T) {
	a := NewAssoc(map[string]map[string]float64{"reduc": {"decreas": 0.61234, "lower": 0.2}, "bone": {"fractur": 0.05}})
	b, err := ParseAssoc(a.Encode())
	if err != nil || !bytes.Equal(b.Encode(), a.Encode()) || b.Len() != 3 {
		t.Fatalf("round trip: %v\n%s", err, b.Encode())
	}
	if _, err := ParseAssoc([]byte("nonsense\n")); err == nil {
		t.Error("a file without the header was read")
	}
}
