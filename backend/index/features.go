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
	numFeatures
)

// featureNames label the columns in tuning output.
var featureNames = [numFeatures]string{"bm25", "bm25alt", "title", "titlecov", "ordered", "prox2", "prox8", "coverage", "loglen"}

// features computes the second-pass features of the pool; each column is
// divided by its maximum over the pool so the weights are query-independent.
func (s *snapshot) features(ctx context.Context, text string, terms []qterm, first map[uint64]float64, pool []uint64, cfg depthConfig) ([][numFeatures]float64, error) {
	cands := append([]uint64(nil), pool...)
	sort.Slice(cands, func(i, j int) bool { return cands[i] < cands[j] })
	set := make(docSet, len(cands))
	for _, n := range cands {
		set[n] = struct{}{}
	}
	cols := make([]map[uint64]float64, numFeatures)
	for i := range cols {
		cols[i] = map[uint64]float64{}
	}
	cols[featBM25] = first
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
			one := map[uint64]float64{}
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
	for f := 0; f < numFeatures; f++ {
		var m float64
		for i := range out {
			m = max(m, out[i][f])
		}
		if m > 0 {
			for i := range out {
				out[i][f] /= m
			}
		}
	}
	return out, nil
}

// querySequence returns the analyzed query words in order and their idf.
func (s *snapshot) querySequence(ctx context.Context, text string) ([]string, map[string]float64, error) {
	var seq []string
	idf := map[string]float64{}
	for _, t := range analyze(text) {
		seq = append(seq, t.term)
		if _, ok := idf[t.term]; !ok {
			df, err := s.docFreq(ctx, fBody, t.term)
			if err != nil {
				return nil, nil, err
			}
			idf[t.term] = s.idf(df)
		}
	}
	return seq, idf, nil
}
