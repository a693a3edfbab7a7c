package pdfmeta

import "testing"

func TestSuspectTitle(t *testing.T) {
	for _, c := range []struct {
		title string
		want  bool
	}{
		{"Qian et al. ( 54 ) DEEP LEARNING ALGORITHMS FOR", true},
		{"Smith et al.: A note on graphs", true},
		{"Deep learning algorithms for", true},
		{"A survey of methods (and their limits", true},
		{"Results of the [ 12 ] trial", true},
		{"MapReduce: Simplified Data Processing on Large Clusters", false},
		{"What Is Computed by Structure from Motion?", false},
		{"Attention Is All You Need", false},
		{"Vitamin D (cholecalciferol) and fracture risk", false},
		{"Learning to Rank: From Pairwise Approach to Listwise Approach", false},
		{"A", false},
		{"", false},
	} {
		if got := suspectTitle(c.title); got != c.want {
			t.Errorf("suspectTitle(%q) = %v, want %v", c.title, got, c.want)
		}
	}
}
