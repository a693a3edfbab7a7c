package answer

import "testing"

// TestAboutClaim: a finding counts only when it is about both sides of the claim; the vitamin E
// and C trial is not about vitamin D, and a tension-headache study is not about insomnia (issue
// 23's examples). A side may be held through the study's title (subject) or a WordNet synonym.
func TestAboutClaim(t *testing.T) {
	idf := map[string]float64{"vitamin d": 5, "fractur": 4, "insomnia": 5, "headach": 5, "supplement": 2, "risk": 1, "treatment": 1, "effect": 1}
	weight := func(k string) float64 {
		if w, ok := idf[k]; ok {
			return w
		}
		return 2
	}
	keys := func(s string) map[string]bool { return keySet(gateTerms(s)) }
	for _, c := range []struct {
		claim, finding, title string
		want                  bool
	}{
		{"Does vitamin D supplementation reduce fracture risk?", "Neither vitamin E nor C supplementation reduced the risk of prostate or total cancer.", "", false},
		{"Does vitamin D supplementation reduce fracture risk?", "Vitamin D supplementation was associated with significantly reduced mortality.", "", false},
		{"Does vitamin D supplementation reduce fracture risk?", "Daily vitamin D supplementation reduced the risk of hip fracture by 20%.", "", true},
		{"Does vitamin D supplementation reduce fracture risk?", "Supplementation reduced the risk of hip fracture by 20%.", "Vitamin D and fractures: a trial", true},
		{"Cognitive behavioral therapy is an effective treatment for insomnia.", "Cognitive-behavioral therapy yielded somewhat more positive outcomes than amitriptyline on the headache index.", "", false},
		{"Cognitive behavioral therapy is an effective treatment for insomnia.", "Cognitive behavioral therapy improved insomnia severity compared with zopiclone.", "", true},
	} {
		if got := AboutClaim(c.claim, keys(c.finding), keys(c.title), weight); got != c.want {
			s, o := claimSides(c.claim)
			t.Errorf("AboutClaim(%q, %q) = %v, want %v (sides %q | %q)", c.claim, c.finding, got, c.want, s, o)
		}
	}
}

// TestClaimWithoutFullStop: a statement with a predicate is a claim without its full stop; a
// keyword query and a wh-question without its mark are not.
func TestClaimWithoutFullStop(t *testing.T) {
	for q, want := range map[string]int{
		"DUSP4 downregulation deactivates the Ras-ERK pathway": kindClaim,
		"vitamin D fracture risk":                              kindOpen,
		"how MapReduce handles worker failures":                kindOpen,
		"quantum chromodynamics on a lattice":                  kindOpen,
	} {
		if got, _ := readQuestion(q); got != want {
			t.Errorf("readQuestion(%q) = %d, want %d", q, got, want)
		}
	}
}
