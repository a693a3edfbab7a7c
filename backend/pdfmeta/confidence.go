package pdfmeta

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"math"
	"sync"
)

// ConfidenceModel turns a decided field's evidence into the confidence the Library shows: for
// each calibrated field, a logistic function of ConfidenceFeatures fitted on held-out decodes
// (right against wrong) by `carrel-eval train-confidence` and embedded as confidence_model.json.
// The header model's softmax probability only ranks a paper's candidates against each other: a
// page with one plausible block gets a high probability whether or not that block is the title.
type ConfidenceModel struct {
	Recipe string                `json:"recipe"`
	Source string                `json:"source"`
	Fields map[string]Calibrator `json:"fields"`
}

// Calibrator is one field's logistic function of named features.
type Calibrator struct {
	Bias    float64            `json:"bias"`
	Weights map[string]float64 `json:"weights"`
}

// Apply is the calibrated probability that the value the features describe is right.
func (c Calibrator) Apply(f map[string]float64) float64 {
	s := c.Bias
	for k, v := range f {
		s += c.Weights[k] * v
	}
	return 1 / (1 + math.Exp(-s))
}

//go:embed confidence_model.json
var embeddedConfidence []byte

// defaultConfidenceModel reads the embedded calibration once (none when it cannot be read).
var defaultConfidenceModel = sync.OnceValue(func() *ConfidenceModel {
	m, err := ParseConfidenceModel(embeddedConfidence)
	if err != nil {
		return &ConfidenceModel{}
	}
	return m
})

// DefaultConfidenceModel is the embedded calibration (none when it cannot be read: each field
// then keeps the header model's own probability).
func DefaultConfidenceModel() *ConfidenceModel { return defaultConfidenceModel() }

// ParseConfidenceModel reads a file written by carrel-eval train-confidence.
func ParseConfidenceModel(data []byte) (*ConfidenceModel, error) {
	var m ConfidenceModel
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("confidence model: %w", err)
	}
	return &m, nil
}

// calibrated is the field's confidence: the calibrator's when the model has one for the field,
// else the header model's probability p.
func (cm *ConfidenceModel) calibrated(field string, f map[string]float64, p float64) float64 {
	if cm == nil {
		return p
	}
	c, ok := cm.Fields[field]
	if !ok || len(c.Weights) == 0 {
		return p
	}
	return c.Apply(f)
}

// logit is ln(p/(1-p)), held within ±6 so that a probability of 1 stays finite.
func logit(p float64) float64 {
	p = math.Min(math.Max(p, 0.0025), 0.9975)
	return math.Log(p / (1 - p))
}
