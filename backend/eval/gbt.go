package eval

import (
	"math"
	"slices"
)

// gbtParams are the boosting settings of the evidence model (tuned on SciFact train only).
type gbtParams struct {
	rounds, depth, bins int
	rate, lambda        float64
	minHess             float64
}

var defaultGBT = gbtParams{rounds: 200, depth: 3, bins: 32, rate: 0.1, lambda: 1, minHess: 2}

// fitBoosted fits gradient-boosted trees with logistic loss over histogram-binned features;
// deterministic for the same rows.
func fitBoosted(names []string, x [][]float64, y []bool, p gbtParams) boosted {
	d, n := len(names), len(x)
	cuts := make([][]float64, d) // bin upper edges per feature
	binned := make([][]uint8, d)
	for j := range d {
		vals := make([]float64, n)
		for i := range x {
			vals[i] = x[i][j]
		}
		slices.Sort(vals)
		var c []float64
		for b := 1; b < p.bins; b++ {
			v := vals[b*n/p.bins]
			if len(c) == 0 || v > c[len(c)-1] {
				c = append(c, v)
			}
		}
		cuts[j] = c
		binned[j] = make([]uint8, n)
		for i := range x {
			k, _ := slices.BinarySearch(c, x[i][j])
			binned[j][i] = uint8(k) // x <= c[k] for bin k; len(c) is the overflow bin
		}
	}
	pos := 0
	for _, v := range y {
		if v {
			pos++
		}
	}
	base := math.Log(float64(pos) / float64(n-pos))
	m := boosted{Features: names, Base: base, Rate: p.rate}
	z := make([]float64, n)
	for i := range z {
		z[i] = base
	}
	g, h := make([]float64, n), make([]float64, n)
	all := make([]int, n)
	for i := range all {
		all[i] = i
	}
	for range p.rounds {
		for i := range z {
			pr := 1 / (1 + math.Exp(-z[i]))
			t := 0.0
			if y[i] {
				t = 1
			}
			g[i], h[i] = pr-t, pr*(1-pr)
		}
		var t tree
		var grow func(rows []int, depth int) int
		grow = func(rows []int, depth int) int {
			G, H := 0.0, 0.0
			for _, i := range rows {
				G += g[i]
				H += h[i]
			}
			node := len(t.Feature)
			t.Feature = append(t.Feature, -1)
			t.Threshold = append(t.Threshold, 0)
			t.Left = append(t.Left, 0)
			t.Right = append(t.Right, 0)
			t.Value = append(t.Value, -G/(H+p.lambda))
			if depth == p.depth {
				return node
			}
			bestGain, bestF, bestB := 1e-9, -1, 0
			parent := G * G / (H + p.lambda)
			for j := range d {
				nb := len(cuts[j]) + 1
				hg, hh := make([]float64, nb), make([]float64, nb)
				col := binned[j]
				for _, i := range rows {
					hg[col[i]] += g[i]
					hh[col[i]] += h[i]
				}
				gl, hl := 0.0, 0.0
				for b := 0; b < nb-1; b++ {
					gl += hg[b]
					hl += hh[b]
					gr, hr := G-gl, H-hl
					if hl < p.minHess || hr < p.minHess {
						continue
					}
					if gain := gl*gl/(hl+p.lambda) + gr*gr/(hr+p.lambda) - parent; gain > bestGain {
						bestGain, bestF, bestB = gain, j, b
					}
				}
			}
			if bestF < 0 {
				return node
			}
			var left, right []int
			for _, i := range rows {
				if int(binned[bestF][i]) <= bestB {
					left = append(left, i)
				} else {
					right = append(right, i)
				}
			}
			t.Feature[node], t.Threshold[node] = bestF, cuts[bestF][bestB]
			l := grow(left, depth+1)
			r := grow(right, depth+1)
			t.Left[node], t.Right[node] = l, r
			return node
		}
		grow(all, 0)
		for i := range z {
			z[i] += p.rate * t.Eval(x[i])
		}
		m.Trees = append(m.Trees, t)
	}
	return m
}

// tree is one regression tree of a boosted model as node arrays; a node with Feature < 0 is a
// leaf holding Value.
type tree struct {
	Feature   []int     `json:"feature"`
	Threshold []float64 `json:"threshold"` // go left when x[Feature] <= Threshold
	Left      []int     `json:"left"`
	Right     []int     `json:"right"`
	Value     []float64 `json:"value"`
}

// Eval is the tree's leaf value for x.
func (t *tree) Eval(x []float64) float64 {
	i := 0
	for t.Feature[i] >= 0 {
		if x[t.Feature[i]] <= t.Threshold[i] {
			i = t.Left[i]
		} else {
			i = t.Right[i]
		}
	}
	return t.Value[i]
}

// boosted is a gradient-boosted tree classifier (logistic loss): trees never extrapolate
// beyond what training saw, so a small hand-made pool scores like a real one.
type boosted struct {
	Features []string `json:"features"`
	Base     float64  `json:"base"`
	Rate     float64  `json:"rate"`
	Trees    []tree   `json:"trees"`
}

// Prob is the model's probability of the positive class for x.
func (b *boosted) Prob(x []float64) float64 {
	z := b.Base
	for i := range b.Trees {
		z += b.Rate * b.Trees[i].Eval(x)
	}
	return 1 / (1 + math.Exp(-z))
}
