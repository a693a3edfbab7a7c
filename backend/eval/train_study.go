package eval

import (
	"math"

	"carrel/backend/answer"
)

// fitStudy fits the study model (answer.StudyFeatures; positive = a gold evidence abstract of
// the claim) on every study Policy could cite (one with a sentence sharing a question term),
// from the evidence model's probabilities already in claims.
func fitStudy(m *answer.Model, claims []claimRows, l2 float64) {
	var x [][]float64
	var y []bool
	for ci := range claims {
		c := &claims[ci]
		studies, rowsOf := c.policyStudies()
		for k, f := range answer.StudyFeatures(studies) {
			if !anyMatched(studies[k].Sentences) {
				continue
			}
			x, y = append(x, f), append(y, c.gold[c.rows[rowsOf[k][0]].source] != nil)
		}
	}
	m.Study = fitLogistic(answer.StudyFeatureNames(), x, y, l2)
}

// studyL2 is the study model's ridge penalty (standardized features).
const studyL2 = 1.0

func anyMatched(ss []answer.PolicySentence) bool {
	for _, s := range ss {
		if s.Matched {
			return true
		}
	}
	return false
}

// bestStudyParams grid-searches the study model's bars (citing and counting) with the sentence
// threshold and the relative share (extra kept) for the best simulated selection F1, and leaves
// them set in m.
func bestStudyParams(m *answer.Model, claims []claimRows) {
	best, bt, br, bs, bc := -1.0, m.Threshold, m.Relative, 0.0, studyCountFloor
	for c := studyCountFloor; c < 0.45; c += 0.1 {
		for sc := 0.0; sc < 0.8; sc += 0.05 {
			for t := 0.01; t < 0.5; t += 0.04 {
				for r := 0.0; r < 0.95; r += 0.3 {
					m.Threshold, m.Relative, m.StudyCite, m.StudyCount = t, r, sc, c
					if f := simulateSelection(m, claims); f > best {
						best, bt, br, bs, bc = f, t, r, sc, c
					}
				}
			}
		}
	}
	round := func(x float64) float64 { return math.Round(x*100) / 100 }
	m.Threshold, m.Relative, m.StudyCite, m.StudyCount = round(bt), round(br), round(bs), round(bc)
	if !studyExtras {
		return
	}
	best, be, bx := simulateSelection(m, claims), m.Extra, 0.0
	for x := 0.0; x < 0.7; x += 0.05 {
		for e := m.Threshold; e <= 1.0; e += 0.05 {
			m.Extra, m.StudyExtra = e, x
			if f := simulateSelection(m, claims); f > best {
				best, be, bx = f, e, x
			}
		}
	}
	m.Extra, m.StudyExtra = round(be), round(bx)
}

// studyCountFloor is the least study probability the grid lets a cited study count from. Left
// free, the fold-1 grid chose 0 (selection F1 0.4302, not relevant 0.107 of counted studies);
// at 0.2 the same model gives 0.4311 and 0.097 (docs/answers.md, recipe 16).
const studyCountFloor = 0.2

// studyExtras lets the study model choose further sentences (Model.StudyExtra); off for the ablation.
var studyExtras = true

// crossFitProbs replaces each claim's evidence probabilities by those of a model fitted on the
// other half of the claims (by claim order), so that the study model and the policy are chosen
// on probabilities like those the product's model gives claims it never saw.
func crossFitProbs(claims []claimRows) {
	for half := 0; half < 2; half++ {
		var x [][]float64
		var y []bool
		for i, c := range claims {
			if i%2 != half {
				for _, r := range c.rows {
					x, y = append(x, r.evidence), append(y, r.positive)
				}
			}
		}
		l := fitMonotone(answer.EvidenceFeatureNames(), x, y, evidenceL2)
		for i := range claims {
			if i%2 == half {
				claims[i].probs = make([]float64, len(claims[i].rows))
				for j, r := range claims[i].rows {
					claims[i].probs[j] = l.Prob(r.evidence)
				}
			}
		}
	}
}
