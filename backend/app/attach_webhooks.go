package app

import (
	"context"
	"time"
)

// attachWebhooks starts the durable delivery loop with the backend.
func (b *Backend) attachWebhooks(opts Options) error {
	b.starters = append(b.starters, func(ctx context.Context) error {
		go b.Service.Webhooks.Run(ctx, time.Second)
		return nil
	})
	return nil
}
