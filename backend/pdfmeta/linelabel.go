package pdfmeta

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"sync"

	"carrel/backend/pdf"
)

// The line labeler gives each line of page 1 a probability of being part of the title, of the
// author list, of the venue or none of them, by a multinomial logistic regression over the
// line's features (linelabel_features.go). It is fitted by `carrel-eval train-lines` (make
// line-model) on synthetic pages only and embedded as line_model.json; its labels make
// candidates of their own (cand_lines.go) beside the hand-written readers', for the header
// model to weigh (GROBID's way: a learned labeler over the header's lines, docs/metadata.md
// "Session 19").

// The labeler's classes, in the order of LineModel.Weights.
const (
	LineOther = iota
	LineTitle
	LineAuthor
	LineVenue
)

// LineClasses names the labeler's classes in LineModel.Weights' order.
var LineClasses = []string{"other", "title", "author", "venue"}

// LineModel is the fitted line labeler: one weight per class and feature.
type LineModel struct {
	Source   string      `json:"source"`
	Features []string    `json:"features"`
	Classes  []string    `json:"classes"`
	Weights  [][]float64 `json:"weights"`
}

//go:embed line_model.json
var embeddedLineModel []byte

// defaultLineModel reads the embedded labeler once (nil when it cannot be read).
var defaultLineModel = sync.OnceValue(func() *LineModel {
	m, _ := ParseLineModel(embeddedLineModel)
	return m
})

// DefaultLineModel is the embedded labeler, or nil when it cannot be read or was fitted on
// other features than this build computes (its labels would be noise).
func DefaultLineModel() *LineModel { return defaultLineModel() }

// ParseLineModel reads a model file written by carrel-eval train-lines; it fails when the
// file's features or classes are not this build's.
func ParseLineModel(data []byte) (*LineModel, error) {
	var m LineModel
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, fmt.Errorf("line model: %w", err)
	}
	if !slices.Equal(m.Features, LineFeatureNames) || !slices.Equal(m.Classes, LineClasses) {
		return nil, fmt.Errorf("line model: fitted on other features or classes (refit with make line-model)")
	}
	if len(m.Weights) != len(LineClasses) {
		return nil, fmt.Errorf("line model: %d weight rows for %d classes", len(m.Weights), len(LineClasses))
	}
	for _, w := range m.Weights {
		if len(w) != len(LineFeatureNames) {
			return nil, fmt.Errorf("line model: %d weights for %d features", len(w), len(LineFeatureNames))
		}
	}
	return &m, nil
}

// Probs is each class's probability for one line's features: one dot product per class.
func (m *LineModel) Probs(x []float64) []float64 {
	ps := make([]float64, len(m.Weights))
	SoftmaxInto(ps, m.Weights, x)
	return ps
}

// Label is the likeliest class for one line's features (the first on a tie).
func (m *LineModel) Label(x []float64) int {
	return argmax(m.Probs(x))
}

// SoftmaxInto writes into ps each class's probability for features x under the class weights
// w; the labeler and carrel-eval train-lines' fit share it, so the fit optimises what ships.
func SoftmaxInto(ps []float64, w [][]float64, x []float64) {
	top := math.Inf(-1)
	for c := range w {
		s := 0.0
		for j, v := range x {
			s += w[c][j] * v
		}
		ps[c] = s
		top = math.Max(top, s)
	}
	sum := 0.0
	for c := range ps {
		ps[c] = math.Exp(ps[c] - top)
		sum += ps[c]
	}
	for c := range ps {
		ps[c] /= sum
	}
}

// LineRow is one line of page 1 as the labeler sees it: for carrel-eval train-lines, which
// labels the rows against truth and fits on Features, and for tests.
type LineRow struct {
	Text     string
	Features []float64
	Probs    []float64 // under the embedded model; nil without one
}

// LineRows are page 1's lines of doc with their features, read as ExtractPaper reads them.
func LineRows(doc *pdf.Doc) []LineRow {
	if doc == nil || len(doc.Pages) == 0 {
		return nil
	}
	h := newHeader(doc)
	fs := lineFeatures(h.page1, h.body)
	m := DefaultLineModel()
	out := make([]LineRow, len(h.page1))
	for i, l := range h.page1 {
		out[i] = LineRow{Text: l.text, Features: fs[i]}
		if m != nil {
			out[i].Probs = m.Probs(fs[i])
		}
	}
	return out
}

// lineLabels is page 1's lines' class probabilities under the embedded labeler, computed once
// per paper; nil without a model.
func (h *header) lineLabels() [][]float64 {
	if h.lineProbs == nil {
		h.lineProbs = [][]float64{}
		if m := DefaultLineModel(); m != nil {
			for _, x := range lineFeatures(h.page1, h.body) {
				h.lineProbs = append(h.lineProbs, m.Probs(x))
			}
		}
	}
	if len(h.lineProbs) == 0 {
		return nil
	}
	return h.lineProbs
}
