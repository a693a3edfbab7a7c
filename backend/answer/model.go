package answer

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"slices"
	"sync/atomic"
)

// Logistic is a logistic-regression model over standardized features.
type Logistic struct {
	Features []string  `json:"features"`
	Mean     []float64 `json:"mean"`
	Std      []float64 `json:"std"`
	Weights  []float64 `json:"weights"`
	Bias     float64   `json:"bias"`
	// Lo and Hi clip each feature to the range training saw (its 0.5th and 99.5th
	// percentiles), so that a pool unlike SciFact's is not extrapolated wildly.
	Lo []float64 `json:"lo,omitempty"`
	Hi []float64 `json:"hi,omitempty"`
}

// Prob is the model's probability of the positive class for x.
func (l *Logistic) Prob(x []float64) float64 {
	z := l.Bias
	for i, v := range x {
		if i >= len(l.Weights) {
			break
		}
		if i < len(l.Lo) && i < len(l.Hi) {
			v = min(max(v, l.Lo[i]), l.Hi[i])
		}
		z += l.Weights[i] * (v - l.Mean[i]) / l.Std[i]
	}
	return 1 / (1 + math.Exp(-z))
}

// Model is the learned part of evidence selection: which sentence of a source carries the
// evidence for a claim (Evidence, positive = SciFact rationale sentence), and whether it
// contradicts the claim (Stance, positive = CONTRADICT). Produced by `make answer-model`
// (carrel-eval train-answer) from the SciFact train split only.
type Model struct {
	Source    string   `json:"source"`    // how it was produced
	Evidence  Logistic `json:"evidence"`  // P(rationale sentence)
	Stance    Logistic `json:"stance"`    // P(contradicts | rationale)
	Threshold float64  `json:"threshold"` // a source whose best sentence is below this is not cited
	Extra     float64  `json:"extra"`     // a further sentence of a cited source is quoted only at or above this
	Relative  float64  `json:"relative"`  // a study is cited only at or above this share of the best study's probability
	// Study is P(gold evidence abstract) of a retrieved study (StudyFeatures); without weights
	// Policy cites by the sentence probabilities alone.
	Study      Logistic `json:"study"`
	StudyCite  float64  `json:"study_cite"`  // a study other than the best-ranked one is cited only at or above this Study probability
	StudyCount float64  `json:"study_count"` // a cited study counts in the verdict only at or above this Study probability, unless its finding states the claim
	StudyExtra float64  `json:"study_extra"` // a further sentence is also quoted when Study × its share of the finding's probability reaches this
	// Gate is P(gold evidence) of a cited study (GateFeatures); with it a cited study whose
	// finding does not state the claim counts only from GateCount.
	Gate      Logistic `json:"gate"`
	GateCount float64  `json:"gate_count"`
	// GateExtra, when above 0, re-chooses a counted study's further quotes: a sentence is quoted
	// when the gate's probability times its share of the study's probability mass reaches it
	// (furtherByGate; before recipe 25 selection its share of the finding's probability); a cited
	// near neighbour then quotes its finding alone.
	GateExtra float64 `json:"gate_extra,omitempty"`
}

//go:embed model.json
var modelJSON []byte

var current atomic.Pointer[Model]

// embeddedErr is why the embedded model did not load (a stale model.json after the features
// changed); TestEmbeddedModel fails on it, and until `make answer-model` is rerun claims are
// answered like open questions rather than by a model that reads the wrong inputs.
var embeddedErr error

func init() {
	m, err := ParseModel(modelJSON)
	if err != nil {
		embeddedErr = err
		return
	}
	current.Store(m)
}

// ParseModel decodes and checks a model file: feature lists must match this build's.
func ParseModel(b []byte) (*Model, error) {
	var m Model
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, err
	}
	if l := m.Stance; !slices.Equal(l.Features, stanceFeatureNames) || len(l.Weights) != len(l.Features) || len(l.Mean) != len(l.Features) || len(l.Std) != len(l.Features) {
		return nil, fmt.Errorf("stance features %v do not match this build's %v", l.Features, stanceFeatureNames)
	}
	if l := m.Evidence; !slices.Equal(l.Features, evidenceFeatureNames) || len(l.Weights) != len(l.Features) || len(l.Mean) != len(l.Features) || len(l.Std) != len(l.Features) {
		return nil, fmt.Errorf("evidence features %v do not match this build's %v", l.Features, evidenceFeatureNames)
	}
	if l := m.Study; len(l.Features) > 0 && (!slices.Equal(l.Features, studyFeatureNames) || len(l.Weights) != len(l.Features) || len(l.Mean) != len(l.Features) || len(l.Std) != len(l.Features)) {
		return nil, fmt.Errorf("study features %v do not match this build's %v", l.Features, studyFeatureNames)
	}
	if l := m.Gate; len(l.Features) > 0 && (!slices.Equal(l.Features, gateFeatureNames) || len(l.Weights) != len(l.Features) || len(l.Mean) != len(l.Features) || len(l.Std) != len(l.Features)) {
		return nil, fmt.Errorf("gate features %v do not match this build's %v", l.Features, gateFeatureNames)
	}
	return &m, nil
}

// LoadModel replaces the embedded model with the one in path (tuning and evaluation only).
func LoadModel(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	m, err := ParseModel(b)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	current.Store(m)
	return nil
}

// EvidenceFeatureNames and StanceFeatureNames name the model inputs in order.
func EvidenceFeatureNames() []string { return slices.Clone(evidenceFeatureNames) }

// StanceFeatureNames names the stance model's inputs in order.
func StanceFeatureNames() []string { return slices.Clone(stanceFeatureNames) }

// FeatureRow is one usable sentence of a request with its model inputs, for training.
type FeatureRow struct {
	Cand     int // index into Request.Candidates
	Quote    string
	Evidence []float64
	Stance   []float64
	Study    int            // the row's study (rows of one source share it)
	Rank     int            // the study's retrieval order (PolicyStudy.Rank)
	FullText bool           // the study is a paper's pages (PolicyStudy.FullText)
	Policy   PolicySentence // what Policy reads of the row, Prob left to the caller's model
	Static   []float64      // the study's PolicyStudy.Static
}

// Features scores req as Compose would and returns every usable sentence's model inputs.
func Features(req Request) ([]FeatureRow, error) {
	if err := normalize(&req); err != nil {
		return nil, err
	}
	q := buildQuery(req.Query, req.History)
	p := buildPool(req.Candidates)
	scorePool(p, q, req.Candidates)
	ev := evidenceFeatures(p, q, req.Candidates, req.Query)
	claim := textCues(req.Query)
	studies, members := policyStudies(p, q, req.Candidates, req.Query, ev, func(int) float64 { return 0 })
	out := make([]FeatureRow, len(p.sents))
	for k, st := range studies {
		for j, i := range members[k] {
			s := &p.sents[i]
			out[i] = FeatureRow{Cand: s.cand, Quote: s.quote, Evidence: ev[i], Stance: stanceFeatures(req.Query, claim, s),
				Study: k, Rank: st.Rank, FullText: st.FullText, Policy: st.Sentences[j], Static: st.Static}
		}
	}
	return out, nil
}
