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

const (
	cueFinding = 1 << iota
	cueAim
)

// cueKinds marks each pool term that is a finding or an aim cue.
func (p *pool) cueKinds() []uint8 {
	out := make([]uint8, len(p.stems))
	for id, t := range p.stems {
		if findingCues[t] {
			out[id] |= cueFinding
		}
		if aimCues[t] {
			out[id] |= cueAim
		}
	}
	return out
}

// cueFactor is 1 + findingWeight for a sentence with a finding cue and no aim cue,
// 1 - findingWeight for an aim without a finding, 1 otherwise.
func cueFactor(s *sentence, kinds []uint8) float64 {
	var k uint8
	for _, t := range s.terms {
		k |= kinds[t.id]
	}
	switch k {
	case cueFinding:
		return 1 + findingWeight
	case cueAim:
		return 1 - findingWeight
	}
	return 1
}
