package service

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"

	"carrel/backend/apierr"
	"carrel/backend/domain"
	"carrel/backend/store"
)

// WebhookService manages webhook endpoints and durable signed deliveries.
type WebhookService struct {
	s *Service
	// client builds the HTTP client for a delivery; the guard it applies is decided by allowPrivate.
	client func(allowPrivate bool) *http.Client
	// guard checks a URL's address before any connection (nil: no check).
	guard func(raw string, allowPrivate bool) error
	wake  chan struct{}
	once  sync.Once
}

// WebhookTimeout is how long a receiver has to answer with a 2xx.
const WebhookTimeout = 10 * time.Second

func (ws *WebhookService) httpClient() *http.Client {
	if ws.client == nil {
		return &http.Client{Timeout: WebhookTimeout}
	}
	return ws.client(ws.s.allowPrivateURLs(context.Background()))
}

// CreateWebhookParams are the inputs of endpoint creation.
type CreateWebhookParams struct {
	URL         string   `json:"url"`
	Events      []string `json:"events"`
	Description string   `json:"description"`
}

func endpointObject(e store.WebhookEndpoint) domain.WebhookEndpoint {
	return domain.WebhookEndpoint{Object: "webhook_endpoint", ID: e.ID, URL: e.URL, Events: e.Events, Description: e.Description,
		Status: e.Status, CreatedAt: e.CreatedAt, DisabledAt: e.DisabledAt}
}

// Create registers an HTTPS endpoint after a signed verification ping answered with a 2xx.
// Errors: 400 parameter_missing (url, events); 400 url_insecure (not https); 400 parameter_invalid
// (malformed url, unknown event type, or a loopback/private address
// unless private URLs are allowed); 409 endpoint_exists; 400 url_unreachable (no 2xx within 10 s).
func (ws *WebhookService) Create(ctx context.Context, p CreateWebhookParams) (domain.WebhookEndpoint, error) {
	if _, err := require(ctx, domain.ScopeWebhooksWrite); err != nil {
		return domain.WebhookEndpoint{}, err
	}
	raw := strings.TrimSpace(p.URL)
	if raw == "" {
		return domain.WebhookEndpoint{}, apierr.Missing("url")
	}
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || (u.Scheme != "https" && u.Scheme != "http") {
		return domain.WebhookEndpoint{}, apierr.BadParam("url", "url must be an absolute https:// URL.")
	}
	if u.Scheme != "https" {
		return domain.WebhookEndpoint{}, apierr.Invalid("url_insecure", "url", "Webhook endpoints must use HTTPS.")
	}
	if len(p.Events) == 0 {
		return domain.WebhookEndpoint{}, apierr.Missing("events")
	}
	events, err := normalizeEvents(p.Events)
	if err != nil {
		return domain.WebhookEndpoint{}, err
	}
	if len(p.Description) > 500 {
		return domain.WebhookEndpoint{}, apierr.BadParam("description", "description must be at most 500 characters.")
	}
	if _, err := ws.s.st.R().EndpointByURL(ctx, raw); err == nil {
		return domain.WebhookEndpoint{}, apierr.Conflict("endpoint_exists", "An endpoint with this URL is already registered.").WithParam("url")
	} else if !errors.Is(err, domain.ErrNotFound) {
		return domain.WebhookEndpoint{}, err
	}
	if ws.guard != nil {
		if err := ws.guard(raw, ws.s.allowPrivateURLs(ctx)); err != nil {
			reason, _ := blockedReason(err)
			return domain.WebhookEndpoint{}, urlNotAllowed(reason)
		}
	}
	e := store.WebhookEndpoint{ID: domain.NewID(domain.PrefixWebhook), URL: raw, Events: events, Description: p.Description,
		Secret: domain.PrefixSecret + domain.RandomString(32), Status: "enabled", CreatedAt: ws.s.now()}
	obj := endpointObject(e)
	if err := ws.verify(ctx, e, obj); err != nil {
		return domain.WebhookEndpoint{}, err
	}
	if err := ws.s.st.W().InsertEndpoint(ctx, e); err != nil {
		if _, lookErr := ws.s.st.R().EndpointByURL(ctx, raw); lookErr == nil {
			return domain.WebhookEndpoint{}, apierr.Conflict("endpoint_exists", "An endpoint with this URL is already registered.").WithParam("url")
		}
		return domain.WebhookEndpoint{}, err
	}
	obj.Secret = e.Secret
	return obj, nil
}

func normalizeEvents(in []string) ([]string, error) {
	var out []string
	for _, ev := range in {
		ev = strings.TrimSpace(ev)
		if ev != "*" && !slices.Contains(domain.EventTypes, ev) {
			return nil, apierr.BadParam("events", "Unknown event type '"+ev+"'; use one of "+strings.Join(domain.EventTypes, ", ")+" or \"*\".")
		}
		if !slices.Contains(out, ev) {
			out = append(out, ev)
		}
	}
	return out, nil
}

// verify sends the signed webhook_endpoint.verification ping; anything but a 2xx in 10 s refuses creation.
func (ws *WebhookService) verify(ctx context.Context, e store.WebhookEndpoint, obj domain.WebhookEndpoint) error {
	ev, err := newEvent(domain.EventVerification, obj, ws.s.now())
	if err != nil {
		return err
	}
	code, err := ws.post(ctx, e, ev)
	if reason, blocked := blockedReason(err); blocked {
		// The name resolved to an address the guard refuses at dial time (before connecting):
		// the same answer as a refused literal address, as for documents.
		return urlNotAllowed(reason)
	}
	if err != nil || code < 200 || code > 299 {
		msg := "The endpoint did not answer the verification ping with a 2xx within 10 seconds"
		if err != nil {
			msg += ": " + fetchFailure(err)
		} else {
			msg += " (it answered " + http.StatusText(code) + ")"
		}
		return apierr.Invalid("url_unreachable", "url", msg+".")
	}
	return nil
}

// List returns every endpoint (no secrets). Errors: 403 without webhooks:read.
func (ws *WebhookService) List(ctx context.Context) (domain.List[domain.WebhookEndpoint], error) {
	if _, err := require(ctx, domain.ScopeWebhooksRead); err != nil {
		return domain.List[domain.WebhookEndpoint]{}, err
	}
	es, err := ws.s.st.R().Endpoints(ctx)
	out := make([]domain.WebhookEndpoint, 0, len(es))
	for _, e := range es {
		out = append(out, endpointObject(e))
	}
	return domain.NewList(out, false, func(e domain.WebhookEndpoint) string { return e.ID }), err
}

// Get returns an endpoint with its recent deliveries. Errors: 404 resource_not_found; 403.
func (ws *WebhookService) Get(ctx context.Context, id string) (domain.WebhookEndpoint, error) {
	if _, err := require(ctx, domain.ScopeWebhooksRead); err != nil {
		return domain.WebhookEndpoint{}, err
	}
	e, err := ws.s.st.R().Endpoint(ctx, id)
	if errors.Is(err, domain.ErrNotFound) {
		return domain.WebhookEndpoint{}, apierr.NoSuch("webhook endpoint", id, "id")
	} else if err != nil {
		return domain.WebhookEndpoint{}, err
	}
	obj := endpointObject(e)
	ds, err := ws.s.st.R().RecentDeliveries(ctx, id, 50)
	obj.RecentDeliveries = make([]domain.WebhookDelivery, 0, len(ds))
	for _, d := range ds {
		wd := domain.WebhookDelivery{EventID: d.EventID, Attempt: d.Attempt, Status: d.Status, DeliveredAt: d.DeliveredAt, NextAttemptAt: d.NextAt}
		if d.StatusCode != 0 {
			wd.StatusCode = &d.StatusCode
		}
		if d.Error != "" {
			wd.Error = &d.Error
		}
		if ev, err := ws.s.st.R().Event(ctx, d.EventID); err == nil {
			wd.EventType = ev.Type
		}
		obj.RecentDeliveries = append(obj.RecentDeliveries, wd)
	}
	return obj, err
}

// Delete removes an endpoint and its queued deliveries. Errors: 404 resource_not_found; 403.
func (ws *WebhookService) Delete(ctx context.Context, id string) (Deleted, error) {
	if _, err := require(ctx, domain.ScopeWebhooksWrite); err != nil {
		return Deleted{}, err
	}
	if err := ws.s.st.W().DeleteEndpoint(ctx, id); errors.Is(err, domain.ErrNotFound) {
		return Deleted{}, apierr.NoSuch("webhook endpoint", id, "id")
	} else if err != nil {
		return Deleted{}, err
	}
	return Deleted{Object: "webhook_endpoint", ID: id, Deleted: true}, nil
}

// Notices lists the owner's notices, newest first.
func (ws *WebhookService) Notices(ctx context.Context) (domain.List[domain.Notice], error) {
	if p, _ := PrincipalFrom(ctx); !p.Owner {
		return domain.List[domain.Notice]{}, apierr.Forbidden("permission_denied", "Notices belong to the local owner.")
	}
	ns, err := ws.s.st.R().Notices(ctx, 100)
	out := make([]domain.Notice, 0, len(ns))
	for _, n := range ns {
		out = append(out, domain.Notice{ID: n.ID, Kind: n.Kind, Message: n.Message, CreatedAt: n.CreatedAt})
	}
	return domain.NewList(out, false, func(n domain.Notice) string { return n.ID }), err
}

// ListPage is List a page at a time (GET /v1/webhook-endpoints): limit and cursor as every list.
// Errors: those of List; 400 parameter_invalid (limit, cursor).
func (ws *WebhookService) ListPage(ctx context.Context, p ListParams) (domain.List[domain.WebhookEndpoint], error) {
	all, err := ws.List(ctx)
	if err != nil {
		return all, err
	}
	return pageOf(all.Data, p, func(e domain.WebhookEndpoint) string { return e.ID })
}
