package answer

import "strings"

// findingWeight scales a sentence that reports a finding up, and one that states an aim or
// method (which repeats the question's words without answering it) down.
const findingWeight = 0.3

// Cue stems (after tokenize) of reported findings and of stated aims. English only: other
// languages get no cue and are scored on the question's terms alone.
var (
	findingCues = stemSet("found showed shows demonstrated revealed indicate indicates suggest suggests " +
		"associated significantly significant increased decreased reduced higher lower improved " +
		"conclusion conclude concluded results resulted correlated ratio odds confidence interval")
	aimCues = stemSet("aim aimed objective objectives purpose investigate investigated examine " +
		"examined determine assess assessed evaluate background hypothesized hypothesis")
)

func stemSet(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		for _, t := range tokenize(w) {
			m[t.stem] = true
		}
	}
	return m
}

// cueFactor is 1 + findingWeight for a sentence with a finding cue and no aim cue,
// 1 - findingWeight for an aim without a finding, 1 otherwise.
func cueFactor(s *sentence) float64 {
	finding, aim := false, false
	for t := range s.tf {
		finding = finding || findingCues[t]
		aim = aim || aimCues[t]
	}
	switch {
	case finding && !aim:
		return 1 + findingWeight
	case aim && !finding:
		return 1 - findingWeight
	}
	return 1
}
