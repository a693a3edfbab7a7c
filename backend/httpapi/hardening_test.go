package httpapi_test

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"carrel/backend/app"
	"carrel/backend/httpapi"
	"carrel/backend/service"
)

// TestServerTimeouts (issue 16 item 11): the API server bounds headers, whole requests and idle connections.
func TestServerTimeouts(t *testing.T) {
	srv := httpapi.NewServer(http.NotFoundHandler(), "127.0.0.1:0")
	if srv.ReadHeaderTimeout <= 0 || srv.ReadHeaderTimeout > 30*time.Second || srv.ReadTimeout <= 0 || srv.IdleTimeout <= 0 {
		t.Fatalf("timeouts header %s read %s idle %s: each must be set", srv.ReadHeaderTimeout, srv.ReadTimeout, srv.IdleTimeout)
	}
	if srv.WriteTimeout != 0 {
		t.Error("a write deadline would cut SSE streams")
	}
}

// TestWireHardening (issue 16 item 15, with the bad-URL rule of item 14): security headers on every
// response, the same code for a refused URL on documents and webhooks, the allow_private_urls
// setting applied without the flag, and a private data folder.
func TestWireHardening(t *testing.T) {
	dir := t.TempDir()
	// A folder made by an older build: world-readable database and files.
	os.WriteFile(filepath.Join(dir, "carrel.db"), nil, 0o644)
	os.MkdirAll(filepath.Join(dir, "documents"), 0o755)
	os.WriteFile(filepath.Join(dir, "documents", "old.pdf"), []byte("%PDF-1.4"), 0o644)
	os.Chmod(dir, 0o755)
	e := newEnv(t, func(o *app.Options) { o.DataDir = dir })

	for path, want := range map[string]os.FileMode{dir: 0o700, filepath.Join(dir, "carrel.db"): 0o600,
		filepath.Join(dir, "documents"): 0o700, filepath.Join(dir, "documents", "old.pdf"): 0o600} {
		if st, err := os.Stat(path); err != nil || st.Mode().Perm() != want {
			t.Errorf("%s: mode %v, want %v (%v)", path, st.Mode().Perm(), want, err)
		}
	}

	headers := func(t *testing.T, res *http.Response, _ []byte) {
		for h, want := range map[string]string{"X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY", "Content-Security-Policy": "frame-ancestors 'none'"} {
			if !strings.Contains(res.Header.Get(h), want) {
				t.Errorf("%s = %q, want %q", h, res.Header.Get(h), want)
			}
		}
	}
	e.run(t, []scenario{
		{name: "headers on a success", method: "GET", path: "/v1/documents", key: "all", status: 200, check: headers},
		{name: "headers on an error", method: "GET", path: "/v1/documents", status: 401, check: headers},
		{name: "headers off /v1", method: "GET", path: "/nothing-here", status: 404, check: headers},
		{name: "private url for a document", method: "POST", path: "/v1/documents", key: "all", body: `{"url":"http://10.1.2.3/a.pdf"}`,
			status: 400, code: "parameter_invalid", contain: []string{`"param":"url"`}},
		{name: "same url for a webhook", method: "POST", path: "/v1/webhook-endpoints", key: "all", body: `{"url":"https://10.1.2.3/hook","events":["*"]}`,
			status: 400, code: "parameter_invalid", contain: []string{`"param":"url"`}},
		{name: "loopback for a document", method: "POST", path: "/v1/documents", key: "all", body: `{"url":"http://127.0.0.1:1/a.pdf"}`,
			status: 400, code: "parameter_invalid"},
	})

	// The owner's allow_private_urls setting, without the --allow-private-urls flag, lets a
	// loopback URL through.
	pdfBytes := miniPDF(41)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/pdf")
		w.Write(pdfBytes)
	}))
	defer srv.Close()
	e.setSettings(t, func(st *service.Settings) { st.AllowPrivateURLs = true })
	e.run(t, []scenario{
		{name: "loopback allowed by the setting", method: "POST", path: "/v1/documents", key: "all",
			body: jsonBody(map[string]string{"url": srv.URL + "/p.pdf"}), status: 202},
		{name: "nothing listening: generic message", method: "POST", path: "/v1/documents", key: "all", body: `{"url":"http://127.0.0.1:1/a.pdf"}`,
			status: 400, code: "url_unreachable", check: func(t *testing.T, _ *http.Response, body []byte) {
				if strings.Contains(string(body), "127.0.0.1") || strings.Contains(string(body), "dial") {
					t.Errorf("message leaks addresses or Go errors: %s", body)
				}
			}},
	})
}
