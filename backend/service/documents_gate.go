package service

import (
	"context"
	"sync"

	"carrel/backend/domain"
)

// admitBudget is how many document bytes URL creates may hold in memory at once while they are
// fetched and admitted (a file_id create reads its upload from disk): one largest document.
// Without it, twenty concurrent URL creates of 100 MB PDFs would hold 2 GB.
const admitBudget = domain.MaxDocumentBytes

// byteGate hands out a fixed budget of bytes; a caller waits (or gives up with its context)
// until enough is free.
type byteGate struct {
	mu    sync.Mutex
	free  int64
	total int64
	freed chan struct{} // closed, and replaced, whenever bytes come back
}

func newByteGate(total int64) *byteGate {
	return &byteGate{free: total, total: total, freed: make(chan struct{})}
}

// acquire takes n bytes (at most the whole budget) and returns the function that gives them back.
func (g *byteGate) acquire(ctx context.Context, n int64) (release func(), err error) {
	n = min(max(n, 1), g.total)
	for {
		g.mu.Lock()
		if g.free >= n {
			g.free -= n
			g.mu.Unlock()
			var once sync.Once
			return func() { once.Do(func() { g.give(n) }) }, nil
		}
		wait := g.freed
		g.mu.Unlock()
		select {
		case <-wait:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}

func (g *byteGate) give(n int64) {
	g.mu.Lock()
	g.free += n
	close(g.freed)
	g.freed = make(chan struct{})
	g.mu.Unlock()
}
