package service_test

import (
	"context"
	"testing"
	"time"

	"carrel/backend/domain"
	"carrel/backend/service"
	"carrel/backend/store"
)

// TestWebhookEventsStayInTheirMode: a test search's event goes to test endpoints only and a live
// search's to live ones; a test key neither lists nor deletes a live endpoint.
func TestWebhookEventsStayInTheirMode(t *testing.T) {
	tlsReceiver.reset(func(string) int { return 200 })
	b := openBackend(t, nil)
	owner := service.OwnerContext(context.Background())
	k, err := b.Service.Keys.Create(owner, service.CreateKeyParams{Name: "t", Scopes: []string{"all"}, Test: true})
	if err != nil {
		t.Fatal(err)
	}
	testCtx := service.WithPrincipal(context.Background(), service.Principal{Key: k})
	live, err := b.Service.Webhooks.Create(owner, service.CreateWebhookParams{URL: tlsReceiver.srv.URL + "/same", Events: []string{"*"}})
	if err != nil {
		t.Fatal(err)
	}
	// The same URL may be registered in test mode: URLs are unique per mode.
	test, err := b.Service.Webhooks.Create(testCtx, service.CreateWebhookParams{URL: tlsReceiver.srv.URL + "/same", Events: []string{"*"}})
	if err != nil {
		t.Fatal(err)
	}
	if l, err := b.Service.Webhooks.List(testCtx); err != nil || len(l.Data) != 1 || l.Data[0].ID != test.ID {
		t.Errorf("test key lists %+v %v, want only its own endpoint", l.Data, err)
	}
	if _, err := b.Service.Webhooks.Delete(testCtx, live.ID); err == nil {
		t.Error("a test key deleted a live endpoint")
	}
	q := "anything"
	liveSearch, err := b.Service.Searches.Create(owner, service.CreateSearchParams{Query: &q})
	if err != nil {
		t.Fatal(err)
	}
	testSearch, err := b.Service.Searches.Create(testCtx, service.CreateSearchParams{Query: &q})
	if err != nil {
		t.Fatal(err)
	}
	bg := context.Background()
	for _, id := range []string{liveSearch.ID, testSearch.ID} {
		if err := b.Store.Tx(bg, func(q store.Q) error {
			return service.RecordEvent(bg, q, domain.EventSearchCompleted, id, map[string]string{"object": "search", "id": id}, time.Now().Add(time.Second))
		}); err != nil {
			t.Fatal(err)
		}
	}
	if err := b.Service.Webhooks.DeliverDue(bg); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ search, endpoint string }{{liveSearch.ID, live.ID}, {testSearch.ID, test.ID}} {
		evs, _ := b.Store.R().EventsFor(bg, c.search)
		if len(evs) != 1 {
			t.Fatalf("events of %s: %d", c.search, len(evs))
		}
		ds, _ := b.Store.R().DeliveriesForEvent(bg, evs[0].ID)
		if len(ds) != 1 || ds[0].EndpointID != c.endpoint {
			t.Errorf("event of %s delivered to %+v, want only %s", c.search, ds, c.endpoint)
		}
	}
}
