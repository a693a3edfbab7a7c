package answer

import (
	"math"
	"testing"
)

func TestVectorsRoundTrip(t *testing.T) {
	words := []string{"tumour", "tumours", "bone"}
	vecs := [][]float32{{3, 4, 0}, {3, 4, 0}, {0, 0, -2}}
	v, err := ParseVectors(EncodeVectors(words, vecs))
	if err != nil {
		t.Fatal(err)
	}
	if got := v.Similarity(stem("tumour"), stem("tumours")); math.Abs(got-1) > 1e-3 {
		t.Errorf("tumour/tumours: %v, want 1 (one stem)", got)
	}
	if got := v.Similarity(stem("tumour"), "bone"); math.Abs(got) > 1e-3 {
		t.Errorf("tumour/bone: %v, want 0", got)
	}
	if v.Similarity("tumour", "absent") != 0 || v.Has("absent") {
		t.Error("a word without a vector has similarity 0")
	}
	for _, bad := range []string{"", "carrel-vectors 2 1 1\nx\n\x01", "carrel-vectors 1 1 2\nx\n\x01"} {
		if _, err := ParseVectors([]byte(bad)); err == nil {
			t.Errorf("%q parsed", bad)
		}
	}
}

// The embedded vectors read and place related words of the corpora near each other.
func TestEmbeddedVectors(t *testing.T) {
	v := wordVectors()
	if v == nil {
		t.Fatal("embedded vectors did not load")
	}
	near := [][2]string{{"tumor", "tumour"}, {"carcinoma", "cancer"}, {"mortality", "death"}, {"therapy", "treatment"}, {"gpu", "cuda"}}
	for _, p := range near {
		if s := v.Similarity(stem(p[0]), stem(p[1])); s < 0.5 {
			t.Errorf("%s/%s: %.2f, want ≥ 0.5", p[0], p[1], s)
		}
	}
	if s := v.Similarity(stem("fracture"), stem("mapreduce")); s > 0.3 {
		t.Errorf("fracture/mapreduce: %.2f, want < 0.3", s)
	}
}
