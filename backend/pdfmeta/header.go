package pdfmeta

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"sync"

	"carrel/backend/domain"
)

// HeaderModel scores the candidate values of each header field (title, authors, year, venue,
// type) by a linear function of their features; the best candidate wins and its softmax
// probability among the field's candidates is the field's confidence. It is fitted by
// `carrel-eval train-header` (docs/metadata.md) and embedded as header_model.json.
type HeaderModel struct {
	Recipe string `json:"recipe"`
	Source string `json:"source"`
	// Weights maps a field to its features' weights; a field without weights follows the
	// hand-written rule (the "rule" feature).
	Weights map[string]map[string]float64 `json:"weights"`
	// Calibration turns each field's evidence into its confidence; nil uses the embedded
	// confidence model (confidence.go).
	Calibration *ConfidenceModel `json:"-"`
}

// HeaderFields are the fields the model decides, in decoding order (later fields read earlier ones).
var HeaderFields = []string{"title", "authors", "venue", "year", "type"}

// CheckBelow is the confidence under which a field is marked "check" for the user.
const CheckBelow = 0.5

// Candidate is one possible value of a header field and the features it is scored by.
type Candidate struct {
	Text     string             `json:"text"`
	Authors  []domain.Author    `json:"authors,omitempty"`
	Year     int                `json:"year,omitempty"`
	Features map[string]float64 `json:"features"`
	lines    []line             // a title's lines, which place the authors below it
}

//go:embed header_model.json
var embeddedModel []byte

// defaultHeaderModel reads the embedded model once (the rules alone if it cannot be read).
var defaultHeaderModel = sync.OnceValue(func() *HeaderModel {
	m, err := ParseHeaderModel(embeddedModel)
	if err != nil {
		return &HeaderModel{Recipe: "rules"}
	}
	return m
})

// DefaultHeaderModel is the embedded model (the rules alone if it cannot be read).
func DefaultHeaderModel() *HeaderModel { return defaultHeaderModel() }

// ParseHeaderModel reads a model file written by carrel-eval train-header.
func ParseHeaderModel(data []byte) (*HeaderModel, error) {
	var m HeaderModel
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("header model: %w", err)
	}
	return &m, nil
}

// ruleWeights is what a field without fitted weights uses: the hand-written rule's choice.
var ruleWeights = map[string]float64{"rule": 4}

// Choose scores a field's candidates and returns the index of the best (-1 when there is
// none) and its probability among them.
func (hm *HeaderModel) Choose(field string, cands []Candidate) (int, float64) {
	if len(cands) == 0 {
		return -1, 0
	}
	ps := hm.probs(field, cands)
	best := argmax(ps)
	return best, ps[best]
}

// argmax is the index of the largest value, the first on a tie.
func argmax(ps []float64) int {
	best := 0
	for i := range ps {
		if ps[i] > ps[best] {
			best = i
		}
	}
	return best
}

// probs is each candidate's probability under the field's weights (the rule's without them).
func (hm *HeaderModel) probs(field string, cands []Candidate) []float64 {
	w := ruleWeights
	if fw := hm.Weights[field]; len(fw) > 0 {
		w = fw
	}
	return Softmax(w, cands)
}

// Softmax is the probability of each candidate under weights w.
func Softmax(w map[string]float64, cands []Candidate) []float64 {
	ss := make([]float64, len(cands))
	top := math.Inf(-1)
	for i, c := range cands {
		names := make([]string, 0, len(c.Features))
		for f := range c.Features {
			names = append(names, f)
		}
		sort.Strings(names) // a fixed summation order keeps the scores reproducible
		for _, f := range names {
			ss[i] += w[f] * c.Features[f]
		}
		top = math.Max(top, ss[i])
	}
	sum := 0.0
	for i := range ss {
		ss[i] = math.Exp(ss[i] - top)
		sum += ss[i]
	}
	for i := range ss {
		ss[i] /= sum
	}
	return ss
}
