package index

import "context"

// depthConfig is the ranking recipe of one depth; RANKING.md gives the numbers
// on SciFact train behind every constant.
type depthConfig struct {
	maxLimit    int
	body        bm25Params
	metaWeight  float64 // authors/venue field, added to the first pass
	pool        int     // candidates carried into the second pass (0: none)
	feedback    *rm3Params
	proximity   float64 // weight of the term-pair proximity score (0: off)
	titleWeight float64 // weight of a title-only BM25 in the second pass
}

var depths = map[string]depthConfig{
	DepthStandard: {
		maxLimit: 100, body: bm25Params{k1: 0.9, b: 0.4}, metaWeight: 0.3,
	},
	DepthHighQuality: {
		maxLimit: 100, body: bm25Params{k1: 0.9, b: 0.4}, metaWeight: 0.3,
	},
	DepthDeepReview: {
		maxLimit: 200, body: bm25Params{k1: 0.9, b: 0.4}, metaWeight: 0.3,
	},
}

// rankPapers runs the passes of cfg and returns the best limit documents.
func (s *snapshot) rankPapers(ctx context.Context, terms []qterm, allow docSet, cfg depthConfig, limit int) ([]scoredDoc, error) {
	acc := make(map[uint64]float64, 1024)
	if err := s.bm25(ctx, fBody, terms, cfg.body, 1, allow, acc); err != nil {
		return nil, err
	}
	if cfg.metaWeight > 0 {
		if err := s.bm25(ctx, fMeta, terms, cfg.body, cfg.metaWeight, allow, acc); err != nil {
			return nil, err
		}
	}
	return topN(acc, limit), nil
}

// rm3Params configure pseudo-relevance feedback.
type rm3Params struct {
	docs, terms int
	origWeight  float64
}
