package app

import (
	"context"
	"net/http"
	"time"

	"carrel/backend/netguard"
	"carrel/backend/service"
)

// attachWebhooks starts the durable delivery loop.
func (b *Backend) attachWebhooks(opts Options) error {
	b.starters = append(b.starters, func(ctx context.Context) error {
		go b.Service.Webhooks.Run(ctx, time.Second)
		return nil
	})
	return nil
}

// webhookClient is a delivery's client: address-guarded, receivers must answer within 10 s, and
// redirects are not followed for webhooks.
func webhookClient(allowPrivate bool) *http.Client {
	return netguard.NewClient(netguard.Options{AllowPrivate: allowPrivate, Timeout: service.WebhookTimeout, MaxRedirects: -1})
}
