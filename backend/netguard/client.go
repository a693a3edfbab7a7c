package netguard

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"syscall"
	"time"
)

// Options configure NewClient; zero values mean the defaults of DECISIONS.md.
type Options struct {
	// AllowPrivate lets requests reach loopback, private, link-local and CGNAT addresses
	// (the "allow loopback for local use" setting). Unspecified, multicast and broadcast
	// addresses stay refused.
	AllowPrivate bool
	// Timeout bounds a whole request, body included; default 30 s.
	Timeout time.Duration
	// MaxBytes caps every response body (ErrTooLarge past it); default 100 MB, <0 no cap.
	MaxBytes int64
	// MaxRedirects is how many redirects are followed; default 5, <0 none.
	MaxRedirects int
	// AllowAddrs are exact "ip:port" dial addresses let through although not public, for a
	// known local server such as a test's first hop; a redirect elsewhere is still checked.
	AllowAddrs []string

	// onDial, when set (tests), sees every address the guard let through, before connect.
	onDial func(address string)
	// dialGuardOnly (tests) skips the URL pre-check so that tests prove the dial-time
	// guard alone refuses each hop.
	dialGuardOnly bool
}

// Defaults applied by NewClient.
const (
	DefaultTimeout      = 30 * time.Second
	DefaultMaxBytes     = 100 << 20
	DefaultMaxRedirects = 5
)

// ErrTooLarge is returned while reading a body that exceeds the size cap.
var ErrTooLarge = errors.New("netguard: response body exceeds the size limit")

// NewClient returns an http.Client whose every connection passes the address guard in the
// dialer's Control hook (after DNS, before connect), which ignores proxy settings, follows
// only http(s) redirects up to the limit, and caps response bodies.
func NewClient(o Options) *http.Client {
	if o.Timeout <= 0 {
		o.Timeout = DefaultTimeout
	}
	if o.MaxBytes == 0 {
		o.MaxBytes = DefaultMaxBytes
	}
	if o.MaxRedirects == 0 {
		o.MaxRedirects = DefaultMaxRedirects
	}
	allowed := map[string]bool{}
	for _, a := range o.AllowAddrs {
		allowed[a] = true
	}
	dialer := &net.Dialer{
		Timeout:   10 * time.Second,
		KeepAlive: 30 * time.Second,
		Control: func(network, address string, _ syscall.RawConn) error {
			if err := checkDial(address, o.AllowPrivate, allowed); err != nil {
				return err
			}
			if o.onDial != nil {
				o.onDial(address)
			}
			return nil
		},
	}
	base := &http.Transport{
		Proxy:                 nil, // a proxy would be dialed instead of the target and hide it from the guard
		DialContext:           dialer.DialContext,
		ForceAttemptHTTP2:     true,
		TLSHandshakeTimeout:   10 * time.Second,
		ResponseHeaderTimeout: o.Timeout,
		MaxIdleConns:          10,
		IdleConnTimeout:       30 * time.Second,
	}
	return &http.Client{
		Timeout:   o.Timeout,
		Transport: &guardTransport{base: base, opts: o, allowed: allowed},
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if o.MaxRedirects < 0 {
				return http.ErrUseLastResponse
			}
			if len(via) > o.MaxRedirects {
				return fmt.Errorf("netguard: more than %d redirects", o.MaxRedirects)
			}
			return nil // the transport checks the new URL; the dialer checks its address
		},
	}
}

// guardTransport pre-checks each request's URL (every redirect hop passes here too) and
// caps the response body.
type guardTransport struct {
	base    http.RoundTripper
	opts    Options
	allowed map[string]bool
}

// RoundTrip implements http.RoundTripper.
func (t *guardTransport) RoundTrip(req *http.Request) (*http.Response, error) {
	if !t.allowed[req.URL.Host] && !t.opts.dialGuardOnly {
		if err := checkURL(req.URL, t.opts.AllowPrivate); err != nil {
			return nil, err
		}
	}
	resp, err := t.base.RoundTrip(req)
	if err != nil || t.opts.MaxBytes < 0 {
		return resp, err
	}
	if resp.ContentLength > t.opts.MaxBytes {
		resp.Body.Close()
		return nil, ErrTooLarge
	}
	resp.Body = &cappedBody{rc: resp.Body, left: t.opts.MaxBytes}
	return resp, nil
}

// cappedBody fails with ErrTooLarge once more than its allowance has been read.
type cappedBody struct {
	rc   io.ReadCloser
	left int64
}

// Read implements io.Reader, failing with ErrTooLarge past the allowance.
func (b *cappedBody) Read(p []byte) (int, error) {
	if b.left < 0 {
		return 0, ErrTooLarge
	}
	if int64(len(p)) > b.left+1 {
		p = p[:b.left+1]
	}
	n, err := b.rc.Read(p)
	b.left -= int64(n)
	if b.left < 0 {
		return n + int(b.left), ErrTooLarge
	}
	return n, err
}

// Close closes the underlying body.
func (b *cappedBody) Close() error { return b.rc.Close() }

// StatusError reports a response whose status is not 2xx.
type StatusError struct {
	Code int
}

// Error implements error.
func (e *StatusError) Error() string { return fmt.Sprintf("netguard: HTTP status %d", e.Code) }

// Fetch GETs url with client and returns the body and its Content-Type. It stops reading
// and returns ErrTooLarge as soon as the body exceeds maxBytes (<=0 means DefaultMaxBytes).
// Refusals are *BlockedError, non-2xx statuses *StatusError.
func Fetch(ctx context.Context, client *http.Client, url string, maxBytes int64) ([]byte, string, error) {
	if maxBytes <= 0 {
		maxBytes = DefaultMaxBytes
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, "", &BlockedError{Target: url, Reason: "invalid URL"}
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		return nil, "", &StatusError{Code: resp.StatusCode}
	}
	if resp.ContentLength > maxBytes {
		return nil, "", ErrTooLarge
	}
	body, err := io.ReadAll(&cappedBody{rc: resp.Body, left: maxBytes})
	if err != nil {
		return nil, "", err
	}
	return body, resp.Header.Get("Content-Type"), nil
}
