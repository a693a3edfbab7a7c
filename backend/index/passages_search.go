package index

import (
	"context"
	"sort"

	"github.com/blevesearch/bleve/v2/search/query"
)

// Restrict limits a passage search to some papers and/or documents; a passage
// matches when it belongs to any listed paper or any listed document. Empty
// means the whole library.
type Restrict struct {
	PaperIDs    []string
	DocumentIDs []string
}

// PassageHit is one ranked passage.
type PassageHit struct {
	ID         string
	PaperID    string
	DocumentID string
	Page       int
	Score      float64
}

// passageBM25 and passageProximity: passages are short (one to a few
// sentences), so length normalisation is kept at the SciFact-tuned b, and
// adjacent query words within two positions lift a passage as in high_quality.
var (
	passageBM25      = bm25Params{k1: 1.2, b: 0.75}
	passageProximity = 0.4
)

// SearchPassages ranks passages for text, best first, at most limit (default 20, max 200).
func (ix *Index) SearchPassages(ctx context.Context, text string, r Restrict, limit int) ([]PassageHit, error) {
	_, c := ix.corpora()
	if c == nil {
		return nil, ErrClosed
	}
	if limit <= 0 {
		limit = 20
	}
	limit = min(limit, 200)
	terms := queryTerms(text)
	if len(terms) == 0 {
		return []PassageHit{}, nil
	}
	s, err := c.snapshot()
	if err != nil {
		return nil, err
	}
	defer s.close()
	var allow docSet
	if q := restrictQuery(r); q != nil {
		if allow, err = s.matching(ctx, q); err != nil {
			return nil, err
		}
		if len(allow) == 0 {
			return []PassageHit{}, nil
		}
	}
	acc := sparse{}
	if err := s.bm25(ctx, fBody, terms, passageBM25, 1, allow, acc); err != nil {
		return nil, err
	}
	pool := topN(acc, max(limit, 50))
	cands := make([]uint64, len(pool))
	for i, d := range pool {
		cands[i] = d.n
	}
	sort.Slice(cands, func(i, j int) bool { return cands[i] < cands[j] })
	prox, err := s.proximityScores(ctx, fBody, text, cands, 2)
	if err != nil {
		return nil, err
	}
	for i := range pool {
		pool[i].score += passageProximity * prox[pool[i].n]
	}
	sortScored(pool)
	if len(pool) > limit {
		pool = pool[:limit]
	}
	hits := make([]PassageHit, 0, len(pool))
	for _, d := range pool {
		id, err := s.externalID(d.n)
		if err != nil {
			return nil, err
		}
		txt, num, err := s.stored(id)
		if err != nil {
			return nil, err
		}
		hits = append(hits, PassageHit{ID: id, PaperID: txt[fPaper], DocumentID: txt[fDoc], Page: int(num[fPage]), Score: d.score})
	}
	return hits, nil
}

func restrictQuery(r Restrict) query.Query {
	var qs []query.Query
	for _, id := range r.PaperIDs {
		qs = append(qs, termQ(fPaper, id))
	}
	for _, id := range r.DocumentIDs {
		qs = append(qs, termQ(fDoc, id))
	}
	if len(qs) == 0 {
		return nil
	}
	return query.NewDisjunctionQuery(qs)
}
