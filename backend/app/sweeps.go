package app

import (
	"context"
	"log/slog"
	"time"
)

// defaultSweepEvery is how often the retention sweeps run unless Options.SweepEvery says otherwise.
const defaultSweepEvery = 10 * time.Minute

// startSweeps runs every retention sweep at once and then every `every` until Close: search
// retention and export expiry, idempotency keys past their 24 hours, and test documents past
// their 7 days.
func (b *Backend) startSweeps(every time.Duration) {
	svc := b.Service
	sweeps := []struct {
		name string
		run  func(context.Context) error
	}{
		{"search retention", func(ctx context.Context) error { _, err := svc.Searches.Sweep(ctx); return err }},
		{"idempotency keys", svc.Idem.Sweep},
		{"test documents", func(ctx context.Context) error { _, err := svc.Documents.PurgeTest(ctx); return err }},
	}
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		for {
			for _, s := range sweeps {
				if err := s.run(ctx); err != nil && ctx.Err() == nil {
					slog.Error("sweep", "what", s.name, "err", err)
				}
			}
			select {
			case <-ctx.Done():
				return
			case <-time.After(every):
			}
		}
	}()
	b.closers = append(b.closers, func() error { stop(); <-done; return nil })
}
