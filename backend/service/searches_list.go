package service

import (
	"context"
	"errors"
	"slices"
	"time"

	"carrel/backend/apierr"
	"carrel/backend/domain"
	"carrel/backend/store"
)

// SearchStatuses are the values of a search's status.
var SearchStatuses = []string{domain.StatusQueued, domain.StatusRunning, domain.StatusSucceeded, domain.StatusFailed, domain.StatusCanceled}

// ListSearchesParams are the query parameters of GET /v1/searches.
type ListSearchesParams struct {
	ListParams
	Status       string `json:"status"`
	CreatedAfter string `json:"created_after"` // RFC 3339 or a date (YYYY-MM-DD, midnight UTC)
}

// parseCreatedAfter accepts RFC 3339 or a calendar date. Errors: 400 parameter_invalid.
func parseCreatedAfter(s string) (*time.Time, error) {
	if s == "" {
		return nil, nil
	}
	if t, err := time.Parse(time.RFC3339Nano, s); err == nil {
		return &t, nil
	}
	if t, err := time.Parse(time.DateOnly, s); err == nil {
		return &t, nil
	}
	return nil, apierr.BadParam("created_after", "created_after must be an RFC 3339 timestamp or a date (YYYY-MM-DD).")
}

// List returns searches newest first. Errors: 401, 403, 400 parameter_invalid.
func (ss *SearchService) List(ctx context.Context, p ListSearchesParams) (domain.List[domain.Search], error) {
	var empty domain.List[domain.Search]
	if _, err := require(ctx, domain.ScopeSearchRead); err != nil {
		return empty, err
	}
	if err := p.normalize(); err != nil {
		return empty, err
	}
	if p.Status != "" && !slices.Contains(SearchStatuses, p.Status) {
		return empty, apierr.BadParam("status", "status must be one of queued, running, succeeded, failed, canceled.")
	}
	after, err := parseCreatedAfter(p.CreatedAfter)
	if err != nil {
		return empty, err
	}
	if p.Cursor != "" {
		if _, err := ss.s.st.R().Search(ctx, p.Cursor); err != nil {
			return empty, apierr.BadParam("cursor", "cursor is not a search id from this list.")
		}
	}
	rows, err := ss.s.st.R().ListSearches(ctx, store.SearchFilter{Status: p.Status, CreatedAfter: after, Cursor: p.Cursor, Limit: p.Limit, Now: ss.s.now()})
	if err != nil {
		return empty, err
	}
	rows, more := page(rows, p.Limit)
	out := make([]domain.Search, len(rows))
	for i, r := range rows {
		out[i] = r.Search
	}
	return domain.NewList(out, more, func(s domain.Search) string { return s.ID }), nil
}

// Results returns a search's ranked papers, best first; the cursor is the paper id of the last
// result of the previous page. A search that has not succeeded has no results yet.
// Errors: 401, 403, 404 resource_not_found, resource_expired, 400 parameter_invalid.
func (ss *SearchService) Results(ctx context.Context, id string, p ListParams) (domain.List[domain.SearchResult], error) {
	var empty domain.List[domain.SearchResult]
	if _, err := require(ctx, domain.ScopeSearchRead); err != nil {
		return empty, err
	}
	if err := p.normalize(); err != nil {
		return empty, err
	}
	search, err := ss.load(ctx, ss.s.st.R(), id)
	if err != nil {
		return empty, err
	}
	rows, err := ss.s.st.R().SearchResults(ctx, id, p.Cursor, p.Limit)
	if errors.Is(err, domain.ErrNotFound) {
		return empty, apierr.BadParam("cursor", "cursor is not a paper id among this search's results.")
	}
	if err != nil {
		return empty, err
	}
	rows, more := page(rows, p.Limit)
	annotateResults(rows, search.Answer)
	return domain.NewList(rows, more, func(r domain.SearchResult) string { return r.Paper.ID }), nil
}

// principalOf rebuilds who pays for a search from what was stored at creation.
func principalOf(row store.SearchRow) Principal {
	if row.KeyID == "" {
		return Principal{Owner: true}
	}
	kind := domain.KeyLive
	if row.Pool == PoolTest || row.Pool == row.KeyID { // a key's own id: rows from before the shared test pool
		kind = domain.KeyTest
	}
	return Principal{Key: domain.APIKey{ID: row.KeyID, Kind: kind}}
}

// cancelCharge is what a cancel costs: nothing while queued; while running ceil(price * processed
// / planned) for the papers already read, but never the full price: a search canceled before its
// answer was stored did not deliver the synthesis the rest of the price pays for (docs/credits.md).
func cancelCharge(status string, price, planned, processed int) int {
	if planned <= 0 || status != domain.StatusRunning {
		return 0
	}
	return min((price*min(processed, planned)+planned-1)/planned, price-1)
}

// Cancel stops a queued or running search; it costs ceil(price * processed / planned) for the
// papers already read (0 while queued, never the full price) and the rest of the reservation is refunded. Errors: 401, 403, 404 resource_not_found, resource_expired,
// 409 search_not_cancelable when the search is already terminal.
func (ss *SearchService) Cancel(ctx context.Context, id string) (domain.Search, error) {
	if _, err := require(ctx, domain.ScopeSearchWrite); err != nil {
		return domain.Search{}, err
	}
	var out domain.Search
	err := ss.s.st.Tx(ctx, func(q store.Q) error {
		row, err := ss.load(ctx, q, id)
		if err != nil {
			return err
		}
		if row.Status != domain.StatusQueued && row.Status != domain.StatusRunning {
			return apierr.Conflict("search_not_cancelable", "Search '"+id+"' is already "+row.Status+" and cannot be canceled.")
		}
		// The running job knows its plan before SQLite does: read both, so a cancel between
		// planning and the first progress write still bills the work done.
		planned, processed := ss.work(id)
		planned, processed = max(row.Planned, planned), max(row.Processed, processed)
		charge := cancelCharge(row.Status, domain.SearchPrice[row.Depth], planned, processed)
		if charge, err = ss.s.Credits.Settle(ctx, q, principalOf(row), domain.LabelSearches, charge, id); err != nil {
			return err
		}
		row.Planned = planned
		now := ss.s.now()
		row.Status, row.CompletedAt, row.CreditsCost, row.Processed = domain.StatusCanceled, &now, charge, processed
		// What a canceled search considered is what it read (its answer was never written).
		row.PaperCount, row.PapersProcessed = min(processed, planned), min(processed, planned)
		if err := q.FinishSearch(ctx, row); err != nil {
			return err
		}
		out = row.Search
		return RecordEvent(ctx, q, domain.EventSearchCanceled, out.ID, out, now)
	})
	if err != nil {
		return domain.Search{}, err
	}
	ss.s.runner.CancelRef(id)
	ss.finished(id)
	return out, nil
}
