package index

import (
	"context"
	"sort"
)

// Second-pass features of a candidate, in the order of the learned weights.
const (
	featBM25     = iota // BM25 of the original query over title+abstract
	featRM3             // BM25 of the RM3-expanded query
	featTitle           // BM25 of the query over the title alone
	featProxNear        // adjacent query terms within 2 positions
	featProxFar         // adjacent query terms within 8 positions
	featCoverage        // share of the query's idf mass present in the text, authors or venue
	numFeatures
)

// features computes the second-pass features of the pool; each column is
// divided by its maximum over the pool so the weights are query-independent.
func (s *snapshot) features(ctx context.Context, text string, terms []qterm, first, expanded map[uint64]float64, pool []uint64, cfg depthConfig) ([][numFeatures]float64, error) {
	cands := append([]uint64(nil), pool...)
	sort.Slice(cands, func(i, j int) bool { return cands[i] < cands[j] })
	set := make(docSet, len(cands))
	for _, n := range cands {
		set[n] = struct{}{}
	}
	title := map[uint64]float64{}
	if err := s.bm25(ctx, fTitle, terms, cfg.body, 1, set, title); err != nil {
		return nil, err
	}
	var seq []string
	idf := map[string]float64{}
	for _, t := range analyze(text) {
		seq = append(seq, t.term)
		if _, ok := idf[t.term]; !ok {
			df, err := s.docFreq(ctx, fBody, t.term)
			if err != nil {
				return nil, err
			}
			idf[t.term] = s.idf(df)
		}
	}
	near, err := s.proximityScores(ctx, fBody, seq, idf, cands, 2)
	if err != nil {
		return nil, err
	}
	far, err := s.proximityScores(ctx, fBody, seq, idf, cands, 8)
	if err != nil {
		return nil, err
	}
	// coverage: which query terms each candidate holds, from a postings pass
	cov := map[uint64]float64{}
	var idfSum float64
	for _, qt := range terms {
		idfSum += idf[qt.term]
		one := map[uint64]float64{}
		for _, f := range []string{fBody, fMeta} {
			if err := s.bm25(ctx, f, []qterm{{qt.term, 1}}, cfg.body, 1, set, one); err != nil {
				return nil, err
			}
		}
		for n := range one {
			cov[n] += idf[qt.term]
		}
	}
	out := make([][numFeatures]float64, len(pool))
	for i, n := range pool {
		out[i] = [numFeatures]float64{first[n], expanded[n], title[n], near[n], far[n], cov[n] / max(idfSum, 1e-9)}
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
