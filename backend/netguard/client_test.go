package netguard

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// countingListener accepts connections on a loopback address and counts them; it answers
// each with a minimal HTTP response so an allowed request completes.
type countingListener struct {
	ln       net.Listener
	accepted atomic.Int64
}

func listen(t *testing.T, addr string) *countingListener {
	t.Helper()
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		t.Skipf("cannot listen on %s: %v", addr, err)
	}
	c := &countingListener{ln: ln}
	go func() {
		for {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			c.accepted.Add(1)
			go func() {
				defer conn.Close()
				buf := make([]byte, 4096)
				_, _ = conn.Read(buf)
				_, _ = conn.Write([]byte("HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\nok"))
			}()
		}
	}()
	t.Cleanup(func() { ln.Close() })
	return c
}

func (c *countingListener) port() int { return c.ln.Addr().(*net.TCPAddr).Port }

// dialLog records every address the guard let through to connect(2).
type dialLog struct {
	mu    sync.Mutex
	addrs []string
}

func (d *dialLog) add(a string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.addrs = append(d.addrs, a)
}

func (d *dialLog) list() []string {
	d.mu.Lock()
	defer d.mu.Unlock()
	return append([]string(nil), d.addrs...)
}

func mustBlocked(t *testing.T, err error) *BlockedError {
	t.Helper()
	var be *BlockedError
	if !errors.As(err, &be) {
		t.Fatalf("want *BlockedError, got %T %v", err, err)
	}
	return be
}

func TestLoopbackRefusedBeforeAnyConnection(t *testing.T) {
	l := listen(t, "127.0.0.1:0")
	log := &dialLog{}
	client := NewClient(Options{onDial: log.add})
	for _, u := range []string{
		fmt.Sprintf("http://127.0.0.1:%d/", l.port()),
		fmt.Sprintf("http://localhost:%d/", l.port()),
		fmt.Sprintf("http://[::ffff:127.0.0.1]:%d/", l.port()),
	} {
		_, _, err := Fetch(context.Background(), client, u, 0)
		mustBlocked(t, err)
	}
	// the dialer itself, reached with a name the URL pre-check does not know, resolves it
	// and refuses the loopback address in Control, before connect
	tr := client.Transport.(*guardTransport).base.(*http.Transport)
	_, err := tr.DialContext(context.Background(), "tcp", fmt.Sprintf("localhost:%d", l.port()))
	if be := mustBlocked(t, err); !strings.Contains(be.Reason, "loopback") {
		t.Errorf("reason %q", be.Reason)
	}
	if n := l.accepted.Load(); n != 0 {
		t.Fatalf("listener accepted %d connections; the guard must refuse before connecting", n)
	}
	if got := log.list(); len(got) != 0 {
		t.Fatalf("guard let through %v", got)
	}
	// the same listener does count a connection when private addresses are allowed
	body, _, err := Fetch(context.Background(), NewClient(Options{AllowPrivate: true}), fmt.Sprintf("http://127.0.0.1:%d/", l.port()), 0)
	if err != nil || string(body) != "ok" {
		t.Fatalf("allowed fetch: %q %v", body, err)
	}
	if n := l.accepted.Load(); n != 1 {
		t.Fatalf("accepted %d, want 1", n)
	}
}

// TestRedirectsRechecked lets the test server's own address through (AllowAddrs) and
// checks that every redirect target is refused before it is dialed, once with the URL
// pre-check and once by the dial-time guard alone.
func TestRedirectsRechecked(t *testing.T) {
	for _, dialOnly := range []bool{false, true} {
		t.Run(fmt.Sprintf("dialGuardOnly=%v", dialOnly), func(t *testing.T) { testRedirects(t, dialOnly) })
	}
}

func testRedirects(t *testing.T, dialOnly bool) {
	second := listen(t, "127.0.0.2:0")
	targets := map[string]string{
		"/to-127002":   fmt.Sprintf("http://127.0.0.2:%d/", second.port()),
		"/to-10":       "http://10.0.0.1/x.pdf",
		"/to-mapped":   "http://[::ffff:10.0.0.1]/",
		"/to-metadata": "http://169.254.169.254/latest/meta-data",
		"/to-local":    fmt.Sprintf("http://localhost:%d/", second.port()),
	}
	if !dialOnly {
		targets["/to-file"] = "file:///etc/passwd"
		targets["/to-ftp"] = "ftp://example.org/a.pdf"
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if to, ok := targets[r.URL.Path]; ok {
			http.Redirect(w, r, to, http.StatusFound)
			return
		}
		if r.URL.Path == "/loop" {
			http.Redirect(w, r, "/loop", http.StatusFound)
			return
		}
		w.Header().Set("Content-Type", "application/pdf")
		_, _ = w.Write([]byte("%PDF-1.7"))
	}))
	defer srv.Close()
	first := strings.TrimPrefix(srv.URL, "http://")
	log := &dialLog{}
	client := NewClient(Options{AllowAddrs: []string{first}, onDial: log.add, MaxRedirects: 3, dialGuardOnly: dialOnly})

	body, ctype, err := Fetch(context.Background(), client, srv.URL+"/doc.pdf", 0)
	if err != nil || string(body) != "%PDF-1.7" || ctype != "application/pdf" {
		t.Fatalf("first hop: %q %q %v", body, ctype, err)
	}
	for path := range targets {
		_, _, err := Fetch(context.Background(), client, srv.URL+path, 0)
		mustBlocked(t, err)
	}
	if _, _, err := Fetch(context.Background(), client, srv.URL+"/loop", 0); err == nil || !strings.Contains(err.Error(), "redirects") {
		t.Errorf("redirect loop: %v", err)
	}
	if n := second.accepted.Load(); n != 0 {
		t.Fatalf("redirect target accepted %d connections", n)
	}
	for _, a := range log.list() {
		if a != first {
			t.Fatalf("guard let a connection to %s through; only %s is allowed", a, first)
		}
	}
}

// TestDialGuardRefusesPrivateWithoutTraffic dials private addresses directly through the
// guarded dialer: Control refuses them, so not even a SYN leaves the machine.
func TestDialGuardRefusesPrivateWithoutTraffic(t *testing.T) {
	log := &dialLog{}
	client := NewClient(Options{onDial: log.add, AllowAddrs: []string{"127.0.0.1:1"}})
	tr := client.Transport.(*guardTransport).base.(*http.Transport)
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for _, addr := range []string{"10.0.0.1:80", "192.168.0.1:443", "[fd00::1]:80", "100.64.0.1:80", "[::ffff:a00:1]:80", "224.0.0.1:80"} {
		_, err := tr.DialContext(ctx, "tcp", addr)
		mustBlocked(t, err)
	}
	if got := log.list(); len(got) != 0 {
		t.Fatalf("guard let through %v", got)
	}
}

func TestFetchSizeCap(t *testing.T) {
	payload := strings.Repeat("x", 2000)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/chunked" {
			w.(http.Flusher).Flush() // no Content-Length: the cap must act while reading
		}
		_, _ = w.Write([]byte(payload))
	}))
	defer srv.Close()
	first := strings.TrimPrefix(srv.URL, "http://")
	client := NewClient(Options{AllowAddrs: []string{first}})
	for _, path := range []string{"/sized", "/chunked"} {
		if _, _, err := Fetch(context.Background(), client, srv.URL+path, 1000); !errors.Is(err, ErrTooLarge) {
			t.Errorf("%s: want ErrTooLarge, got %v", path, err)
		}
		body, _, err := Fetch(context.Background(), client, srv.URL+path, 2000)
		if err != nil || len(body) != 2000 {
			t.Errorf("%s at the limit: %d bytes, %v", path, len(body), err)
		}
	}
	// the client's own cap applies to plain client.Get too
	small := NewClient(Options{AllowAddrs: []string{first}, MaxBytes: 100})
	for _, path := range []string{"/sized", "/chunked"} {
		resp, err := small.Get(srv.URL + path)
		if err == nil {
			_, err = readAll(resp)
		}
		if !errors.Is(err, ErrTooLarge) {
			t.Errorf("client cap %s: %v", path, err)
		}
	}
}

func readAll(resp *http.Response) ([]byte, error) {
	defer resp.Body.Close()
	var b strings.Builder
	buf := make([]byte, 512)
	for {
		n, err := resp.Body.Read(buf)
		b.Write(buf[:n])
		if err != nil {
			if err.Error() == "EOF" {
				return []byte(b.String()), nil
			}
			return nil, err
		}
	}
}

func TestFetchStatusError(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()
	client := NewClient(Options{AllowAddrs: []string{strings.TrimPrefix(srv.URL, "http://")}})
	_, _, err := Fetch(context.Background(), client, srv.URL+"/missing.pdf", 0)
	var se *StatusError
	if !errors.As(err, &se) || se.Code != 404 {
		t.Fatalf("want StatusError 404, got %v", err)
	}
}
