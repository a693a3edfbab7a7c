package eval

import (
	"math"
	"slices"

	"carrel/backend/answer"
)

// The evidence model's fit with a within-abstract ranking term: the pointwise log loss over every
// candidate sentence (which study is evidence, and how sure) plus, per retrieved gold abstract,
// the listwise (softmax) loss of its rationale sentences against the abstract's other sentences
// (which of the abstract's sentences is the finding). The pointwise fit alone is decided mostly by
// the thousands of sentences of abstracts that are not evidence; the ranking term weighs the
// choice inside a gold abstract, where a third of the counted findings are wrong
// (docs/answers.md, recipe 25 selection). The answer reads the same Logistic either way.

// rankGroup is the rows of one retrieved gold abstract of a claim, and which are rationales.
type rankGroup struct {
	rows []int
	pos  []bool
}

// evidenceGroups are the retrieved gold abstracts' row groups of claims, indexing rows in the
// order fitAnswer appends them.
func evidenceGroups(claims []claimRows) []rankGroup {
	var out []rankGroup
	at := 0
	for _, c := range claims {
		bySrc := map[int]int{}
		for _, r := range c.rows {
			if c.gold[r.source] != nil {
				g, ok := bySrc[r.source]
				if !ok {
					g = len(out)
					bySrc[r.source] = g
					out = append(out, rankGroup{})
				}
				out[g].rows = append(out[g].rows, at)
				out[g].pos = append(out[g].pos, r.positive)
			}
			at++
		}
	}
	return slices.DeleteFunc(out, func(g rankGroup) bool { return !slices.Contains(g.pos, true) })
}

// fitRanked fits the evidence model on x, y with the ranking term weighted by lambda over
// groups: it starts from the monotone pointwise fit (its clipping, standardization and the
// features it held at zero) and descends the joint loss by Adam, keeping the monotone features'
// weights non-negative.
func fitRanked(names []string, x [][]float64, y []bool, groups []rankGroup, l2, lambda float64) answer.Logistic {
	l := fitMonotone(names, x, y, l2)
	if lambda <= 0 || len(groups) == 0 {
		return l
	}
	d := len(names)
	z := make([][]float64, len(x))
	for i, r := range x {
		z[i] = make([]float64, d)
		for j := range d {
			z[i][j] = (min(max(r[j], l.Lo[j]), l.Hi[j]) - l.Mean[j]) / l.Std[j]
		}
	}
	mono := make([]bool, d)
	for j, n := range names {
		mono[j] = slices.Contains(monotone, n)
	}
	w := append(slices.Clone(l.Weights), l.Bias)
	m1, m2 := make([]float64, d+1), make([]float64, d+1)
	const steps, rate, b1, b2 = 400, 0.01, 0.9, 0.999
	s := make([]float64, len(z))
	for it := 1; it <= steps; it++ {
		g := make([]float64, d+1)
		for j := range d {
			g[j] = l2 * w[j]
		}
		for i, r := range z {
			v := w[d]
			for j, x := range r {
				v += w[j] * x
			}
			s[i] = v
			p := 1 / (1 + math.Exp(-v))
			if y[i] {
				p--
			}
			for j, x := range r {
				g[j] += p * x
			}
			g[d] += p
		}
		for _, gr := range groups {
			top := math.Inf(-1)
			for _, i := range gr.rows {
				top = max(top, s[i])
			}
			sum, npos := 0.0, 0
			for k, i := range gr.rows {
				sum += math.Exp(s[i] - top)
				if gr.pos[k] {
					npos++
				}
			}
			for k, i := range gr.rows {
				q := math.Exp(s[i]-top) / sum
				if gr.pos[k] {
					q -= 1 / float64(npos)
				}
				for j, x := range z[i] {
					g[j] += lambda * q * x
				}
			}
		}
		for j := range g {
			g[j] /= float64(len(z))
			m1[j] = b1*m1[j] + (1-b1)*g[j]
			m2[j] = b2*m2[j] + (1-b2)*g[j]*g[j]
			w[j] -= rate * (m1[j] / (1 - math.Pow(b1, float64(it)))) / (math.Sqrt(m2[j]/(1-math.Pow(b2, float64(it)))) + 1e-8)
			if j < d && mono[j] && w[j] < 0 {
				w[j] = 0
			}
		}
	}
	copy(l.Weights, w[:d])
	l.Bias = w[d]
	return l
}
