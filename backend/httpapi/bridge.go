package httpapi

import (
	"crypto/subtle"
	"encoding/json"
	"fmt"
	"io/fs"
	"net/http"
	"path"
	"strings"

	"carrel/backend/apierr"
	"carrel/backend/service"
)

type bridgeRequest struct {
	Method string            `json:"method"`
	Args   []json.RawMessage `json:"args"`
}

// bridgeAuth admits the browser build of the window: it must present the per-launch secret that
// only the person who started `carrel serve` has seen. It then acts as the local owner.
func (a *API) bridgeAuth(w http.ResponseWriter, r *http.Request) (*http.Request, bridgeRequest, bool) {
	var req bridgeRequest
	if a.opts.Bridge == nil || a.opts.BridgeSecret == "" {
		writeError(w, apierr.NotFound("The window bridge is not enabled."))
		return r, req, false
	}
	got := r.Header.Get("X-Carrel-Bridge")
	if subtle.ConstantTimeCompare([]byte(got), []byte(a.opts.BridgeSecret)) != 1 {
		writeError(w, apierr.Unauthenticated("bridge_secret_invalid", "Missing or wrong X-Carrel-Bridge secret."))
		return r, req, false
	}
	r.Body = http.MaxBytesReader(w, r.Body, maxUploadBody*2)
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Method == "" {
		writeError(w, apierr.Invalid("body_invalid", "", "Expected {\"method\": ..., \"args\": [...]}."))
		return r, req, false
	}
	return r.WithContext(service.OwnerContext(r.Context())), req, true
}

func (a *API) bridgeCall(w http.ResponseWriter, r *http.Request) {
	r, req, ok := a.bridgeAuth(w, r)
	if !ok {
		return
	}
	res, err := a.opts.Bridge.Call(r.Context(), req.Method, req.Args)
	respond(w, http.StatusOK, res, 0, err)
}

func (a *API) bridgeStream(w http.ResponseWriter, r *http.Request) {
	r, req, ok := a.bridgeAuth(w, r)
	if !ok {
		return
	}
	sse := newSSE(w)
	err := a.opts.Bridge.Stream(r.Context(), req.Method, req.Args, sse.emit)
	if err != nil {
		if !sse.started {
			writeError(w, err)
			return
		}
		sse.emit("error", apierr.Body{Error: apierr.From(err)})
	}
}

// sseWriter writes server-sent events, flushing each one.
type sseWriter struct {
	w       http.ResponseWriter
	started bool
}

func newSSE(w http.ResponseWriter) *sseWriter { return &sseWriter{w: w} }

func (s *sseWriter) emit(event string, data any) {
	if !s.started {
		s.w.Header().Set("Content-Type", "text/event-stream")
		s.w.Header().Set("Cache-Control", "no-cache")
		s.w.WriteHeader(http.StatusOK)
		s.started = true
	}
	b, _ := json.Marshal(data)
	fmt.Fprintf(s.w, "event: %s\ndata: %s\n\n", event, b)
	if f, ok := s.w.(http.Flusher); ok {
		f.Flush()
	}
}

// frontend serves the window's built files; unknown paths fall back to index.html (client routing).
func (a *API) frontend(w http.ResponseWriter, r *http.Request) {
	if a.opts.Frontend == nil || (r.Method != http.MethodGet && r.Method != http.MethodHead) {
		writeError(w, apierr.NotFound("Unrecognized request URL ("+r.Method+" "+r.URL.Path+")."))
		return
	}
	p := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
	if p == "" {
		p = "index.html"
	}
	if _, err := fs.Stat(a.opts.Frontend, p); err != nil {
		p = "index.html"
	}
	if p == "index.html" {
		w.Header().Set("Cache-Control", "no-store")
	}
	http.ServeFileFS(w, r, a.opts.Frontend, p)
}
