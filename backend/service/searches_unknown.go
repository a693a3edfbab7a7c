package service

import (
	"context"
	"fmt"
)

// unknownTypeExcluded counts the papers a publication_type filter left out only because their
// type is unknown (many PDF papers state none): the same question and other filters, ranked
// without the type filter to the depth's result limit, minus the papers that have a type. It
// is -1 when the search has no type filter (docs/api.md, metadata.unknown_type_excluded).
// A search scoped to libraries holding no papers (empty) left nothing out.
func (ss *SearchService) unknownTypeExcluded(ctx context.Context, ix SearchIndex, q IndexQuery, empty bool) (int, error) {
	if len(q.Filters.PublicationType) == 0 {
		return -1, nil
	}
	if empty {
		return 0, nil
	}
	q.Filters.PublicationType = nil
	hits, err := ix.SearchPapers(ctx, q)
	if err != nil {
		return 0, fmt.Errorf("rank papers without the type filter: %w", err)
	}
	ids := make([]string, len(hits))
	for i, h := range hits {
		ids[i] = h.PaperID
	}
	papers, err := ss.s.st.R().PapersByIDs(ctx, ids)
	if err != nil {
		return 0, err
	}
	n := 0
	for _, p := range papers {
		if p.PublicationType == nil || *p.PublicationType == "" {
			n++
		}
	}
	return n, nil
}
