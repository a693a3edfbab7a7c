package service

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"sync/atomic"
	"time"

	"carrel/backend/apierr"
	"carrel/backend/domain"
	"carrel/backend/jobs"
	"carrel/backend/store"
)

// searchProgress is a running search's work, read by Cancel to bill only what was done.
type searchProgress struct {
	planned, processed atomic.Int64
}

func (ss *SearchService) progressOf(id string) *searchProgress {
	v, _ := ss.progress.LoadOrStore(id, &searchProgress{})
	return v.(*searchProgress)
}

// work returns a running search's planned and processed paper counts as its job knows them.
func (ss *SearchService) work(id string) (planned, processed int) {
	if v, ok := ss.progress.Load(id); ok {
		p := v.(*searchProgress)
		return int(p.planned.Load()), int(p.processed.Load())
	}
	return 0, 0
}

// resultLimit is how many ranked papers a search retrieves; it keeps the best max_papers of them
// (after the mode rules) as the papers it reads, lists and exports (docs/search.md).
func resultLimit(depth string) int {
	if depth == domain.DepthDeepReview {
		return 200
	}
	return 100
}

// Run is the search.run job: retrieval, candidate reading, grounded synthesis, then one
// transaction that stores results and answer, charges the depth's price and records
// search.completed. It is idempotent: a search no longer queued or running is left alone.
func (ss *SearchService) Run(ctx context.Context, j store.Job) (err error) {
	id := j.RefID
	defer func() {
		if p := recover(); p != nil {
			slog.Error("search panic", "search", id, "panic", p, "stack", string(debug.Stack()))
			err = fmt.Errorf("internal error: %v", p)
			ss.fail(context.WithoutCancel(ctx), id, err)
		}
	}()
	defer ss.progress.Delete(id)
	row, err := ss.s.st.R().Search(ctx, id)
	if errors.Is(err, domain.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	if (row.Status != domain.StatusQueued && row.Status != domain.StatusRunning) || row.Expired {
		return nil
	}
	if ok, err := ss.s.st.W().MarkSearchRunning(ctx, id, row.Planned); err != nil || !ok {
		return err
	}
	res, err := ss.execute(ctx, row)
	if err != nil {
		if errors.Is(context.Cause(ctx), jobs.ErrCanceled) {
			return nil
		}
		if ctx.Err() != nil {
			return err // shutting down: the job resumes at the next start
		}
		ss.fail(context.WithoutCancel(ctx), id, err)
		return err
	}
	return ss.complete(ctx, row, res)
}

// complete commits a finished search unless it was canceled meanwhile.
func (ss *SearchService) complete(ctx context.Context, row store.SearchRow, res searchOutcome) error {
	var done bool
	err := ss.s.st.Tx(ctx, func(q store.Q) error {
		cur, err := q.Search(ctx, row.ID)
		if err != nil || cur.Status != domain.StatusRunning {
			return err
		}
		if err := q.ReplaceSearchResults(ctx, row.ID, res.results); err != nil {
			return err
		}
		final := domain.SearchPrice[cur.Depth]
		if len(res.results) == 0 {
			// Nothing found at all: never more than the standard price (DECISIONS.md).
			final = min(final, domain.SearchPrice[domain.DepthStandard])
		}
		charged, err := ss.s.Credits.Settle(ctx, q, principalOf(cur), domain.LabelSearches, final, cur.ID)
		if err != nil {
			return err
		}
		now := ss.s.now()
		cur.Status, cur.Answer, cur.PaperCount, cur.Processed, cur.PapersProcessed = domain.StatusSucceeded, &res.answer, res.paperCount, res.paperCount, res.paperCount
		cur.CreditsCost, cur.CompletedAt = charged, &now
		if res.indexLag || res.unknownTypeExcluded >= 0 {
			md := map[string]any{}
			for k, v := range cur.Metadata {
				md[k] = v
			}
			if res.indexLag {
				md["index_lag"] = true
			}
			if res.unknownTypeExcluded >= 0 {
				md["unknown_type_excluded"] = res.unknownTypeExcluded
			}
			cur.Metadata = md
		}
		if err := q.FinishSearch(ctx, cur); err != nil {
			return err
		}
		done = true
		return RecordEvent(ctx, q, domain.EventSearchCompleted, cur.Search.ID, cur.Search, now)
	})
	if done && err == nil {
		ss.finished(row.ID)
	}
	return err
}

// fail records a failed search and search.failed, unless it is already terminal; its whole
// reservation is refunded (a failed search costs nothing).
func (ss *SearchService) fail(ctx context.Context, id string, cause error) {
	info := apierr.From(cause).Info()
	var ae *apierr.Error
	if !errors.As(cause, &ae) {
		info = &domain.ErrorInfo{Type: apierr.TypeAPI, Code: "search_failed", Message: "The search could not be completed: " + cause.Error()}
	}
	err := ss.s.st.Tx(ctx, func(q store.Q) error {
		cur, err := q.Search(ctx, id)
		if err != nil || (cur.Status != domain.StatusRunning && cur.Status != domain.StatusQueued) {
			return err
		}
		if _, err := ss.s.Credits.Settle(ctx, q, principalOf(cur), domain.LabelSearches, 0, cur.ID); err != nil {
			return err
		}
		now := ss.s.now()
		cur.Status, cur.Error, cur.CompletedAt, cur.Answer, cur.CreditsCost = domain.StatusFailed, info, &now, nil, 0
		if err := q.FinishSearch(ctx, cur); err != nil {
			return err
		}
		return RecordEvent(ctx, q, domain.EventSearchFailed, cur.Search.ID, cur.Search, now)
	})
	if err != nil {
		slog.Error("record failed search", "search", id, "err", err)
	}
	ss.finished(id)
}

// Wait blocks until the search is terminal (or ctx ends) and returns it; the eval command and
// tests use it instead of polling. Errors: those of Get.
func (ss *SearchService) Wait(ctx context.Context, id string) (domain.Search, error) {
	ch := make(chan struct{})
	ss.waitMu.Lock()
	if ss.waiters == nil {
		ss.waiters = map[string][]chan struct{}{}
	}
	ss.waiters[id] = append(ss.waiters[id], ch)
	ss.waitMu.Unlock()
	defer ss.finished(id)
	for {
		s, err := ss.Get(ctx, id)
		if err != nil || isTerminal(s.Status) {
			return s, err
		}
		select {
		case <-ctx.Done():
			return s, ctx.Err()
		case <-ch:
			ch = make(chan struct{}) // re-check from SQLite; stale wakeups are harmless
			ss.waitMu.Lock()
			ss.waiters[id] = append(ss.waiters[id], ch)
			ss.waitMu.Unlock()
		case <-time.After(time.Second):
		}
	}
}

func isTerminal(status string) bool {
	return status == domain.StatusSucceeded || status == domain.StatusFailed || status == domain.StatusCanceled
}

// finished wakes the waiters of a search.
func (ss *SearchService) finished(id string) {
	ss.waitMu.Lock()
	chs := ss.waiters[id]
	delete(ss.waiters, id)
	ss.waitMu.Unlock()
	for _, ch := range chs {
		close(ch)
	}
}
