package service

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"sync"
	"time"
)

// Indexer manages the Bleve index kept in step with SQLite through the outbox: every paper or
// passage write also writes an index_outbox row in the same transaction, and the Indexer drains
// those rows into the index afterwards. A crash between the commit and the index write leaves
// the rows in the outbox, so the next Start repairs the index.
type Indexer struct {
	s *Service

	ix   SearchIndex
	wake chan struct{}
	stop context.CancelFunc
	done chan struct{}
	mu   sync.Mutex // serializes drains and rebuilds
	poll time.Duration
	// sinceRelease counts rows indexed since memory was last returned to the OS (under mu).
	sinceRelease int
}

// indexBatch is how many outbox rows one drain step handles.
const indexBatch = 2000

// Index returns the index, or nil when none was attached.
func (x *Indexer) Index() SearchIndex { return x.ix }

// SetPoll changes how often the background loop looks at the outbox without being notified.
func (x *Indexer) SetPoll(d time.Duration) { x.poll = d }

// Start repairs the index (a full rebuild when it is missing, damaged, of another version or a
// rebuild was interrupted; otherwise a drain of what a crash left in the outbox), then keeps
// draining in the background until Stop.
func (x *Indexer) Start(ctx context.Context) error {
	if x.ix == nil {
		return errors.New("indexer: no index attached")
	}
	if err := x.repair(ctx); err != nil {
		return err
	}
	if x.poll <= 0 {
		x.poll = 250 * time.Millisecond
	}
	ctx, x.stop = context.WithCancel(context.WithoutCancel(ctx))
	x.done = make(chan struct{})
	go x.loop(ctx)
	return nil
}

// Stop ends the background loop and waits for it.
func (x *Indexer) Stop() {
	if x.stop != nil {
		x.stop()
		<-x.done
		x.stop = nil
	}
}

// Notify wakes the background loop after a commit that wrote outbox rows.
func (x *Indexer) Notify() {
	if x.wake == nil {
		return
	}
	select {
	case x.wake <- struct{}{}:
	default:
	}
}

// WaitIdle drains the outbox itself until it is empty, so it returns as soon as everything
// committed so far is searchable, or with the drain's error, or when ctx ends.
func (x *Indexer) WaitIdle(ctx context.Context) error {
	if x.ix == nil {
		return errors.New("indexer: no index attached")
	}
	for {
		if _, err := x.Drain(ctx); err != nil {
			return err
		}
		n, err := x.s.st.R().CountPendingIndex(ctx)
		if err != nil || n == 0 {
			return err
		}
	}
}

// releaseAfter is how many indexed rows make a drained backlog worth returning memory for.
const releaseAfter = 20000

func (x *Indexer) loop(ctx context.Context) {
	defer close(x.done)
	for {
		if _, err := x.Drain(ctx); err != nil && ctx.Err() == nil {
			slog.Error("index drain", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-x.wake:
		case <-time.After(x.poll):
		}
	}
}

// Drain applies every pending outbox row to the index and acknowledges it; it returns how
// many rows it applied. Rows are re-read from SQLite (the truth), so applying one twice is harmless.
func (x *Indexer) Drain(ctx context.Context) (int, error) {
	x.mu.Lock()
	defer x.mu.Unlock()
	total := 0
	for ctx.Err() == nil {
		items, err := x.s.st.R().PendingIndex(ctx, indexBatch)
		if err != nil {
			return total, err
		}
		if len(items) == 0 {
			// A bulk import leaves the heap grown far past what searching needs; once the
			// backlog is gone, give the freed pages back so the app's footprint shrinks again.
			if x.sinceRelease += total; x.sinceRelease >= releaseAfter {
				debug.FreeOSMemory()
				x.sinceRelease = 0
			}
			return total, nil
		}
		var papers, docs []string
		seen := map[string]bool{}
		for _, it := range items {
			if seen[it.Kind+":"+it.RefID] {
				continue
			}
			seen[it.Kind+":"+it.RefID] = true
			if it.Kind == "paper" {
				papers = append(papers, it.RefID)
			} else {
				docs = append(docs, it.RefID)
			}
		}
		if err := x.syncPapers(ctx, papers); err != nil {
			return total, fmt.Errorf("index papers: %w", err)
		}
		if err := x.syncDocuments(ctx, docs); err != nil {
			return total, fmt.Errorf("index passages: %w", err)
		}
		if err := x.s.st.W().AckIndex(ctx, items[len(items)-1].ID); err != nil {
			return total, err
		}
		total += len(items)
	}
	return total, ctx.Err()
}
