package service

import (
	"context"

	"carrel/backend/store"
)

// searchModeContext is the job's context scoped to the search's mode (live for rows from before
// modes existed), so the store applies the paper rules of store/paper_modes.go.
func searchModeContext(ctx context.Context, row store.SearchRow) context.Context {
	mode := row.Mode
	if mode != store.ModeTest {
		mode = store.ModeLive
	}
	return store.WithMode(ctx, mode)
}

// visibleHits keeps the ranked papers ctx's mode can see, in order.
func (ss *SearchService) visibleHits(ctx context.Context, hits []IndexHit) ([]IndexHit, error) {
	ids := make([]string, len(hits))
	for i, h := range hits {
		ids[i] = h.PaperID
	}
	found, err := ss.s.st.R().PapersByIDs(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := hits[:0]
	for _, h := range hits {
		if _, ok := found[h.PaperID]; ok {
			out = append(out, h)
		}
	}
	return out, nil
}
