package eval

import (
	"math"
	"slices"

	"carrel/backend/answer"
)

// Logistic-regression fitting for the answer models: plain, monotone (overlap weights kept
// non-negative) and with some weights held fixed, by Newton steps with an L2 penalty.

func fitLogistic(names []string, x [][]float64, y []bool, l2 float64) answer.Logistic {
	return fitLogisticFixed(names, x, y, l2, nil)
}

// monotone are evidence features whose weight may not be negative: more of the claim in a
// sentence or its source must never make it less likely evidence. Unconstrained, collinear
// overlap features take opposite signs and a sentence holding the whole claim scores low.
var monotone = []string{"coverage", "matched_share", "rel_pool", "rel_source", "doc_coverage", "retrieval_prior",
	"bigrams", "cosine", "source_best_coverage", "sentence_precision", "rarest_matched", "source_top_rel",
	"longest_run", "title_coverage", "outcome_share", "side_min"}

// fitMonotone fits a logistic regression whose monotone features have non-negative weights:
// a feature that comes out negative is fixed at zero and the rest refitted (active set).
func fitMonotone(names []string, x [][]float64, y []bool, l2 float64) answer.Logistic {
	return fitMonotoneDrop(names, x, y, l2, nil)
}

// fitMonotoneDrop is fitMonotone with the named features of drop held at zero (the product reads
// weights by position, so a dropped input keeps its place with weight zero).
func fitMonotoneDrop(names []string, x [][]float64, y []bool, l2 float64, drop map[string]bool) answer.Logistic {
	fixed := map[int]bool{}
	for j, n := range names {
		fixed[j] = drop[n]
	}
	for {
		l := fitLogisticFixed(names, x, y, l2, fixed)
		worst, wj := 0.0, -1
		for j, n := range names {
			if slices.Contains(monotone, n) && !fixed[j] && l.Weights[j] < worst {
				worst, wj = l.Weights[j], j
			}
		}
		if wj < 0 {
			return l
		}
		fixed[wj] = true
	}
}

// fitLogisticFixed is fitLogistic with the weights of fixed features held at zero.
func fitLogisticFixed(names []string, x [][]float64, y []bool, l2 float64, fixed map[int]bool) answer.Logistic {
	return fitLogisticRows(names, x, y, nil, l2, fixed)
}

// fitLogisticRows is fitLogisticFixed with row weights rw (nil: 1 each).
func fitLogisticRows(names []string, x [][]float64, y []bool, rw []float64, l2 float64, fixed map[int]bool) answer.Logistic {
	l, z := standardize(names, x, fixed)
	d := len(names)
	w := fitNewton(z, func(i int) (bool, float64) {
		if rw == nil {
			return y[i], 1
		}
		return y[i], rw[i]
	}, make([]float64, d+1), l2, 0, 25, 1e-6)
	copy(l.Weights, w[:d])
	l.Bias = w[d]
	return l
}

// standardize sets l's clip range (each input's 0.5th and 99.5th percentiles), mean and standard
// deviation from the rows x and returns them as the fit reads them: clipped, standardized, the
// inputs of fixed at zero, and a last column 1 for the bias.
func standardize(names []string, x [][]float64, fixed map[int]bool) (answer.Logistic, [][]float64) {
	d := len(names)
	l := answer.Logistic{Features: names, Mean: make([]float64, d), Std: make([]float64, d), Weights: make([]float64, d),
		Lo: make([]float64, d), Hi: make([]float64, d)}
	n := float64(len(x))
	clipped := make([][]float64, len(x))
	for i := range x {
		clipped[i] = slices.Clone(x[i])
	}
	for j := range d {
		col := make([]float64, len(x))
		for i := range x {
			col[i] = x[i][j]
		}
		slices.Sort(col)
		l.Lo[j], l.Hi[j] = col[len(col)/200], col[len(col)-1-len(col)/200]
		for i := range clipped {
			clipped[i][j] = min(max(clipped[i][j], l.Lo[j]), l.Hi[j])
		}
	}
	x = clipped
	for _, r := range x {
		for j := range d {
			l.Mean[j] += r[j] / n
		}
	}
	for _, r := range x {
		for j := range d {
			l.Std[j] += (r[j] - l.Mean[j]) * (r[j] - l.Mean[j]) / n
		}
	}
	for j := range d {
		l.Std[j] = math.Sqrt(l.Std[j])
		if l.Std[j] < 1e-9 {
			l.Std[j] = 1
		}
	}
	z := make([][]float64, len(x))
	for i, r := range x {
		z[i] = make([]float64, d+1)
		for j := range d {
			if !fixed[j] {
				z[i][j] = (r[j] - l.Mean[j]) / l.Std[j]
			}
		}
		z[i][d] = 1
	}
	return l, z
}

// fitNewton fits the weights of a logistic regression on the rows of z (standardized features,
// the last column 1 for the bias) by Newton steps: row i's label and weight come from label,
// the L2 penalty l2 pulls each feature weight toward prior, and bias, added to the bias term's
// Hessian, keeps it solvable when every row has one label. It stops after iters steps or when
// no weight moves more than tol.
func fitNewton(z [][]float64, label func(i int) (bool, float64), prior []float64, l2, bias float64, iters int, tol float64) []float64 {
	d := len(prior) - 1
	w := slices.Clone(prior)
	for range iters {
		g := make([]float64, d+1)
		h := make([][]float64, d+1)
		for j := range h {
			h[j] = make([]float64, d+1)
			if j < d {
				h[j][j], g[j] = l2, l2*(w[j]-prior[j])
			}
		}
		h[d][d] += bias
		for i, r := range z {
			s := 0.0
			for j, v := range r {
				s += w[j] * v
			}
			p := 1 / (1 + math.Exp(-s))
			ok, rw := label(i)
			t := 0.0
			if ok {
				t = 1
			}
			for j, v := range r {
				g[j] += rw * (p - t) * v
				for k := j; k <= d; k++ {
					h[j][k] += rw * p * (1 - p) * v * r[k]
				}
			}
		}
		if newtonStep(h, g, w) < tol {
			break
		}
	}
	return w
}

// newtonStep moves w by one Newton step for gradient g and Hessian h (its upper triangle
// filled) and returns the largest change of a weight.
func newtonStep(h [][]float64, g, w []float64) float64 {
	for j := range h {
		for k := 0; k < j; k++ {
			h[j][k] = h[k][j]
		}
	}
	step := solve(h, g)
	delta := 0.0
	for j := range w {
		w[j] -= step[j]
		delta = math.Max(delta, math.Abs(step[j]))
	}
	return delta
}

// solve returns x with a·x = b by Gaussian elimination with partial pivoting.
func solve(a [][]float64, b []float64) []float64 {
	n := len(b)
	m := make([][]float64, n)
	for i := range a {
		m[i] = append(append([]float64{}, a[i]...), b[i])
	}
	for c := range n {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(m[r][c]) > math.Abs(m[p][c]) {
				p = r
			}
		}
		m[c], m[p] = m[p], m[c]
		if math.Abs(m[c][c]) < 1e-12 {
			continue
		}
		for r := c + 1; r < n; r++ {
			f := m[r][c] / m[c][c]
			for k := c; k <= n; k++ {
				m[r][k] -= f * m[c][k]
			}
		}
	}
	x := make([]float64, n)
	for r := n - 1; r >= 0; r-- {
		s := m[r][n]
		for k := r + 1; k < n; k++ {
			s -= m[r][k] * x[k]
		}
		if math.Abs(m[r][r]) > 1e-12 {
			x[r] = s / m[r][r]
		}
	}
	return x
}

// rankFeatures are the evidence features that compare a source with the others of the pool;
// without them a study is judged on its own text (variant "own").
var rankFeatures = []string{"rel_pool", "retrieval_prior", "inv_rank", "source_rank_by_rel", "source_top_rel", "doc_rank_by_coverage"}

// crossValidate prints, per model setting, the selection F1 on each half of the train claims of
// a model fitted on the other half, at the threshold tuned on the fitting half.
