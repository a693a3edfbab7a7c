// Package netguard is an HTTP client for fetching user-supplied URLs without reaching into
// the local machine or network (SSRF): every connection's IP address is checked in the
// dialer's Control hook, after DNS resolution and before connect(2), so DNS rebinding and
// redirects cannot slip past it.
package netguard

import (
	"fmt"
	"net"
	"net/netip"
	"net/url"
	"strings"
)

// BlockedError reports a URL or address that the guard refused before any connection.
type BlockedError struct {
	Target string // the URL or host:port refused
	Reason string // "loopback address", "private address", "scheme ftp not allowed", ...
}

// Error implements error.
func (e *BlockedError) Error() string {
	return fmt.Sprintf("netguard: refused %s: %s", e.Target, e.Reason)
}

var (
	cgnat      = netip.MustParsePrefix("100.64.0.0/10")
	thisNet    = netip.MustParsePrefix("0.0.0.0/8")
	reserved4  = netip.MustParsePrefix("240.0.0.0/4")
	ietf4      = netip.MustParsePrefix("192.0.0.0/24")
	benchmark4 = netip.MustParsePrefix("198.18.0.0/15")
	nat64      = netip.MustParsePrefix("64:ff9b::/96")
	sixToFour  = netip.MustParsePrefix("2002::/16")
	compat6    = netip.MustParsePrefix("::/96")
)

// alwaysRefused reports addresses that are never a web server, even with AllowPrivate.
func alwaysRefused(ip netip.Addr) string {
	switch {
	case ip.IsUnspecified():
		return "unspecified address"
	case ip.IsMulticast():
		return "multicast address"
	case ip == netip.AddrFrom4([4]byte{255, 255, 255, 255}) || (ip.Is4() && reserved4.Contains(ip)):
		return "broadcast or reserved address"
	case ip.Is4() && thisNet.Contains(ip):
		return "this-network address"
	}
	return ""
}

// classify returns why ip is not a public unicast address, or "" when it is. IPv4 embedded
// in IPv6 (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64, 6to4) is judged as IPv4.
func classify(ip netip.Addr) string {
	ip = ip.WithZone("")
	if ip.Is4In6() {
		ip = ip.Unmap()
	}
	if ip.Is6() {
		b := ip.As16()
		switch {
		case nat64.Contains(ip) || (compat6.Contains(ip) && !ip.IsLoopback() && !ip.IsUnspecified()):
			ip = netip.AddrFrom4([4]byte(b[12:16]))
		case sixToFour.Contains(ip):
			ip = netip.AddrFrom4([4]byte(b[2:6]))
		}
	}
	if r := alwaysRefused(ip); r != "" {
		return r
	}
	switch {
	case ip.IsLoopback():
		return "loopback address"
	case ip.IsPrivate():
		return "private address"
	case ip.IsLinkLocalUnicast():
		return "link-local address"
	case ip.Is4() && cgnat.Contains(ip):
		return "carrier-grade NAT address"
	case ip.Is4() && (ietf4.Contains(ip) || benchmark4.Contains(ip)):
		return "reserved address"
	}
	return ""
}

// refusal returns why dialing ip is refused under allowPrivate, or "".
func refusal(ip netip.Addr, allowPrivate bool) string {
	r := classify(ip)
	if r == "" || (allowPrivate && alwaysRefused(ip.Unmap()) == "") {
		return ""
	}
	return r
}

// localNames are host names that always mean this machine.
func isLocalName(host string) bool {
	h := strings.TrimSuffix(strings.ToLower(host), ".")
	return h == "localhost" || strings.HasSuffix(h, ".localhost") || h == "localhost.localdomain" ||
		h == "ip6-localhost" || h == "ip6-loopback"
}

// CheckURL is a fast pre-check without DNS: it refuses non-http(s) schemes, a missing host,
// names such as "localhost" and literal non-public IP addresses. Names that resolve to such
// addresses are caught later, at dial time, by the client from NewClient.
func CheckURL(raw string, allowPrivate bool) error {
	u, err := url.Parse(raw)
	if err != nil {
		return &BlockedError{Target: raw, Reason: "invalid URL"}
	}
	return checkURL(u, allowPrivate)
}

func checkURL(u *url.URL, allowPrivate bool) error {
	target := u.Redacted()
	if u.Scheme != "http" && u.Scheme != "https" {
		return &BlockedError{Target: target, Reason: fmt.Sprintf("scheme %q not allowed", u.Scheme)}
	}
	host := u.Hostname()
	if host == "" {
		return &BlockedError{Target: target, Reason: "no host"}
	}
	if isLocalName(host) && !allowPrivate {
		return &BlockedError{Target: target, Reason: "local host name"}
	}
	if ip, err := netip.ParseAddr(host); err == nil {
		if r := refusal(ip, allowPrivate); r != "" {
			return &BlockedError{Target: target, Reason: r}
		}
	}
	return nil
}

// checkDial is the dial-time check of a resolved "ip:port".
func checkDial(address string, allowPrivate bool, allowed map[string]bool) error {
	if allowed[address] {
		return nil
	}
	host, _, err := net.SplitHostPort(address)
	if err != nil {
		return &BlockedError{Target: address, Reason: "unparsable address"}
	}
	ip, err := netip.ParseAddr(host)
	if err != nil {
		return &BlockedError{Target: address, Reason: "not an IP address"}
	}
	if r := refusal(ip, allowPrivate); r != "" {
		return &BlockedError{Target: address, Reason: r}
	}
	return nil
}
