package service

import (
	"context"
	"encoding/json"
	"errors"
	"net"
	"net/http"
	"os"

	"carrel/backend/apierr"
	"carrel/backend/netguard"
)

// allowPrivateURLs is whether URL documents and webhooks may reach loopback and private
// addresses: the --allow-private-urls flag, or the owner's allow_private_urls setting.
func (s *Service) allowPrivateURLs(ctx context.Context) bool {
	if s.cfg.AllowPrivateURLs {
		return true
	}
	v, ok, err := s.st.R().Setting(ctx, "preferences")
	if err != nil || !ok {
		return false
	}
	var p struct {
		AllowPrivateURLs bool `json:"allow_private_urls"`
	}
	_ = json.Unmarshal([]byte(v), &p)
	return p.AllowPrivateURLs
}

// urlNotAllowed is the one answer to a URL the address guard refuses, for documents and webhooks
// alike: 400 parameter_invalid on url, naming the kind of address but never a resolved IP.
func urlNotAllowed(reason string) error {
	msg := "The url is not allowed"
	if reason != "" {
		msg += " (" + reason + ")"
	}
	return apierr.BadParam("url", msg+"; only public http(s) addresses are reachable unless private URLs are allowed in the settings.")
}

// fetchFailure describes why a URL could not be reached in words that reveal nothing about the
// local network: resolver addresses and resolved IPs stay out of the message.
func fetchFailure(err error) string {
	var dnsErr *net.DNSError
	var opErr *net.OpError
	switch {
	case errors.As(err, &dnsErr):
		return "its host name could not be resolved"
	case errors.Is(err, context.DeadlineExceeded) || errors.Is(err, os.ErrDeadlineExceeded):
		return "it did not answer in time"
	case errors.As(err, &opErr):
		return "the connection failed"
	case errors.Is(err, http.ErrUseLastResponse):
		return "it redirected too often"
	}
	return "the request failed"
}

// blockedReason is a guard refusal's reason without its target.
func blockedReason(err error) (string, bool) {
	var b *netguard.BlockedError
	if errors.As(err, &b) {
		return b.Reason, true
	}
	return "", false
}
