//go:build tuning

package index

import (
	"context"
	"math"
	"sort"
)

// Second-pass features of a candidate, in the order of the learned weights.
const (
	featBM25     = iota // first-pass score: BM25 (k1 1.2, b 0.75) over title+abstract, + meta
	featBM25Alt         // BM25 with k1 0.9, b 0.4 (flatter length normalisation)
	featTitle           // BM25 of the query over the title alone
	featTitleCov        // share of the query's idf mass present in the title
	featOrdered         // adjacent query words in order, next to each other (exact bigrams)
	featProxNear        // adjacent query words within 2 positions, either order
	featProxFar         // adjacent query words within 8 positions, either order
	featCoverage        // share of the query's idf mass present in the text, authors or venue
	featLogLen          // log of the title+abstract length
	featWindow16        // best BM25-like score of the query inside any 16-word window
	featWindow32        // the same over 32-word windows (about a sentence or two)
	numFeatures
)

// featureNames label the columns in tuning output.
var featureNames = [numFeatures]string{"bm25", "bm25alt", "title", "titlecov", "ordered", "prox2", "prox8", "coverage", "loglen", "win16", "win32"}

// candidates is the learner's pool (the best cfg.pool of the first pass) and
// its feature rows.
func (s *snapshot) candidates(ctx context.Context, text string, terms []qterm, first scores, cfg depthConfig) ([]uint64, [][numFeatures]float64, error) {
	var pool []uint64
	for _, d := range topN(first, cfg.pool) {
		pool = append(pool, d.n)
	}
	feats, err := s.features(ctx, text, terms, first, pool, cfg)
	return pool, feats, err
}

func dot(w, f *[numFeatures]float64) float64 {
	var s float64
	for i := range w {
		s += w[i] * f[i]
	}
	return s
}

// features computes the second-pass features of the pool in their own units
// (BM25-like scores; coverage and title coverage as shares of the query's idf).
func (s *snapshot) features(ctx context.Context, text string, terms []qterm, first scores, pool []uint64, cfg depthConfig) ([][numFeatures]float64, error) {
	cands := append([]uint64(nil), pool...)
	sort.Slice(cands, func(i, j int) bool { return cands[i] < cands[j] })
	set := make(docSet, len(cands))
	for _, n := range cands {
		set[n] = struct{}{}
	}
	cols := make([]sparse, numFeatures)
	for i := range cols {
		cols[i] = sparse{}
	}
	for _, n := range cands {
		cols[featBM25][n] = first.get(n)
	}
	if err := s.bm25(ctx, fBody, terms, bm25Params{0.9, 0.4}, 1, set, cols[featBM25Alt]); err != nil {
		return nil, err
	}
	if err := s.bm25(ctx, fTitle, terms, cfg.body, 1, set, cols[featTitle]); err != nil {
		return nil, err
	}
	seq, idf, err := s.querySequence(ctx, text)
	if err != nil {
		return nil, err
	}
	pos, err := s.termPositions(ctx, fBody, seq, cands)
	if err != nil {
		return nil, err
	}
	proximity(seq, idf, pos, cands, 1, true, cols[featOrdered])
	proximity(seq, idf, pos, cands, 2, false, cols[featProxNear])
	proximity(seq, idf, pos, cands, 8, false, cols[featProxFar])
	var idfSum float64
	for _, qt := range terms {
		idfSum += idf[qt.term]
		for _, c := range cands {
			if len(pos.of[qt.term][c]) > 0 {
				cols[featCoverage][c] += idf[qt.term]
			}
		}
		for _, f := range []struct {
			field string
			col   int
		}{{fTitle, featTitleCov}, {fMeta, featCoverage}} {
			one := sparse{}
			if err := s.bm25(ctx, f.field, []qterm{{qt.term, 1}}, cfg.body, 1, set, one); err != nil {
				return nil, err
			}
			for n := range one {
				if f.col == featTitleCov || len(pos.of[qt.term][n]) == 0 {
					cols[f.col][n] += idf[qt.term]
				}
			}
		}
	}
	bestWindow(seq, idf, pos, cands, 16, cols[featWindow16])
	bestWindow(seq, idf, pos, cands, 32, cols[featWindow32])
	for n, l := range pos.len {
		cols[featLogLen][n] = math.Log1p(l)
	}
	out := make([][numFeatures]float64, len(pool))
	for i, n := range pool {
		for f := range cols {
			out[i][f] = cols[f][n]
		}
		out[i][featCoverage] /= max(idfSum, 1e-9)
		out[i][featTitleCov] /= max(idfSum, 1e-9)
	}
	return out, nil
}

// bestWindow stores, per candidate, the best score of the query terms falling
// inside one window of the given width: a claim is usually backed by one or two
// sentences, so a dense local match matters more than matches spread out.
func bestWindow(seq []string, idf map[string]float64, pos positions, cands []uint64, width int, out sparse) {
	const k1 = 1.2
	type hit struct {
		pos  int
		term string
	}
	uniq := map[string]bool{}
	for _, t := range seq {
		uniq[t] = true
	}
	for _, c := range cands {
		var hits []hit
		for t := range uniq {
			for _, p := range pos.of[t][c] {
				hits = append(hits, hit{p, t})
			}
		}
		if len(hits) == 0 {
			continue
		}
		sort.Slice(hits, func(i, j int) bool { return hits[i].pos < hits[j].pos })
		counts := map[string]float64{}
		score := func(t string, delta float64) float64 {
			before := counts[t]
			counts[t] += delta
			sat := func(x float64) float64 { return x * (k1 + 1) / (x + k1) }
			return idf[t] * (sat(counts[t]) - sat(before))
		}
		var cur, best float64
		lo := 0
		for _, h := range hits {
			cur += score(h.term, 1)
			for hits[lo].pos <= h.pos-width {
				cur += score(hits[lo].term, -1)
				lo++
			}
			best = max(best, cur)
		}
		out[c] = best
	}
}
