package service_test

import (
	"context"
	"encoding/json"
	"encoding/pem"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"carrel/backend/apierr"
	"carrel/backend/app"
	"carrel/backend/domain"
	"carrel/backend/internal/shareddata"
	"carrel/backend/service"
	"carrel/backend/store"
)

// receiver is an HTTPS endpoint on 127.0.0.1 whose certificate the process trusts through SSL_CERT_FILE.
type receiver struct {
	mu     sync.Mutex
	srv    *httptest.Server
	got    []received
	status func(typ string) int
	// hook runs before answering (outside the lock); it may block to hold a delivery in flight.
	hook func(n int)
}

type received struct {
	Type, ID, Signature string
	Body                []byte
	At                  time.Time
}

var tlsReceiver *receiver

func TestMain(m *testing.M) {
	if os.Getenv("CARREL_WEBHOOK_CHILD") == "" {
		tlsReceiver = &receiver{status: func(string) int { return 200 }}
		tlsReceiver.srv = httptest.NewUnstartedServer(http.HandlerFunc(tlsReceiver.handle))
		tlsReceiver.srv.StartTLS()
		certFile := filepath.Join(os.TempDir(), fmt.Sprintf("carrel-webhook-ca-%d.pem", os.Getpid()))
		pemBytes := pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: tlsReceiver.srv.Certificate().Raw})
		if err := os.WriteFile(certFile, pemBytes, 0o600); err != nil {
			panic(err)
		}
		// Trust the receiver the way a user would: the system roots come from SSL_CERT_FILE.
		os.Setenv("SSL_CERT_FILE", certFile)
		code := m.Run()
		tlsReceiver.srv.Close()
		os.Remove(certFile)
		os.Exit(code)
	}
	os.Exit(m.Run())
}

func (r *receiver) handle(w http.ResponseWriter, req *http.Request) {
	body, _ := io.ReadAll(req.Body)
	var ev struct{ ID, Type string }
	json.Unmarshal(body, &ev)
	r.mu.Lock()
	r.got = append(r.got, received{Type: ev.Type, ID: ev.ID, Signature: req.Header.Get("Service-Signature"), Body: body, At: time.Now()})
	status, hook, n := r.status, r.hook, len(r.got)
	r.mu.Unlock()
	if hook != nil {
		hook(n)
	}
	w.WriteHeader(status(ev.Type))
}

func (r *receiver) reset(status func(string) int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.got, r.status, r.hook = nil, status, nil
}

func (r *receiver) events(typ string) []received {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []received
	for _, g := range r.got {
		if g.Type == typ {
			out = append(out, g)
		}
	}
	return out
}

func openBackend(t *testing.T, now func() time.Time) *app.Backend {
	t.Helper()
	b, err := app.Open(app.Options{DataDir: t.TempDir(), AllowPrivateURLs: true, Now: now})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	return b
}

func TestWebhookCreateRules(t *testing.T) {
	tlsReceiver.reset(func(string) int { return 200 })
	b := openBackend(t, nil)
	ctx := service.OwnerContext(context.Background())
	url := tlsReceiver.srv.URL + "/hooks"
	cases := []struct {
		name   string
		p      service.CreateWebhookParams
		status int
		code   string
	}{
		{"missing url", service.CreateWebhookParams{Events: []string{"*"}}, 400, "parameter_missing"},
		{"http is insecure", service.CreateWebhookParams{URL: "http://127.0.0.1:9/x", Events: []string{"*"}}, 400, "url_insecure"},
		{"unknown event", service.CreateWebhookParams{URL: url, Events: []string{"search.exploded"}}, 400, "parameter_invalid"},
		{"missing events", service.CreateWebhookParams{URL: url}, 400, "parameter_missing"},
		{"unreachable", service.CreateWebhookParams{URL: "https://127.0.0.1:1/none", Events: []string{"*"}}, 400, "url_unreachable"},
		{"created", service.CreateWebhookParams{URL: url, Events: []string{"search.completed"}}, 200, ""},
		{"duplicate url", service.CreateWebhookParams{URL: url, Events: []string{"*"}}, 409, "endpoint_exists"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e, err := b.Service.Webhooks.Create(ctx, c.p)
			if c.status == 200 {
				if err != nil || !strings.HasPrefix(e.Secret, "whsec_") || e.Status != "enabled" {
					t.Fatalf("create: %+v %v", e, err)
				}
				return
			}
			var ae *apierr.Error
			if !errors.As(err, &ae) || ae.Status != c.status || ae.Code != c.code {
				t.Fatalf("got %v, want %d %s", err, c.status, c.code)
			}
		})
	}
	if n := len(tlsReceiver.events(domain.EventVerification)); n != 1 {
		t.Errorf("%d verification pings, want 1 (only the valid create pings)", n)
	}
	// A receiver that refuses the ping is refused.
	tlsReceiver.reset(func(string) int { return 500 })
	if _, err := b.Service.Webhooks.Create(ctx, service.CreateWebhookParams{URL: url + "2", Events: []string{"*"}}); err == nil || !strings.Contains(err.Error(), "url_unreachable") {
		t.Errorf("a 500 to the ping should refuse creation, got %v", err)
	}
	l, _ := b.Service.Webhooks.List(ctx)
	for _, e := range l.Data {
		if e.Secret != "" {
			t.Error("list shows a secret")
		}
	}
}

// A delivery's signature is accepted by an independent Node verifier, and rejected when the body,
// the secret or the timestamp is wrong.
func TestWebhookSignatureNodeVerifier(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		shareddata.Missing(t, "node not installed; the independent verifier needs it")
	}
	tlsReceiver.reset(func(string) int { return 200 })
	b := openBackend(t, nil)
	ctx := service.OwnerContext(context.Background())
	e, err := b.Service.Webhooks.Create(ctx, service.CreateWebhookParams{URL: tlsReceiver.srv.URL + "/sig", Events: []string{"*"}})
	if err != nil {
		t.Fatal(err)
	}
	err = b.Store.Tx(ctx, func(q store.Q) error {
		return service.RecordEvent(ctx, q, domain.EventSearchCompleted, "srch_1", map[string]string{"object": "search", "id": "srch_1", "status": "succeeded"}, time.Now())
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := b.Service.Webhooks.DeliverDue(ctx); err != nil {
		t.Fatal(err)
	}
	got := tlsReceiver.events(domain.EventSearchCompleted)
	if len(got) != 1 {
		t.Fatalf("%d deliveries, want 1", len(got))
	}
	g := got[0]
	if !strings.Contains(string(g.Body), `"data":{"object":{"id":"srch_1"`) {
		t.Errorf("payload shape: %s", g.Body)
	}
	dir := t.TempDir()
	write := func(name string, b []byte) string {
		p := filepath.Join(dir, name)
		os.WriteFile(p, b, 0o600)
		return p
	}
	good, tampered := write("body", g.Body), write("tampered", append([]byte(" "), g.Body...))
	var ts int64
	fmt.Sscanf(g.Signature, "t=%d,", &ts)
	verify := func(secret, body string, now int64) (string, bool) {
		out, err := exec.Command(node, "testdata/verify-signature.mjs", secret, g.Signature, body, fmt.Sprint(now)).CombinedOutput()
		return strings.TrimSpace(string(out)), err == nil
	}
	if out, ok := verify(e.Secret, good, ts+1); !ok {
		t.Fatalf("node rejected a good signature: %s", out)
	}
	if out, ok := verify(e.Secret, tampered, ts+1); ok {
		t.Errorf("node accepted a tampered body: %s", out)
	}
	if out, ok := verify("whsec_wrong", good, ts+1); ok {
		t.Errorf("node accepted a wrong secret: %s", out)
	}
	if out, ok := verify(e.Secret, good, ts+301); ok {
		t.Errorf("node accepted a timestamp older than 300 s: %s", out)
	}
}

// With a fake clock, a failing receiver is retried exactly at 1 m, 5 m, 30 m, 2 h and 12 h after the
// first attempt, then given up; after 7 days of failures the endpoint is disabled with a notice.
func TestWebhookRetryScheduleAndDisable(t *testing.T) {
	tlsReceiver.reset(func(typ string) int {
		if typ == domain.EventVerification {
			return 200
		}
		return 503
	})
	t0 := time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC)
	now := t0
	b := openBackend(t, func() time.Time { return now })
	ctx := service.OwnerContext(context.Background())
	e, err := b.Service.Webhooks.Create(ctx, service.CreateWebhookParams{URL: tlsReceiver.srv.URL + "/fail", Events: []string{"*"}})
	if err != nil {
		t.Fatal(err)
	}
	record := func(id string) {
		b.Store.Tx(ctx, func(q store.Q) error {
			return service.RecordEvent(ctx, q, domain.EventSearchFailed, id, map[string]string{"id": id}, now)
		})
	}
	record("srch_a")
	var attemptsAt []time.Duration
	// Step the clock second by second around each expected time, minute by minute elsewhere.
	for now.Before(t0.Add(13 * time.Hour)) {
		before := len(tlsReceiver.events(domain.EventSearchFailed))
		if err := b.Service.Webhooks.DeliverDue(ctx); err != nil {
			t.Fatal(err)
		}
		if len(tlsReceiver.events(domain.EventSearchFailed)) > before {
			attemptsAt = append(attemptsAt, now.Sub(t0))
		}
		now = now.Add(30 * time.Second)
	}
	want := []time.Duration{0, time.Minute, 5 * time.Minute, 30 * time.Minute, 2 * time.Hour, 12 * time.Hour}
	if fmt.Sprint(attemptsAt) != fmt.Sprint(want) {
		t.Fatalf("attempts at %v, want %v", attemptsAt, want)
	}
	ds, _ := b.Store.R().RecentDeliveries(ctx, e.ID, 10)
	if len(ds) != 1 || ds[0].Status != "failed" || ds[0].Attempt != 6 {
		t.Fatalf("delivery after the schedule: %+v", ds)
	}
	// Keep failing every day for a week: disabled.
	for day := 1; day <= 7; day++ {
		now = t0.Add(time.Duration(day) * 24 * time.Hour)
		record(fmt.Sprintf("srch_day%d", day))
		b.Service.Webhooks.DeliverDue(ctx)
	}
	got, _ := b.Service.Webhooks.Get(ctx, e.ID)
	if got.Status != "disabled" {
		t.Fatalf("after 7 days of failures status is %q", got.Status)
	}
	ns, _ := b.Service.Webhooks.Notices(ctx)
	if len(ns.Data) != 1 || !strings.Contains(ns.Data[0].Message, e.ID) {
		t.Errorf("notices %+v", ns.Data)
	}
	// A disabled endpoint receives nothing new.
	n := len(tlsReceiver.events(domain.EventSearchFailed))
	record("srch_after")
	now = now.Add(time.Hour)
	b.Service.Webhooks.DeliverDue(ctx)
	if len(tlsReceiver.events(domain.EventSearchFailed)) != n {
		t.Error("a disabled endpoint still receives deliveries")
	}
}

// Without --allow-private-urls a loopback receiver is refused before any connection.
func TestWebhookAddressGuard(t *testing.T) {
	tlsReceiver.reset(func(string) int { return 200 })
	b, err := app.Open(app.Options{DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	_, err = b.Service.Webhooks.Create(service.OwnerContext(context.Background()),
		service.CreateWebhookParams{URL: tlsReceiver.srv.URL + "/guarded", Events: []string{"*"}})
	var ae *apierr.Error
	if !errors.As(err, &ae) || ae.Code != "parameter_invalid" || ae.Param != "url" {
		t.Fatalf("got %v, want 400 parameter_invalid on url (the documents' code for the same URL)", err)
	}
	if n := len(tlsReceiver.events(domain.EventVerification)); n != 0 {
		t.Fatalf("the guarded receiver was contacted %d times", n)
	}
}
