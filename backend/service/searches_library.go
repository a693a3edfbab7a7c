package service

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"carrel/backend/apierr"
	"carrel/backend/store"
)

// MaxSearchLibraries is how many libraries one search may be scoped to.
const MaxSearchLibraries = 100

// libraryIDsOf checks the shape of filters.library_ids and drops repeats, keeping the order.
// Errors: 400 parameter_invalid.
func libraryIDsOf(ids []string) ([]string, error) {
	out := []string{}
	for _, id := range ids {
		id = strings.TrimSpace(id)
		if id == "" {
			return out, apierr.BadParam("filters.library_ids", "filters.library_ids entries must be non-empty library ids.")
		}
		if !slices.Contains(out, id) {
			out = append(out, id)
		}
	}
	if len(out) > MaxSearchLibraries {
		return out, apierr.BadParam("filters.library_ids", fmt.Sprintf("filters.library_ids may name at most %d libraries.", MaxSearchLibraries))
	}
	return out, nil
}

// checkLibraries makes sure every scoped library exists (in the caller's mode).
// Errors: 404 resource_not_found (param filters.library_ids).
func (ss *SearchService) checkLibraries(ctx context.Context, ids []string) error {
	for _, id := range ids {
		if err := ss.s.libraryExists(ctx, id, "filters.library_ids"); err != nil {
			return err
		}
	}
	return nil
}

// scopeOf returns the index query of a search: its text, filters and depth, and when the search is
// scoped to libraries the papers filed there when it runs (none means nothing can match: empty).
func (ss *SearchService) scopeOf(ctx context.Context, row store.SearchRow) (IndexQuery, bool, error) {
	q := IndexQuery{Text: row.Query, Filters: row.Filters, Depth: row.Depth, Limit: resultLimit(row.Depth)}
	if len(row.Filters.LibraryIDs) == 0 {
		return q, false, nil
	}
	ids, err := ss.s.st.R().PaperIDsInLibraries(ctx, row.Filters.LibraryIDs)
	if err != nil {
		return q, false, fmt.Errorf("papers of the scoped libraries: %w", err)
	}
	q.PaperIDs = ids
	return q, len(ids) == 0, nil
}
