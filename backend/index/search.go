package index

import (
	"context"
	"fmt"
	"strings"

	"github.com/blevesearch/bleve/v2/search/query"
)

// Depth values, as in the service contract.
const (
	DepthStandard    = "standard"
	DepthHighQuality = "high_quality"
	DepthDeepReview  = "deep_review"
)

// Filters restrict a paper search; zero values mean "any".
type Filters struct {
	YearFrom, YearTo int
	OpenAccess       *bool
	PublicationType  []string // any of
	Venue            []string // any of, case-insensitive exact
	PaperIDs         []string // any of; empty means every paper
}

// Query is a paper search.
type Query struct {
	Text    string
	Filters Filters
	Depth   string // "" means standard
	Limit   int    // 0 means 20; capped at 200 for deep_review and 100 otherwise
}

// Hit is one ranked paper.
type Hit struct {
	PaperID string
	Score   float64
}

// SearchPapers ranks papers for q.Text under q.Filters. The depth chooses how
// much work goes into the ranking (RANKING.md): standard is one BM25 pass,
// high_quality rescores the best 100 with title, proximity and query coverage,
// deep_review rescores 300 the same way and adds the corpus-derived translation
// of missing query words for the best 30.
func (ix *Index) SearchPapers(ctx context.Context, q Query) ([]Hit, error) {
	p, _ := ix.corpora()
	if p == nil {
		return nil, ErrClosed
	}
	cfg, ok := depths[q.Depth]
	if q.Depth == "" {
		cfg, ok = depths[DepthStandard], true
	}
	if !ok {
		return nil, fmt.Errorf("index: unknown depth %q", q.Depth)
	}
	return ix.search(ctx, q, cfg)
}

// search runs q with an explicit recipe (the tuning harness passes its own).
func (ix *Index) search(ctx context.Context, q Query, cfg depthConfig) ([]Hit, error) {
	p, _ := ix.corpora()
	if p == nil {
		return nil, ErrClosed
	}
	limit := q.Limit
	if limit <= 0 {
		limit = 20
	}
	if limit > cfg.maxLimit {
		limit = cfg.maxLimit
	}
	if len(queryTerms(q.Text)) == 0 {
		return []Hit{}, nil
	}
	s, err := p.snapshot()
	if err != nil {
		return nil, err
	}
	defer s.close()
	allow, err := s.matching(ctx, filterQuery(q.Filters))
	if err != nil {
		return nil, err
	}
	ranked, err := s.rankPapers(ctx, q.Text, allow, cfg, limit)
	if err != nil {
		return nil, err
	}
	hits := make([]Hit, 0, len(ranked))
	for _, d := range ranked {
		id, err := s.externalID(d.n)
		if err != nil {
			return nil, err
		}
		hits = append(hits, Hit{PaperID: id, Score: d.score})
	}
	return hits, nil
}

// filterQuery turns Filters into a bleve query, or nil when nothing is set.
func filterQuery(f Filters) query.Query {
	var parts []query.Query
	if f.YearFrom != 0 || f.YearTo != 0 {
		var lo, hi *float64
		if f.YearFrom != 0 {
			v := float64(f.YearFrom)
			lo = &v
		}
		if f.YearTo != 0 {
			v := float64(f.YearTo)
			hi = &v
		}
		t := true
		r := query.NewNumericRangeInclusiveQuery(lo, hi, &t, &t)
		r.SetField(fYear)
		parts = append(parts, r)
	}
	if f.OpenAccess != nil {
		parts = append(parts, termQ(fOA, fmt.Sprint(*f.OpenAccess)))
	}
	if any := anyOf(fType, f.PublicationType, strings.TrimSpace); any != nil {
		parts = append(parts, any)
	}
	if any := anyOf(fVenue, f.Venue, normVenue); any != nil {
		parts = append(parts, any)
	}
	if len(f.PaperIDs) > 0 {
		parts = append(parts, query.NewDocIDQuery(f.PaperIDs))
	}
	if len(parts) == 0 {
		return nil
	}
	return query.NewConjunctionQuery(parts)
}

func anyOf(field string, values []string, norm func(string) string) query.Query {
	var qs []query.Query
	for _, v := range values {
		if v = norm(v); v != "" {
			qs = append(qs, termQ(field, v))
		}
	}
	if len(qs) == 0 {
		return nil
	}
	return query.NewDisjunctionQuery(qs)
}
