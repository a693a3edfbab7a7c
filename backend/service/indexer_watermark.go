package service

import (
	"context"
	"time"
)

// IndexLagLimit bounds how long a search or chat waits for the index to reach the writes made
// before it (DECISIONS.md "Reading what you wrote"); past it, it reads what is indexed.
var IndexLagLimit = 60 * time.Second

// Watermark returns the newest outbox id committed so far, 0 when the index has caught up. A
// reader that waits for it (CatchUp) sees every write reported before it took the mark.
func (x *Indexer) Watermark(ctx context.Context) (int64, error) {
	return x.s.st.R().MaxIndexOutboxID(ctx)
}

// CatchUp waits until every outbox row up to mark is in the index, at most limit; lagged is
// true when the limit passed first. Without a background loop (a command that opened the app
// without starting it) it drains the outbox itself.
func (x *Indexer) CatchUp(ctx context.Context, mark int64, limit time.Duration) (lagged bool, err error) {
	if mark <= 0 || x.ix == nil {
		return false, nil
	}
	deadline := time.Now().Add(limit)
	wait := 2 * time.Millisecond
	for {
		pending, err := x.s.st.R().IndexPendingUpTo(ctx, mark)
		if err != nil || !pending {
			return false, err
		}
		if time.Now().After(deadline) {
			return true, nil
		}
		if x.stop == nil {
			dctx, cancel := context.WithDeadline(ctx, deadline)
			_, err := x.Drain(dctx)
			cancel()
			if err != nil && ctx.Err() != nil {
				return false, ctx.Err()
			}
			continue
		}
		x.Notify()
		select {
		case <-ctx.Done():
			return false, ctx.Err()
		case <-time.After(wait):
		}
		wait = min(2*wait, 50*time.Millisecond)
	}
}

// catchUp is CatchUp at the current watermark with the standard limit.
func (x *Indexer) catchUp(ctx context.Context) (lagged bool, err error) {
	mark, err := x.Watermark(ctx)
	if err != nil {
		return false, err
	}
	return x.CatchUp(ctx, mark, IndexLagLimit)
}
