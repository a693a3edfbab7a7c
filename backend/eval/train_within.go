package eval

import (
	"math"

	"carrel/backend/answer"
	"carrel/backend/domain"
)

// fitWithin fits the within-study model (answer.WithinFeatures; positive = a rationale
// sentence) on the sentences sharing a question term of every retrieved gold evidence abstract,
// from the evidence model's probabilities already in claims.
func fitWithin(m *answer.Model, claims []claimRows) {
	var x [][]float64
	var y []bool
	for ci := range claims {
		c := &claims[ci]
		studies, rowsOf := c.policyStudies()
		for k := range studies {
			if c.gold[c.rows[rowsOf[k][0]].source] == nil {
				continue
			}
			for i, f := range answer.WithinFeatures(&studies[k]) {
				if f != nil && studies[k].Sentences[i].Matched {
					x, y = append(x, f), append(y, c.rows[rowsOf[k][i]].positive)
				}
			}
		}
	}
	m.Within = fitLogistic(answer.WithinFeatureNames(), x, y, withinL2)
	m.WithinExtra = withinExtraStart
}

// withinL2 is the within-study model's ridge penalty (standardized features).
const withinL2 = 1.0

// withinExtraStart is WithinExtra while the grid chooses the other bars, before its own search.
const withinExtraStart = 0.25

// fitGate fits the relevance gate (answer.GateFeatures; positive = a gold evidence abstract) on
// the studies Policy cites whose finding does not state the claim, with the study model's
// counting bar lifted, and chooses its bar (GateCount) for the best simulated selection F1 on
// cross-fitted gate probabilities (each half of the claims read by a gate fitted on the other
// half): in-sample, the gate's own fit chose a bar that lost 0.02 held out.
func fitGate(m *answer.Model, claims []claimRows) {
	keep, keepOther := m.StudyCount, answer.OtherProb
	m.StudyCount = 0
	if answer.GateOthers {
		answer.OtherProb = 0
	}
	var x [2][][]float64
	var y [2][]bool
	for ci := range claims {
		c := &claims[ci]
		studies, rowsOf := c.policyStudies()
		sp := studyProbsOf(m, studies)
		kept := answer.Policy(m, studies, answer.MaxStudies(domain.DepthStandard), nil)
		for k, f := range answer.GateFeatures(studies, kept, sp) {
			if !kept[k].Counts || studies[kept[k].Study].Sentences[kept[k].Sentences[0]].States {
				continue
			}
			x[ci%2], y[ci%2] = append(x[ci%2], f), append(y[ci%2], c.gold[c.rows[rowsOf[kept[k].Study][0]].source] != nil)
		}
	}
	m.StudyCount, answer.OtherProb = keep, keepOther
	half := [2]answer.Logistic{fitLogistic(answer.GateFeatureNames(), x[1], y[1], gateL2), fitLogistic(answer.GateFeatureNames(), x[0], y[0], gateL2)}
	var parts [2][]claimRows
	for ci, c := range claims {
		parts[ci%2] = append(parts[ci%2], c)
	}
	best, bc := -1.0, 0.0
	for g := 0.05; g < 0.8; g += 0.025 {
		m.GateCount = g
		var correct, pred, goldN int
		for h := range parts {
			m.Gate = half[h]
			c, p, n := simulateCounts(m, parts[h])
			correct, pred, goldN = correct+c, pred+p, goldN+n
		}
		if _, _, f := prf(correct, pred, goldN); f > best {
			best, bc = f, g
		}
	}
	m.Gate = fitLogistic(answer.GateFeatureNames(), append(x[0], x[1]...), append(y[0], y[1]...), gateL2)
	m.GateCount = math.Round(bc*1000) / 1000
}

// gateL2 is the fitted gate's ridge penalty (standardized features).
const gateL2 = 10.0

// studyProbsOf is the study model's probability per study, nil without a study model.
func studyProbsOf(m *answer.Model, studies []answer.PolicyStudy) []float64 {
	if len(m.Study.Weights) == 0 {
		return nil
	}
	out := make([]float64, len(studies))
	for k, f := range answer.StudyFeatures(studies) {
		out[k] = m.Study.Prob(f)
	}
	return out
}
