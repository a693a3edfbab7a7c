package answer

import (
	"maps"
	"math"
	"slices"
	"sync"
)

// softMatcher scores a sentence against the question through the word vectors: how much of the
// question's IDF mass it holds when a word may stand for its nearest question word
// ("carcinoma" for "tumour"). Without vectors it is the exact-match coverage. (The cosine of
// the two IDF-weighted mean vectors was tried as a feature too and lowered held-out selection
// F1: docs/answers.md.)
type softMatcher struct {
	p      *pool
	v      *Vectors
	qStems []string
	qW     []float64
}

func newSoftMatcher(p *pool, q query) *softMatcher {
	m := &softMatcher{p: p, v: wordVectors()}
	top := 0.0
	for _, x := range p.idf {
		top = math.Max(top, x)
	}
	// In sorted order, so that the sum is the same on every run (model fits are deterministic).
	for _, t := range slices.Sorted(maps.Keys(q.current)) {
		w := top
		if id := p.lookup(t); id >= 0 {
			w = p.idf[id]
		}
		m.qStems = append(m.qStems, t)
		m.qW = append(m.qW, w)
	}
	return m
}

func addScaled(acc, x []float32, w float64) {
	for i := range x {
		acc[i] += x[i] * float32(w)
	}
}

// coverage is the question's IDF mass s holds, a question word counting by its best cosine
// (at least 0) to one of s's words, 1 when s has it.
func (m *softMatcher) coverage(s *sentence) float64 {
	total, got := 0.0, 0.0
	for i, t := range m.qStems {
		total += m.qW[i]
		best := 0.0
		id := m.p.lookup(t)
		if id >= 0 && s.has(int32(id)) {
			best = 1
		} else if m.v != nil {
			for _, tc := range s.terms {
				best = math.Max(best, m.v.Similarity(t, m.p.stems[tc.id]))
			}
		}
		got += m.qW[i] * best
	}
	return safeDiv(got, total)
}

// directionAxis is the word vectors' up-minus-down direction: the mean vector of the up words
// less that of the down words, unit length; nil without vectors.
func directionAxis(v *Vectors) []float32 {
	axisOnce.Do(func() {
		if v == nil {
			return
		}
		ax := make([]float32, v.dim)
		for w := range upWords {
			addScaled(ax, v.vecs[stem(w)], 1/float64(len(upWords)))
		}
		for w := range downWords {
			addScaled(ax, v.vecs[stem(w)], -1/float64(len(downWords)))
		}
		normalize32(ax)
		axis = ax
	})
	return axis
}

var (
	axisOnce sync.Once
	axis     []float32
)

// vectorDirection is the projection on directionAxis of text's word that goes furthest up or
// down: positive for a text that says "raised", "boosts", negative for "impedes", "attenuation",
// words the direction lists may not hold. 0 without vectors.
func vectorDirection(text string) float64 {
	v := wordVectors()
	if v == nil {
		return 0
	}
	ax := directionAxis(v)
	if ax == nil {
		return 0
	}
	best := 0.0
	for _, w := range words(text) {
		if isStopword(w) {
			continue
		}
		x := v.vecs[stem(w)]
		if x == nil {
			continue
		}
		d := 0.0
		for i := range x {
			d += float64(x[i] * ax[i])
		}
		if math.Abs(d) > math.Abs(best) {
			best = d
		}
	}
	return best
}
