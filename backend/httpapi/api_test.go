package httpapi_test

import (
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"carrel/backend/app"
	"carrel/backend/httpapi"
	"carrel/backend/service"
)

// env is a real backend on a temp data folder behind the real handler on loopback.
type env struct {
	t      *testing.T
	b      *app.Backend
	url    string
	keys   map[string]string // name -> secret
	bridge string
}

func newEnv(t *testing.T, mutate ...func(*app.Options)) *env {
	t.Helper()
	opts := app.Options{DataDir: t.TempDir()}
	for _, m := range mutate {
		m(&opts)
	}
	b, err := app.Open(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	e := &env{t: t, b: b, keys: map[string]string{}, bridge: "s3cret-bridge"}
	h := httpapi.New(b.Service, httpapi.Options{Addr: ln.Addr().String(), Bridge: fakeBridge{}, BridgeSecret: e.bridge})
	srv := httptest.NewUnstartedServer(h)
	srv.Listener.Close()
	srv.Listener = ln
	srv.Start()
	t.Cleanup(srv.Close)
	e.url = srv.URL
	owner := service.OwnerContext(context.Background())
	first, _, err := b.Service.Keys.EnsureFirstKey(owner)
	if err != nil {
		t.Fatal(err)
	}
	e.keys["default"] = first
	for name, p := range map[string]service.CreateKeyParams{
		"all":     {Name: "all", Scopes: []string{"all"}},
		"test":    {Name: "test", Scopes: []string{"all"}, Test: true},
		"revoked": {Name: "revoked", Scopes: []string{"all"}},
	} {
		k, err := b.Service.Keys.Create(owner, p)
		if err != nil {
			t.Fatal(err)
		}
		e.keys[name] = k.Secret
		if name == "revoked" {
			b.Service.Keys.Revoke(owner, k.ID)
		}
	}
	return e
}

type fakeBridge struct{}

func (fakeBridge) Call(ctx context.Context, method string, args []json.RawMessage) (any, error) {
	p, _ := service.PrincipalFrom(ctx)
	return map[string]any{"method": method, "owner": p.Owner, "args": len(args)}, nil
}
func (fakeBridge) Stream(ctx context.Context, method string, args []json.RawMessage, emit func(string, any)) error {
	emit("message.delta", map[string]string{"delta": "hi"})
	emit("message.completed", map[string]int{"credits_cost": 0})
	return nil
}

type scenario struct {
	name    string
	method  string
	path    string
	key     string // name in env.keys, "" for none, or "raw:<header value>"
	headers map[string]string
	body    string
	status  int
	code    string // error code expected, or ""
	typ     string // error type expected, or ""
	contain []string
	check   func(t *testing.T, res *http.Response, body []byte)
}

func (e *env) do(s scenario) (*http.Response, []byte) {
	e.t.Helper()
	var body io.Reader
	if s.body != "" {
		body = strings.NewReader(s.body)
	}
	req, _ := http.NewRequest(s.method, e.url+s.path, body)
	switch {
	case strings.HasPrefix(s.key, "raw:"):
		req.Header.Set("Authorization", strings.TrimPrefix(s.key, "raw:"))
	case s.key != "":
		req.Header.Set("Authorization", "Bearer "+e.keys[s.key])
	}
	for k, v := range s.headers {
		if k == "Host" {
			req.Host = v
		} else {
			req.Header.Set(k, v)
		}
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		e.t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res, b
}

func (e *env) run(t *testing.T, scenarios []scenario) {
	for _, s := range scenarios {
		t.Run(s.name, func(t *testing.T) {
			res, body := e.do(s)
			if res.StatusCode != s.status {
				t.Fatalf("status %d, want %d; body %s", res.StatusCode, s.status, body)
			}
			if res.Header.Get("X-Credits-Cost") == "" || res.Header.Get("Request-Id") == "" {
				t.Errorf("missing X-Credits-Cost or Request-Id: %v", res.Header)
			}
			if s.code != "" || s.typ != "" {
				var eb struct {
					Error struct{ Type, Code, Message string }
				}
				if err := json.Unmarshal(body, &eb); err != nil {
					t.Fatalf("error body not JSON: %s", body)
				}
				if s.code != "" && eb.Error.Code != s.code {
					t.Errorf("code %q, want %q (%s)", eb.Error.Code, s.code, body)
				}
				if s.typ != "" && eb.Error.Type != s.typ {
					t.Errorf("type %q, want %q", eb.Error.Type, s.typ)
				}
				if eb.Error.Message == "" {
					t.Error("error without a message")
				}
			}
			for _, c := range s.contain {
				if !strings.Contains(string(body), c) {
					t.Errorf("body lacks %q: %s", c, body)
				}
			}
			if s.check != nil {
				s.check(t, res, body)
			}
		})
	}
}

func TestConventions(t *testing.T) {
	e := newEnv(t)
	host := strings.TrimPrefix(e.url, "http://")
	_, port, _ := net.SplitHostPort(host)
	e.run(t, []scenario{
		{name: "no key", method: "GET", path: "/v1/usage", status: 401, typ: "authentication_error"},
		{name: "not bearer", method: "GET", path: "/v1/usage", key: "raw:Basic abc", status: 401, typ: "authentication_error"},
		{name: "wrong key", method: "GET", path: "/v1/usage", key: "raw:Bearer sk_live_nope0000000000000000000000000000", status: 401, typ: "authentication_error"},
		{name: "revoked key", method: "GET", path: "/v1/usage", key: "revoked", status: 401, typ: "authentication_error", code: "api_key_revoked"},
		{name: "key in query string is never accepted", method: "GET", path: "/v1/usage?api_key=" + e.keys["all"], status: 401, typ: "authentication_error"},
		{name: "default key lacks usage:read", method: "GET", path: "/v1/usage", key: "default", status: 403, typ: "permission_error", code: "scope_missing"},
		{name: "default key lacks keys:write", method: "POST", path: "/v1/keys", key: "default", body: `{}`, status: 403, typ: "permission_error", code: "permission_denied"},
		{name: "all-scopes key reads usage", method: "GET", path: "/v1/usage", key: "all", status: 200, contain: []string{`"object":"usage"`, `"granted":10000`}},
		{name: "test key has its own 500", method: "GET", path: "/v1/usage", key: "test", status: 200, contain: []string{`"granted":500`}},
		{name: "version echoed", method: "GET", path: "/v1/usage", key: "all", headers: map[string]string{"Service-Version": "2026-08-01"}, status: 200,
			check: func(t *testing.T, res *http.Response, _ []byte) {
				if res.Header.Get("Service-Version") != "2026-08-01" {
					t.Error("Service-Version not echoed")
				}
			}},
		{name: "version default", method: "GET", path: "/v1/usage", key: "all", status: 200,
			check: func(t *testing.T, res *http.Response, _ []byte) {
				if res.Header.Get("Service-Version") != "2026-08-01" {
					t.Error("omitted Service-Version should mean the newest")
				}
			}},
		{name: "version unsupported", method: "GET", path: "/v1/usage", key: "all", headers: map[string]string{"Service-Version": "1999-01-01"}, status: 400, code: "version_unsupported"},
		{name: "usage start after end", method: "GET", path: "/v1/usage?start_date=2026-05-02&end_date=2026-05-01", key: "all", status: 400, code: "parameter_invalid"},
		{name: "usage window over 365 days", method: "GET", path: "/v1/usage?start_date=2025-01-01&end_date=2026-01-02", key: "all", status: 400, code: "parameter_invalid"},
		{name: "usage bad date", method: "GET", path: "/v1/usage?start_date=yesterday", key: "all", status: 400, code: "parameter_invalid"},
		{name: "usage bad group_by", method: "GET", path: "/v1/usage?group_by[]=planet", key: "all", status: 400, code: "parameter_invalid"},
		{name: "usage group_by accepted", method: "GET", path: "/v1/usage?group_by[]=date&group_by[]=endpoint&group_by[]=api_key", key: "all", status: 200},
		{name: "unknown route", method: "GET", path: "/v1/nothing-here", key: "all", status: 404, code: "resource_not_found"},
		{name: "unknown route still needs a key", method: "GET", path: "/v1/nothing-here", status: 401},
		{name: "malformed JSON", method: "POST", path: "/v1/keys", key: "all", body: `{"name": `, status: 400, code: "body_invalid"},
		{name: "wrong JSON type", method: "POST", path: "/v1/keys", key: "all", body: `{"name": 5}`, status: 400, code: "parameter_invalid"},
		{name: "body too large", method: "POST", path: "/v1/keys", key: "all", body: `{"name": "` + strings.Repeat("x", 1<<20) + `"}`, status: 413, code: "body_too_large"},
		{name: "unknown scope", method: "POST", path: "/v1/keys", key: "all", body: `{"scopes": ["space:write"]}`, status: 400, code: "parameter_invalid"},
		{name: "create key", method: "POST", path: "/v1/keys", key: "all", body: `{"name": "ci"}`, status: 200, contain: []string{`"secret":"sk_live_`}},
		{name: "list keys hides secrets", method: "GET", path: "/v1/keys", key: "all", status: 200, contain: []string{`"object":"list"`},
			check: func(t *testing.T, _ *http.Response, body []byte) {
				if strings.Contains(string(body), `"secret"`) {
					t.Error("list shows a secret")
				}
			}},
		{name: "revoke unknown key", method: "DELETE", path: "/v1/keys/key_nope", key: "all", status: 404, code: "resource_not_found"},
		{name: "host guard", method: "GET", path: "/v1/usage", key: "all", headers: map[string]string{"Host": "evil.example:" + port}, status: 421, code: "host_not_allowed"},
		{name: "host guard wrong port", method: "GET", path: "/v1/usage", key: "all", headers: map[string]string{"Host": "localhost:1"}, status: 421},
		{name: "localhost allowed", method: "GET", path: "/v1/usage", key: "all", headers: map[string]string{"Host": "localhost:" + port}, status: 200},
		{name: "no CORS preflight", method: "OPTIONS", path: "/v1/usage", headers: map[string]string{"Origin": "http://evil.example", "Access-Control-Request-Method": "GET"}, status: 401,
			check: func(t *testing.T, res *http.Response, _ []byte) {
				if res.Header.Get("Access-Control-Allow-Origin") != "" {
					t.Error("CORS header present")
				}
			}},
		{name: "bridge without secret", method: "POST", path: "/_bridge/call", body: `{"method":"ListKeys","args":[]}`, status: 401, code: "bridge_secret_invalid"},
		{name: "bridge with wrong secret", method: "POST", path: "/_bridge/call", headers: map[string]string{"X-Carrel-Bridge": "guess"}, body: `{"method":"ListKeys"}`, status: 401},
		{name: "bridge with secret acts as owner", method: "POST", path: "/_bridge/call", headers: map[string]string{"X-Carrel-Bridge": e.bridge}, body: `{"method":"ListKeys","args":[]}`, status: 200, contain: []string{`"owner":true`}},
		{name: "bridge obeys host guard", method: "POST", path: "/_bridge/call", headers: map[string]string{"X-Carrel-Bridge": e.bridge, "Host": "rebind.example:" + port}, body: `{"method":"ListKeys"}`, status: 421},
		{name: "bridge stream is SSE", method: "POST", path: "/_bridge/stream", headers: map[string]string{"X-Carrel-Bridge": e.bridge}, body: `{"method":"StreamMessage"}`, status: 200,
			contain: []string{"event: message.delta\ndata: {\"delta\":\"hi\"}\n\n", "event: message.completed"}},
	})
}

func TestIdempotency(t *testing.T) {
	e := newEnv(t)
	post := func(key, body string) (*http.Response, []byte) {
		return e.do(scenario{method: "POST", path: "/v1/keys", key: "all", body: body, headers: map[string]string{"Idempotency-Key": key}})
	}
	r1, b1 := post("k1", `{"name":"one"}`)
	r2, b2 := post("k1", `{"name":"one"}`)
	if r1.StatusCode != 200 || r2.StatusCode != 200 || string(b1) != string(b2) {
		t.Fatalf("replay differs: %d %s / %d %s", r1.StatusCode, b1, r2.StatusCode, b2)
	}
	if r2.Header.Get("Idempotent-Replayed") != "true" {
		t.Error("replay not marked")
	}
	l, _ := e.b.Service.Keys.List(service.OwnerContext(context.Background()))
	n := 0
	for _, k := range l.Data {
		if k.Name == "one" {
			n++
		}
	}
	if n != 1 {
		t.Errorf("%d keys named one, want 1 (replay must not create again)", n)
	}
	r3, b3 := post("k1", `{"name":"two"}`)
	if r3.StatusCode != 409 || !strings.Contains(string(b3), "idempotency_key_reused") {
		t.Errorf("different body: %d %s", r3.StatusCode, b3)
	}
	// An error response is replayed too (it is the first response).
	r4, b4 := post("k2", `{"scopes":["bogus"]}`)
	r5, b5 := post("k2", `{"scopes":["bogus"]}`)
	if r4.StatusCode != 400 || r5.StatusCode != 400 || string(b4) != string(b5) {
		t.Errorf("error replay: %d %s / %d %s", r4.StatusCode, b4, r5.StatusCode, b5)
	}
	// Keys are per API key: another key may reuse the same Idempotency-Key freely (a test key
	// creates only test keys, hence "test": true).
	r6, _ := e.do(scenario{method: "POST", path: "/v1/keys", key: "test", body: `{"name":"three","test":true}`, headers: map[string]string{"Idempotency-Key": "k1"}})
	if r6.StatusCode != 200 || r6.Header.Get("Idempotent-Replayed") != "" {
		t.Errorf("other key got status %d replayed=%q", r6.StatusCode, r6.Header.Get("Idempotent-Replayed"))
	}
}

func TestRateLimit(t *testing.T) {
	e := newEnv(t)
	var last *http.Response
	for i := 0; i < 400; i++ {
		res, _ := e.do(scenario{method: "GET", path: "/v1/keys", key: "all"})
		if res.StatusCode == 429 {
			last = res
			break
		}
	}
	if last == nil {
		t.Fatal("no 429 after 400 rapid requests (burst 100, 50/s)")
	}
	if last.Header.Get("Retry-After") == "" {
		t.Error("429 without Retry-After")
	}
	// Other keys have their own bucket.
	if res, _ := e.do(scenario{method: "GET", path: "/v1/keys", key: "test"}); res.StatusCode != 200 {
		t.Errorf("other key limited too: %d", res.StatusCode)
	}
}

func TestReadiness(t *testing.T) {
	start := time.Now()
	e := newEnv(t)
	res, _ := e.do(scenario{method: "GET", path: "/v1/usage", key: "all"})
	if res.StatusCode != 200 {
		t.Fatalf("status %d", res.StatusCode)
	}
	t.Logf("open + first answer in %v", time.Since(start))
}

// startFunded starts the backend's workers and tops the owner's credits up by n, returning the
// owner's context.
func (e *env) startFunded(t *testing.T, n int) context.Context {
	t.Helper()
	if err := e.b.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	owner := service.OwnerContext(context.Background())
	if err := e.b.Service.Credits.TopUp(owner, n); err != nil {
		t.Fatal(err)
	}
	return owner
}

// setSettings changes the owner's settings as the window's Settings page does: read them, let
// change edit them, save them through the service.
func (e *env) setSettings(t *testing.T, change func(*service.Settings)) {
	t.Helper()
	owner := service.OwnerContext(context.Background())
	st, err := e.b.Service.Settings.Get(owner)
	if err != nil {
		t.Fatal(err)
	}
	change(&st)
	if _, err := e.b.Service.Settings.Update(owner, st); err != nil {
		t.Fatal(err)
	}
}
