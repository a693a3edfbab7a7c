package httpapi

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"time"

	"carrel/backend/service"
)

// Start listens on opts.Addr and serves the API (and the frontend, the bridge when set) until ctx
// ends; it returns once listening, with Addr the address actually bound (port 0 becomes the
// kernel's choice). Serving errors after that are written to logw. The window (app.go) and
// `carrel serve` both start the API through it.
func Start(ctx context.Context, svc *service.Service, opts Options, logw io.Writer) (*http.Server, error) {
	ln, err := net.Listen("tcp", opts.Addr)
	if err != nil {
		return nil, fmt.Errorf("listen on %s: %w", opts.Addr, err)
	}
	opts.Addr = ln.Addr().String()
	srv := NewServer(New(svc, opts), opts.Addr)
	if opts.ReadTimeout > 0 {
		srv.ReadTimeout = opts.ReadTimeout
	}
	// Download links name the bound address, never the --addr text (":0" would give "http://:0").
	svc.SetDownloadHost("http://" + opts.Addr)
	go func() {
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			fmt.Fprintln(logw, "carrel: api server:", err)
		}
	}()
	go func() {
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		srv.Shutdown(sctx)
	}()
	return srv, nil
}
