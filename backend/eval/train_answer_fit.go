package eval

import (
	"math"

	"carrel/backend/answer"
)

// The fit train-answer runs (split from train_answer.go): the evidence and stance models, then
// the policy's bars, the study model and the gate.

// fitOptions are train-answer's switches that change the fit.
type fitOptions struct {
	noFlip, crossfit, study, gate bool
	regrid                        bool            // choose the bars again with the fitted gate (fitPolicy)
	evidenceNames                 []string        // the evidence model's inputs (analysis; default the answer's)
	aug                           map[string]bool // the claim rewrites (augStance kinds) fitted besides the real pairs
	augWeight                     float64         // each rewritten pair's weight
	augResidual                   bool            // only the rewritten pairs no stance rule decides
	stanceL2                      float64         // the stance model's L2 penalty (0: defaultStanceL2)
	stanceDrop                    map[string]bool // stance inputs held at zero
	stanceBag                     int             // above 1: the stance model averaged over this many claim resamples (fitLogisticBagged)
	evidenceDrop                  map[string]bool // evidence inputs held at zero
	// The penalties and the flipped pairs' weight (0: the defaults, evidenceL2, studyL2, gateL2
	// and defaultFlipWeight); recipe 32 measured them on the grouped folds.
	evidenceL2, studyL2, gateL2, flipWeight float64
	// stanceOthers weighs, in the stance model's fit, a gold abstract's relevant sentences that
	// are no rationale, labelled with the abstract's label: the verdict pools a counted study's
	// next relevant sentences and often reads a finding that is no rationale (recipe 34's
	// census), where the model was fitted on rationales only. 0: none (the default).
	stanceOthers float64
}

// orDefault is x, or d when x is not set (0).
func orDefault(x, d float64) float64 {
	if x <= 0 {
		return d
	}
	return x
}

// fitAnswer fits the answer model on claims as train-answer does: the evidence and stance
// models, the policy's bars, the study model and the gate (the claims' probabilities are left
// set by the fitted evidence model, or cross-fitted ones). It also returns how many sentence
// rows, rationale rows and stance pairs it fitted on.
func fitAnswer(claims []claimRows, o fitOptions) (answer.Model, int, int, int) {
	var ex [][]float64
	var ey []bool
	for _, c := range claims {
		for _, r := range c.rows {
			ex, ey = append(ex, r.evidence), append(ey, r.positive)
		}
	}
	sp := stanceFitPairs(claims, o)
	evNames := o.evidenceNames
	if evNames == nil {
		evNames = answer.EvidenceFeatureNames()
	}
	m := answer.Model{
		Evidence: fitMonotoneDrop(evNames, ex, ey, orDefault(o.evidenceL2, evidenceL2), o.evidenceDrop),
		Stance:   fitStance(sp, o),
	}
	setProbs(&m, claims)
	if o.crossfit {
		crossFitProbs(claims)
	}
	fitPolicy(&m, claims, o)
	return m, len(ex), count(ey), len(sp.x)
}

// stanceFit is the stance model's training pairs: inputs, labels (contradicts), row weights and
// the claim each pair came from (a bagged fit resamples whole claims).
type stanceFit struct {
	x     [][]float64
	y     []bool
	w     []float64
	claim []int
}

// add appends one pair of claim c.
func (s *stanceFit) add(x []float64, y bool, w float64, c int) {
	s.x, s.y, s.w, s.claim = append(s.x, x), append(s.y, y), append(s.w, w), append(s.claim, c)
}

// stanceFitPairs are the pairs the stance model is fitted on, as o chooses them: every gold
// rationale with its abstract's label, and the flipped and rewritten claims' pairs.
func stanceFitPairs(claims []claimRows, o fitOptions) stanceFit {
	var s stanceFit
	for ci, c := range claims {
		for _, r := range c.rows {
			if r.positive {
				s.add(r.stance, r.label == "CONTRADICT", 1, ci)
			} else if stanceOther(r, o) {
				s.add(r.stance, r.label == "CONTRADICT", o.stanceOthers, ci)
			}
			if r.flipped != nil && !o.noFlip {
				s.add(r.flipped, r.label != "CONTRADICT", orDefault(o.flipWeight, defaultFlipWeight), ci)
			}
			for _, a := range r.aug {
				if o.aug[a.Kind] && o.augWeight > 0 && !(o.augResidual && a.Ruled) {
					s.add(a.Stance, (r.label == "CONTRADICT") != a.Flips, o.augWeight, ci)
				}
			}
		}
	}
	return s
}

// stanceOther reports whether a row that is no rationale enters the stance model's fit (at
// o.stanceOthers): a relevant sentence of a gold abstract, read with the abstract's label.
func stanceOther(r trainRow, o fitOptions) bool {
	return o.stanceOthers > 0 && !r.positive && r.label != "" && r.row.Policy.Relevant
}

// fitPolicy chooses the policy's bars on claims (their probabilities set) and fits the study
// model and the gate. With o.regrid it chooses the bars again once the gate is fitted: the gate
// decides which cited studies count and a counted study's further quotes, so the bars chosen
// before it (for a policy where the evidence and study bars counted) are not the best for the
// policy that ships. Measured on SciFact train's folds and not made the default: selection F1
// +0.0016 / +0.0009, but one verdict worse on each fold (docs/answers.md, recipe 30).
func fitPolicy(m *answer.Model, claims []claimRows, o fitOptions) {
	bestParams(m, claims)
	if !o.study {
		return
	}
	fitStudy(m, claims, orDefault(o.studyL2, studyL2))
	bestStudyParams(m, claims)
	if o.gate {
		fitGate(m, claims, orDefault(o.gateL2, gateL2))
		if o.regrid {
			bestStudyParams(m, claims)
		}
	}
}

func count(b []bool) int {
	n := 0
	for _, x := range b {
		if x {
			n++
		}
	}
	return n
}

// bestParams grid-searches the selection policy (threshold, extra, relative) for the best
// simulated selection F1 on claims and leaves it set in m.
func bestParams(m *answer.Model, claims []claimRows) {
	best, bt, be, br := -1.0, 0.0, 0.0, 0.0
	for t := 0.05; t < 0.9; t += 0.02 {
		for e := t; e <= 1.0; e += 0.1 {
			for r := 0.0; r < 0.95; r += 0.15 {
				m.Threshold, m.Extra, m.Relative = t, e, r
				if f := simulateSelection(m, claims); f > best {
					best, bt, be, br = f, math.Round(t*100)/100, math.Round(e*100)/100, math.Round(r*100)/100
				}
			}
		}
	}
	m.Threshold, m.Extra, m.Relative = bt, be, br
}
