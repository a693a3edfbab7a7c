package eval

import (
	"math/rand/v2"

	"carrel/backend/answer"
)

// fitLogisticBagged fits fitLogisticRows' model on bags resamples of the rows and averages the
// fits' weights. A resample draws whole groups (group[i] is row i's, 0 to n-1) with replacement,
// as many as there are, and weighs each row by how often its group was drawn: pairs of one claim
// are not independent. Every fit shares the full rows' clip range and standardization, so the
// average of their logits is itself one logistic model (the product's Logistic reads it as it
// reads any other). seed fixes the draws, so the fit is deterministic.
func fitLogisticBagged(names []string, x [][]float64, y []bool, rw []float64, group []int, l2 float64,
	fixed map[int]bool, bags int, seed uint64) answer.Logistic {
	l, z := standardize(names, x, fixed)
	d := len(names)
	groups := 0
	for _, g := range group {
		groups = max(groups, g+1)
	}
	rng := rand.New(rand.NewPCG(seed, 0x5eed))
	sum := make([]float64, d+1)
	drawn := make([]float64, groups)
	for range bags {
		clear(drawn)
		for range groups {
			drawn[rng.IntN(groups)]++
		}
		w := fitNewton(z, func(i int) (bool, float64) { return y[i], rw[i] * drawn[group[i]] },
			make([]float64, d+1), l2, 0, 25, 1e-6)
		for j := range w {
			sum[j] += w[j] / float64(bags)
		}
	}
	copy(l.Weights, sum[:d])
	l.Bias = sum[d]
	return l
}
