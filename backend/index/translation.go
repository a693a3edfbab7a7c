package index

import (
	"cmp"
	"context"
	"math"
)

// translationSample is how many documents of a query term are read to estimate
// its co-occurrences; 100 gave the same train nDCG as 200 or every document
// (RANKING.md), and it bounds the cost on a 150k-paper library.
const translationSample = 100

// translationTop is how many of the best candidates get the translation score:
// on train, translating the top 15, 30 or the whole pool of 100 ranked the
// same, and the cost is mostly per candidate.
const translationTop = 30

// addShares adds the coverage and translation shares to the pool's scores.
// They are shares in [0, 1]; scaling them by the pool's best score so far keeps
// their weight independent of the query's length and of BM25's scale.
func (s *snapshot) addShares(ctx context.Context, seq []string, idf map[string]float64, pos positions, cands []uint64, pool []scoredDoc, cfg depthConfig) error {
	if len(pool) == 0 {
		return nil
	}
	sortScored(pool)
	var top []uint64
	if cfg.translation > 0 {
		for _, d := range pool[:min(cmp.Or(cfg.transTop, translationTop), len(pool))] {
			top = append(top, d.n)
		}
	}
	cov, trans, err := s.shares(ctx, seq, idf, pos, cands, top, cmp.Or(cfg.transSample, translationSample))
	if err != nil {
		return err
	}
	best := pool[0].score
	for i := range pool {
		pool[i].score += best * (cfg.coverage*cov[pool[i].n] + cfg.translation*trans[pool[i].n])
	}
	return nil
}

// shares returns, per candidate, the share of the query's idf mass present in
// its text (cov) and, for the candidates in top, the share that is missing but
// "translated" by a related word the text does contain (trans): for each
// missing query term q, the best normalised PMI between q and any term of the
// candidate, with co-occurrence counted over the documents where q weighs
// most and scaled to q's df. A claim about "erythropoiesis" then gets partial
// credit from an abstract saying "erythroid". Everything comes from the indexed
// corpus itself, at query time; nothing is kept between queries.
func (s *snapshot) shares(ctx context.Context, seq []string, idf map[string]float64, pos positions, cands, top []uint64, sample int) (cov, trans sparse, err error) {
	cov, trans = make(sparse, len(cands)), make(sparse, len(cands))
	var idfSum float64
	seen := map[string]bool{}
	var terms []string // distinct query terms found in the corpus
	dfq := map[string]float64{}
	for _, q := range seq {
		if seen[q] {
			continue
		}
		seen[q] = true
		df, err := s.docFreq(ctx, fBody, q)
		if err != nil {
			return nil, nil, err
		}
		if df == 0 {
			continue // in no document: nothing can match or translate it
		}
		dfq[q] = float64(df)
		terms = append(terms, q)
		idfSum += idf[q]
		for _, c := range cands {
			if len(pos.of[q][c]) > 0 {
				cov[c] += idf[q]
			}
		}
	}
	if len(top) > 0 {
		if err := s.translate(ctx, terms, idf, dfq, pos, top, sample, trans); err != nil {
			return nil, nil, err
		}
	}
	for _, c := range cands {
		cov[c] /= max(idfSum, 1e-9)
		trans[c] /= max(idfSum, 1e-9)
	}
	return cov, trans, nil
}

// translate adds idf(q) x best npmi(q, t) over the terms t of each candidate in
// top that lacks the query term q.
func (s *snapshot) translate(ctx context.Context, terms []string, idf, dfq map[string]float64, pos positions, top []uint64, k int, out sparse) error {
	tr := s.termReader()
	vocab := map[string]int32{} // the terms of the candidates, numbered
	var words []string
	docTerms := make(map[uint64][]int32, len(top))
	for _, c := range top {
		var ids []int32
		err := tr.each(c, func(t []byte) {
			id, ok := vocab[string(t)]
			if !ok {
				id = int32(len(words))
				words = append(words, string(t))
				vocab[words[id]] = id
			}
			ids = append(ids, id)
		})
		if err != nil {
			return err
		}
		docTerms[c] = ids
	}
	dfs := make([]float64, len(words)) // filled on demand; 0 means not looked up
	N := float64(s.n)
	counts := make([]int32, len(words))
	for _, q := range terms {
		var missing []uint64
		for _, c := range top {
			if len(pos.of[q][c]) == 0 {
				missing = append(missing, c)
			}
		}
		if len(missing) == 0 {
			continue
		}
		sample, err := tr.sample(ctx, fBody, q, k)
		if err != nil {
			return err
		}
		if len(sample) == 0 {
			continue
		}
		clear(counts)
		for _, n := range sample {
			if err := tr.each(n, func(t []byte) {
				if id, ok := vocab[string(t)]; ok {
					counts[id]++
				}
			}); err != nil {
				return err
			}
		}
		scale := dfq[q] / float64(len(sample))
		for _, c := range missing {
			best := 0.0
			for _, id := range docTerms[c] {
				if counts[id] < 2 {
					continue // seen once in the sample: too noisy to trust
				}
				if dfs[id] == 0 {
					df, err := s.docFreq(ctx, fBody, words[id])
					if err != nil {
						return err
					}
					dfs[id] = max(float64(df), 1)
				}
				best = max(best, npmi(float64(counts[id])*scale, dfq[q], dfs[id], N))
			}
			out[c] += idf[q] * best
		}
	}
	return nil
}

// npmi is the normalised pointwise mutual information of two terms occurring
// in joint, dfa and dfb of n documents, clipped to [0, 1].
func npmi(joint, dfa, dfb, n float64) float64 {
	joint = min(joint, dfa, dfb)
	if joint <= 0 || joint >= n || dfa <= 0 || dfb <= 0 {
		return 0
	}
	v := math.Log(joint*n/(dfa*dfb)) / -math.Log(joint/n)
	return min(max(v, 0), 1)
}
