package eval

import (
	"carrel/backend/answer"
	"carrel/backend/domain"
)

// fitGate fits the relevance gate (answer.GateFeatures; positive = a gold evidence abstract of
// the claim) on the studies Policy cites and would count whose finding does not state the
// claim, with the study model's counting bar lifted (and OtherProb),
// and sets its bar to gateBar.
func fitGate(m *answer.Model, claims []claimRows, l2 float64) {
	keep, keepOther := m.StudyCount, answer.OtherProb
	m.StudyCount = 0
	answer.OtherProb = 0
	var x [][]float64
	var y []bool
	for ci := range claims {
		c := &claims[ci]
		studies, rowsOf := c.policyStudies()
		sp := studyProbsOf(m, studies)
		kept := answer.Policy(m, studies, answer.MaxStudies(domain.DepthStandard), nil)
		for k, f := range answer.GateFeatures(studies, kept, sp) {
			if studies[kept[k].Study].Sentences[kept[k].Sentences[0]].States {
				continue
			}
			x, y = append(x, f), append(y, c.gold[c.rows[rowsOf[kept[k].Study][0]].source] != nil)
		}
	}
	m.StudyCount, answer.OtherProb = keep, keepOther
	m.Gate = fitLogistic(answer.GateFeatureNames(), x, y, l2)
	m.GateCount = gateBar
	m.GateExtra = gateExtraBar
	m.GateAdjacent = gateAdjacentBar
}

// gateExtraBar is the fitted gate's bar for a counted study's further quotes (Model.GateExtra):
// a sentence is quoted when the gate's probability times its share of the study's probability
// mass reaches it. 0.125 was chosen on the parity folds (recipe 25 selection); on the grouped
// folds held out (docs/answers.md, recipe 33) the quotes it drops between 0.125 and 0.16 are
// rationales 28 times in 159, under the F1 / 2 at which a quote pays. Simulated selection F1:
// 0.3819 / 0.4223 at 0.125 without adjacency (recipe 32's main), 0.3955 / 0.4312 at 0.16 with
// gateAdjacentBar, on a plateau from 0.15 to 0.16 with adjacency 0.4–0.5 (pooled over both
// folds 0.4119–0.4138).
const gateExtraBar = 0.16

// gateAdjacentBar is the share of a quote's probability from which its neighbour sentence is
// also quoted in a counted study (Model.GateAdjacent, withAdjacent): with the higher
// gateExtraBar it gives back the neighbours, which are rationales a little more often than rows
// at the same share elsewhere (multi-sentence rationales, a result and its conclusion side by
// side). Grouped folds held out, gate_extra 0.16: 0.3869 / 0.4267 without it, 0.3982 / 0.4281 at
// 0.4, 0.3955 / 0.4312 at 0.5, 0.3927 / 0.4292 at 0.6 (docs/answers.md, recipe 33).
const gateAdjacentBar = 0.5

// gateBar is the fitted gate's bar. Chosen on SciFact train's two folds held out
// (docs/answers.md, recipe 20): a grid on the fitting half's selection F1, in-sample or
// cross-fitted, moved from 0.225 to 0.625 between folds on a flat curve, while at 0.45 both folds
// held out kept their selection F1 (0.3819 / 0.4335 against 0.3824 / 0.4308 without the gate) and
// counted 13 and 7 fewer studies that are not gold evidence.
const gateBar = 0.45

// gateL2 is the fitted gate's ridge penalty (standardized features). 1 since the gate decides
// every cited study whose finding does not state the claim (since recipe 21, about twice the
// rows): on SciFact train's two folds held out (simulated, gate_count 0.45) 172 gold / 53 other
// studies counted at selection F1 0.3848 and 165 / 47 at 0.4414, against 170 / 57 at 0.3776 and
// 163 / 45 at 0.4366 with 10 (0.3 and 3 within 0.004 of 1; docs/answers.md, recipe 21).
const gateL2 = 1.0

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
