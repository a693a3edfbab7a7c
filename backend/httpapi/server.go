// Package httpapi is the /v1 HTTP transport: it decodes requests, calls the service and encodes
// responses. Every rule lives in the service; this package only maps to and from the wire.
package httpapi

import (
	"context"
	"encoding/json"
	"io/fs"
	"net"
	"net/http"
	"strings"
	"time"

	"carrel/backend/service"
)

// SupportedVersions are the Service-Version values this build understands; the first is the newest.
var SupportedVersions = []string{"2026-08-01"}

// Bridge lets the browser build of the window call the same bound methods as the Wails window.
type Bridge interface {
	Call(ctx context.Context, method string, args []json.RawMessage) (any, error)
	Stream(ctx context.Context, method string, args []json.RawMessage, emit func(event string, data any)) error
}

// Options configure the transport.
type Options struct {
	// Addr is the host:port the server is bound to; the Host guard accepts it and localhost on the same port.
	Addr string
	// Frontend serves the window's files at / when non-nil.
	Frontend fs.FS
	// Bridge and BridgeSecret enable /_bridge for the browser build; without a secret the bridge is off.
	Bridge       Bridge
	BridgeSecret string
	// ReadTimeout bounds reading a whole request, body included (Start's server); 0 means the
	// ReadTimeout constant. Tests set a short one to watch a dribbling client cut off.
	ReadTimeout time.Duration
}

// API is the HTTP handler.
type API struct {
	svc  *service.Service
	opts Options
	mux  *http.ServeMux
}

// New builds the handler with every route of routes.go.
func New(svc *service.Service, opts Options) http.Handler {
	a := &API{svc: svc, opts: opts, mux: http.NewServeMux()}
	a.routes()
	return a.recoverer(a.requestID(a.hostGuard(a.mux)))
}

// allowedHost reports whether the Host header names the bound address or localhost on its port:
// anything else is a DNS-rebinding attempt or a misdirected request.
func (a *API) allowedHost(host string) bool {
	_, port, err := net.SplitHostPort(a.opts.Addr)
	if err != nil {
		return false
	}
	h, p, err := net.SplitHostPort(host)
	if err != nil {
		h, p = host, "80"
	}
	if p != port {
		return false
	}
	bound, _, _ := net.SplitHostPort(a.opts.Addr)
	h = strings.ToLower(strings.Trim(h, "[]"))
	return h == bound || h == "localhost" || (bound == "127.0.0.1" && h == "127.0.0.1") || (bound == "::1" && h == "::1")
}

// Connection limits of the API server: a client gets 10 s to send its headers and 5 minutes for a
// whole request (a 100 MB upload needs well under a minute on loopback), and an idle keep-alive
// connection is closed after 2 minutes. Responses have no write deadline: SSE streams run long.
const (
	ReadHeaderTimeout = 10 * time.Second
	ReadTimeout       = 5 * time.Minute
	IdleTimeout       = 2 * time.Minute
)

// NewServer is the http.Server for h bound at addr, with the connection limits above, so a slow
// or stalled client cannot hold a connection (and the slot behind it) forever.
func NewServer(h http.Handler, addr string) *http.Server {
	return &http.Server{Addr: addr, Handler: h, ReadHeaderTimeout: ReadHeaderTimeout, ReadTimeout: ReadTimeout,
		IdleTimeout: IdleTimeout, MaxHeaderBytes: 64 << 10}
}
