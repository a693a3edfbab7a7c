package app

import (
	"context"
	"net/http"
	"time"

	"carrel/backend/netguard"
	"carrel/backend/service"
)

// attachWebhooks gives deliveries the address-guarded client and starts the durable delivery loop.
func (b *Backend) attachWebhooks(opts Options) error {
	b.Service.Webhooks.SetTransport(func(allowPrivate bool) *http.Client {
		// Receivers must answer within 10 s; redirects are not followed for webhooks.
		c := netguard.NewClient(netguard.Options{AllowPrivate: allowPrivate, Timeout: service.WebhookTimeout, MaxRedirects: -1})
		return c
	}, netguard.CheckURL)
	b.starters = append(b.starters, func(ctx context.Context) error {
		go b.Service.Webhooks.Run(ctx, time.Second)
		return nil
	})
	return nil
}
