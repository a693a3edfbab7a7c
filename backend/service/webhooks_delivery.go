package service

import (
	"bytes"
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"slices"
	"strconv"
	"time"

	"carrel/backend/domain"
	"carrel/backend/store"
)

// RetrySchedule is when a failed delivery is tried again, measured from its first attempt.
var RetrySchedule = []time.Duration{time.Minute, 5 * time.Minute, 30 * time.Minute, 2 * time.Hour, 12 * time.Hour}

// DisableAfter is how long every delivery to an endpoint must fail before it is disabled.
const DisableAfter = 7 * 24 * time.Hour

// RecordEvent is the one event recorder: it stores a completion event (search, document) inside
// the caller's transaction, with the resource as GET returns it. Deliveries are fanned out from
// the events table afterwards.
func RecordEvent(ctx context.Context, q store.Q, typ, resourceID string, resource any, at time.Time) error {
	data, err := json.Marshal(resource)
	if err != nil {
		return err
	}
	return q.InsertEvent(ctx, domain.Event{Object: "event", ID: domain.NewID(domain.PrefixEvent), Type: typ, CreatedAt: at, Data: data}, resourceID)
}

// payload is the delivered body: {"object":"event","id","type","created_at","data":{"object": resource}}.
type payload struct {
	Object    string    `json:"object"`
	ID        string    `json:"id"`
	Type      string    `json:"type"`
	CreatedAt time.Time `json:"created_at"`
	Data      struct {
		Object json.RawMessage `json:"object"`
	} `json:"data"`
}

func newEvent(typ string, resource any, at time.Time) (domain.Event, error) {
	data, err := json.Marshal(resource)
	return domain.Event{Object: "event", ID: domain.NewID(domain.PrefixEvent), Type: typ, CreatedAt: at, Data: data}, err
}

func eventBody(ev domain.Event) []byte {
	p := payload{Object: "event", ID: ev.ID, Type: ev.Type, CreatedAt: ev.CreatedAt.UTC()}
	p.Data.Object = ev.Data
	b, _ := json.Marshal(p)
	return b
}

// Sign returns the Service-Signature header value for body at time t.
func Sign(secret string, t time.Time, body []byte) string {
	ts := strconv.FormatInt(t.Unix(), 10)
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(ts + "."))
	mac.Write(body)
	return "t=" + ts + ",v1=" + hex.EncodeToString(mac.Sum(nil))
}

// post sends one signed delivery and returns the receiver's status code.
func (ws *WebhookService) post(ctx context.Context, e store.WebhookEndpoint, ev domain.Event) (int, error) {
	body := eventBody(ev)
	ctx, cancel := context.WithTimeout(ctx, WebhookTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, e.URL, bytes.NewReader(body))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "Carrel-Webhooks/1")
	req.Header.Set("Service-Signature", Sign(e.Secret, ws.s.now(), body))
	res, err := ws.httpClient().Do(req)
	if err != nil {
		return 0, err
	}
	io.Copy(io.Discard, io.LimitReader(res.Body, 64<<10))
	res.Body.Close()
	return res.StatusCode, nil
}

// Notify wakes the delivery loop after events were committed.
func (ws *WebhookService) Notify() {
	ws.once.Do(func() { ws.wake = make(chan struct{}, 1) })
	select {
	case ws.wake <- struct{}{}:
	default:
	}
}

// Run delivers until ctx ends: fan-out of new events, then due attempts, then sleep until the next one.
func (ws *WebhookService) Run(ctx context.Context, poll time.Duration) {
	ws.once.Do(func() { ws.wake = make(chan struct{}, 1) })
	for {
		if err := ws.DeliverDue(ctx); err != nil && ctx.Err() == nil {
			slog.Error("webhook deliveries", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-ws.wake:
		case <-time.After(poll):
		}
	}
}

// DeliverDue fans out undispatched events and makes every attempt that is due now (by the service clock).
func (ws *WebhookService) DeliverDue(ctx context.Context) error {
	if err := ws.fanOut(ctx); err != nil {
		return err
	}
	due, err := ws.s.st.R().DueDeliveries(ctx, ws.s.now(), 100)
	if err != nil {
		return err
	}
	for _, d := range due {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if err := ws.attempt(ctx, d); err != nil {
			return err
		}
	}
	return nil
}

func (ws *WebhookService) fanOut(ctx context.Context) error {
	events, err := ws.s.st.R().UndispatchedEvents(ctx, 200)
	if err != nil || len(events) == 0 {
		return err
	}
	for _, ev := range events {
		// Only endpoints of the event's mode: a test search never notifies a live endpoint.
		endpoints, err := ws.s.st.R().EndpointsForEvent(ctx, ev.ID)
		if err != nil {
			return err
		}
		err = ws.s.st.Tx(ctx, func(q store.Q) error {
			for _, e := range endpoints {
				if e.Status != "enabled" || e.CreatedAt.After(ev.CreatedAt) || !(slices.Contains(e.Events, "*") || slices.Contains(e.Events, ev.Type)) {
					continue
				}
				now := ws.s.now()
				if err := q.InsertDelivery(ctx, store.Delivery{ID: domain.NewID(domain.PrefixDelivery), EndpointID: e.ID, EventID: ev.ID, FirstAt: now, NextAt: &now}); err != nil {
					return err
				}
			}
			return q.MarkDispatched(ctx, ev.ID)
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// attempt makes one delivery attempt and records it. The attempt is recorded after the POST; a
// crash in between sends the event again after restart, which receivers deduplicate by event id.
func (ws *WebhookService) attempt(ctx context.Context, d store.Delivery) error {
	e, err := ws.s.st.R().Endpoint(ctx, d.EndpointID)
	if err != nil {
		return err
	}
	ev, err := ws.s.st.R().Event(ctx, d.EventID)
	if err != nil {
		return err
	}
	var code int
	var sendErr error
	if e.Status == "enabled" {
		code, sendErr = ws.post(ctx, e, ev)
	} else {
		sendErr = fmt.Errorf("endpoint disabled")
	}
	if ctx.Err() != nil {
		return ctx.Err() // shutting down: leave it pending
	}
	now := ws.s.now()
	d.Attempt++
	d.StatusCode, d.Error = code, ""
	ok := sendErr == nil && code >= 200 && code <= 299
	switch {
	case ok:
		d.Status, d.NextAt, d.DeliveredAt = "succeeded", nil, &now
	default:
		if sendErr != nil {
			d.Error = sendErr.Error()
		} else {
			d.Error = "receiver answered " + strconv.Itoa(code)
		}
		if d.Attempt <= len(RetrySchedule) && e.Status == "enabled" {
			next := d.FirstAt.Add(RetrySchedule[d.Attempt-1])
			d.Status, d.NextAt = "pending", &next
		} else {
			d.Status, d.NextAt = "failed", nil
		}
	}
	return ws.s.st.Tx(ctx, func(q store.Q) error {
		if err := q.RecordAttempt(ctx, d, now); err != nil {
			return err
		}
		if ok {
			return q.SetEndpointHealth(ctx, e.ID, nil)
		}
		if e.FailingSince == nil {
			return q.SetEndpointHealth(ctx, e.ID, &now)
		}
		if now.Sub(*e.FailingSince) >= DisableAfter && e.Status == "enabled" {
			if err := q.DisableEndpoint(ctx, e.ID, now); err != nil {
				return err
			}
			return q.InsertNotice(ctx, store.Notice{ID: domain.NewID("ntc_"), Kind: "webhook_endpoint.disabled", CreatedAt: now,
				Message: fmt.Sprintf("Webhook endpoint %s (%s) was disabled: every delivery failed for 7 days.", e.ID, e.URL)})
		}
		return nil
	})
}
