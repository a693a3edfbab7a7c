package service

import (
	"context"
	"errors"
	"net"
	"net/url"
	"strings"
	"syscall"
	"testing"

	"carrel/backend/netguard"
)

// TestURLFailuresHideAddresses (issue 16 item 15): what a refused or failed URL fetch tells the
// caller names the kind of failure, never a resolver, a resolved IP or Go's error text.
func TestURLFailuresHideAddresses(t *testing.T) {
	wrap := func(err error) error { return &url.Error{Op: "Get", URL: "http://intranet.example/a.pdf", Err: err} }
	dns := &net.DNSError{Err: "no such host", Name: "intranet.example", Server: "10.0.0.53:53", IsNotFound: true}
	cases := []struct {
		name string
		err  error
		want string
	}{
		{"name does not resolve", wrap(&net.OpError{Op: "dial", Net: "tcp", Err: dns}), "its host name could not be resolved"},
		{"connection refused", wrap(&net.OpError{Op: "dial", Net: "tcp", Addr: &net.TCPAddr{IP: net.IPv4(192, 168, 1, 7), Port: 80}, Err: syscall.ECONNREFUSED}), "the connection failed"},
		{"timed out", wrap(context.DeadlineExceeded), "it did not answer in time"},
		{"anything else", wrap(errors.New("tls: handshake failure with 172.16.0.9")), "the request failed"},
	}
	for _, c := range cases {
		got := fetchFailure(c.err)
		if got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
		for _, leak := range []string{"10.0.0.53", "192.168", "172.16", "intranet", "dial", "Get "} {
			if strings.Contains(got, leak) {
				t.Errorf("%s: %q leaks %q", c.name, got, leak)
			}
		}
	}
	// A name that resolved to a private address is refused at dial time; the answer names the
	// kind of address only.
	blocked := wrap(&net.OpError{Op: "dial", Net: "tcp", Err: &netguard.BlockedError{Target: "10.1.2.3:80", Reason: "private address"}})
	reason, ok := blockedReason(blocked)
	if !ok {
		t.Fatal("a dial-time refusal is not recognised as one")
	}
	msg := urlNotAllowed(reason).Error()
	if !strings.Contains(msg, "private address") || strings.Contains(msg, "10.1.2.3") {
		t.Errorf("refusal message %q: want the kind of address and no IP", msg)
	}
}
