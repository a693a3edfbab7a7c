package service

import (
	"context"
	"errors"
	"testing"
	"time"
)

// TestByteGate: a caller waits while the budget is taken, gives up with its context, and gets
// through once the bytes come back; an oversized request takes the whole budget, not more.
func TestByteGate(t *testing.T) {
	g := newByteGate(100)
	release, err := g.acquire(context.Background(), 500)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if _, err := g.acquire(ctx, 1); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("acquire with the budget taken: %v, want the context's deadline", err)
	}
	got := make(chan error, 1)
	go func() {
		r, err := g.acquire(context.Background(), 60)
		if err == nil {
			r()
		}
		got <- err
	}()
	release()
	release() // twice is harmless
	if err := <-got; err != nil {
		t.Fatal(err)
	}
	if g.free != 100 {
		t.Errorf("free %d after every release, want 100", g.free)
	}
}
