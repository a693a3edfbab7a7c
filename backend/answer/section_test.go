package answer

import (
	"strings"
	"testing"

	"carrel/backend/domain"
)

func TestHeadingSection(t *testing.T) {
	for _, c := range []struct {
		quote string
		want  int
		ok    bool
	}{
		{"METHODS We used mathematical models to explore the effect.", sectionMethod, true},
		{"MAIN OUTCOME MEASURES Prevalence of HCV antibody.", sectionMethod, true},
		{"BACKGROUND: Aspirin is widely used.", sectionMethod, true},
		{"RESULTS In the HPV arm there were 76 cases.", sectionResult, true},
		{"METHODS AND RESULTS We enrolled 300 patients and found fewer events.", sectionResult, true},
		{"CONCLUSIONS Placental weight is positively associated with risk.", sectionConclusion, true},
		{"INTERPRETATION Immediate ART could have a major effect.", sectionConclusion, true},
		{"DNA damage rose in treated cells.", sectionNone, false},
		{"GAPDH expression was unchanged.", sectionNone, false},
		{"Aspirin reduced colorectal cancer incidence.", sectionNone, false},
	} {
		got, ok := headingSection(c.quote)
		if got != c.want || ok != c.ok {
			t.Errorf("headingSection(%q) = %d, %v; want %d, %v", c.quote, got, ok, c.want, c.ok)
		}
	}
}

// A structured abstract's background states the claim's words; the answer quotes its result.
func TestBackgroundIsNoFinding(t *testing.T) {
	text := "BACKGROUND Aspirin may reduce colorectal cancer incidence in adults. " +
		"Whether daily aspirin reduces colorectal cancer incidence is unknown. " +
		"METHODS We followed 40,000 adults for 20 years. " +
		"RESULTS Daily aspirin use lowered colorectal cancer incidence by 24% compared with no use. " +
		"CONCLUSIONS Aspirin protects against colorectal cancer."
	p := buildPool([]Candidate{abstract("pap_struct", "Aspirin and colorectal cancer", text, 1)})
	want := []int{sectionMethod, sectionMethod, sectionMethod, sectionResult, sectionConclusion}
	got := p.sections()
	if len(got) != len(want) {
		t.Fatalf("sections %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("sections %v, want %v", got, want)
		}
	}
	res, err := Compose(Request{Query: "Does aspirin reduce colorectal cancer incidence?", Depth: domain.DepthStandard,
		Candidates: []Candidate{abstract("pap_struct", "Aspirin and colorectal cancer", text, 1)}})
	if err != nil {
		t.Fatal(err)
	}
	cites := res.Citations()
	if len(cites) == 0 {
		t.Fatal("no citation")
	}
	for _, c := range cites {
		if strings.Contains(c.Quote, "may reduce") || strings.Contains(c.Quote, "is unknown") || strings.Contains(c.Quote, "followed") {
			t.Errorf("quoted a background or methods sentence: %q", c.Quote)
		}
	}
}
