package answer

import "slices"

// The fitted relevance gate: whether a cited study is gold evidence for the claim, read from
// what the study model reads and from its finding as the lexical gate weighs it (subject and
// outcome shares, about, states). The study model is fitted on every retrieved study, most of
// them plainly off the claim; the gate is fitted only on the studies Policy cites, where
// SciFact's near neighbours are (`carrel-eval train-answer`, from GateFeatures, the function
// Policy calls). A cited study counts in the verdict only from Model.GateCount, unless its
// finding states the claim.

// gateFeatureNames name the fitted gate's inputs in order; the last ones are the study's
// Static features (studyFeatureNames' pool part).
var gateFeatureNames = append([]string{
	"study_logit", "finding_logit", "first_cited", "finding_about", "finding_states", "finding_coverage",
	"finding_outcome_share", "finding_side_min", "finding_matched_share", "share_of_top_cited", "study_margin",
}, studyFeatureNames[len(studyFeatureNames)-staticStudyFeatures:]...)

// GateFeatureNames names the fitted gate's inputs in order.
func GateFeatureNames() []string { return slices.Clone(gateFeatureNames) }

// GateFeatures are the fitted gate's inputs for each cited finding in kept (in citing order),
// sp the study model's probabilities (nil without one). Pure, so that Policy and the trainer
// read the same inputs.
func GateFeatures(studies []PolicyStudy, kept []PolicyFinding, sp []float64) [][]float64 {
	top := 0.0
	for _, f := range kept {
		top = max(top, f.Prob)
	}
	out := make([][]float64, len(kept))
	for k, f := range kept {
		st := &studies[f.Study]
		s := st.Sentences[f.Sentences[0]]
		spk := 0.5
		if sp != nil {
			spk = sp[f.Study]
		}
		static := st.Static
		if len(static) != staticStudyFeatures {
			static = make([]float64, staticStudyFeatures)
		}
		rival := 0.0 // the likeliest other study's probability: the study's margin over it
		for j := range sp {
			if j != f.Study {
				rival = max(rival, sp[j])
			}
		}
		x := []float64{logit(spk), logit(f.Prob), b2f(k == 0), b2f(s.About), b2f(s.States), s.Coverage, s.OutcomeShare, s.SideMin, s.MatchedShare, safeDiv(f.Prob, top), spk - rival}
		out[k] = append(x, static...)
	}
	return out
}

// gateProbs is the fitted gate's probability per kept finding, nil when m has no fitted gate.
func gateProbs(m *Model, studies []PolicyStudy, kept []PolicyFinding, sp []float64) []float64 {
	if len(m.Gate.Weights) == 0 {
		return nil
	}
	out := make([]float64, len(kept))
	for k, x := range GateFeatures(studies, kept, sp) {
		out[k] = m.Gate.Prob(x)
	}
	return out
}

// evidenceIndex is each evidence feature's index by name.
var evidenceIndex = func() map[string]int {
	out := map[string]int{}
	for i, n := range evidenceFeatureNames {
		out[n] = i
	}
	return out
}()
