package index

import (
	"context"
	"sort"
)

// depthConfig is the ranking recipe of one depth; RANKING.md gives the numbers
// on SciFact train behind every constant.
type depthConfig struct {
	maxLimit    int
	body        bm25Params
	metaWeight  float64 // authors/venue field, added to the first pass
	pool        int     // candidates carried into the second pass (0: none)
	proximity   float64 // weight of the term-pair proximity score (0: off)
	titleWeight float64 // weight of a title-only BM25 in the second pass
	window      int     // proximity window in word positions
	coverage    float64 // weight of the idf share of query terms present (x the pool's best score)
	translation float64 // weight of the translated share of missing query terms (same scale)
	transTop    int     // candidates that get the translation score (0: translationTop)
	transSample int     // documents read per query term for co-occurrence (0: translationSample)
}

var depths = map[string]depthConfig{
	DepthStandard: {
		maxLimit: 100, body: bm25Params{k1: 1.2, b: 0.75}, metaWeight: 0.5,
	},
	DepthHighQuality: {
		maxLimit: 100, body: bm25Params{k1: 1.2, b: 0.75}, metaWeight: 0.5,
		pool: 100, titleWeight: 0.2, proximity: 0.2, window: 2, coverage: 0.5,
	},
	DepthDeepReview: {
		maxLimit: 200, body: bm25Params{k1: 1.2, b: 0.75}, metaWeight: 0.5,
		pool: 300, titleWeight: 0.2, proximity: 0.2, window: 2, coverage: 0.5, translation: 1.5,
	},
}

// rankPapers runs the passes of cfg and returns the best limit documents.
func (s *snapshot) rankPapers(ctx context.Context, text string, allow docSet, cfg depthConfig, limit int) ([]scoredDoc, error) {
	terms := queryTerms(text)
	first, err := s.firstPass(ctx, terms, allow, cfg)
	if err != nil {
		return nil, err
	}
	if cfg.pool == 0 {
		return topN(first, limit), nil
	}
	pool := topN(first, max(cfg.pool, limit))
	if err := s.rescore(ctx, text, terms, pool, cfg); err != nil {
		return nil, err
	}
	sortScored(pool)
	if len(pool) > limit {
		pool = pool[:limit]
	}
	return pool, nil
}

// firstPass is BM25 over the body plus the weighted author/venue field.
func (s *snapshot) firstPass(ctx context.Context, terms []qterm, allow docSet, cfg depthConfig) (scores, error) {
	acc := newDense(s.n)
	if err := s.bm25(ctx, fBody, terms, cfg.body, 1, allow, acc); err != nil {
		return nil, err
	}
	if cfg.metaWeight > 0 {
		if err := s.bm25(ctx, fMeta, terms, cfg.body, cfg.metaWeight, allow, acc); err != nil {
			return nil, err
		}
	}
	return acc, nil
}

// rescore adds the second-pass signals (proximity of query terms, title match,
// coverage and translation of the query) to the pool's scores in place.
func (s *snapshot) rescore(ctx context.Context, text string, terms []qterm, pool []scoredDoc, cfg depthConfig) error {
	if cfg.proximity == 0 && cfg.titleWeight == 0 && cfg.coverage == 0 && cfg.translation == 0 {
		return nil
	}
	cands := make([]uint64, len(pool))
	set := make(docSet, len(pool))
	for i, d := range pool {
		cands[i] = d.n
		set[d.n] = struct{}{}
	}
	sort.Slice(cands, func(i, j int) bool { return cands[i] < cands[j] })
	extra := sparse{}
	seq, idf, err := s.querySequence(ctx, text)
	if err != nil {
		return err
	}
	pos, err := s.termPositions(ctx, fBody, seq, cands)
	if err != nil {
		return err
	}
	if cfg.proximity > 0 {
		prox := sparse{}
		proximity(seq, idf, pos, cands, cfg.window, false, prox)
		for n, v := range prox {
			extra[n] += cfg.proximity * v
		}
	}
	if cfg.titleWeight > 0 {
		if err := s.bm25(ctx, fTitle, terms, cfg.body, cfg.titleWeight, set, extra); err != nil {
			return err
		}
	}
	for i := range pool {
		pool[i].score += extra[pool[i].n]
	}
	if cfg.coverage == 0 && cfg.translation == 0 {
		return nil
	}
	return s.addShares(ctx, seq, idf, pos, cands, pool, cfg)
}
