package httpapi_test

import (
	"context"
	"encoding/binary"
	"net"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
)

// fakeDNS answers DNS queries on a loopback UDP port: names in a (lower case, with the final dot)
// get that IPv4 address, AAAA queries for them an empty answer, every other name NXDOMAIN. No
// query leaves the machine.
func fakeDNS(t *testing.T, a map[string]net.IP) string {
	t.Helper()
	pc, err := net.ListenPacket("udp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { pc.Close() })
	go func() {
		buf := make([]byte, 1500)
		for {
			n, from, err := pc.ReadFrom(buf)
			if err != nil {
				return
			}
			q := buf[:n]
			if len(q) < 12 {
				continue
			}
			// The question: labels up to the zero byte, then type and class.
			var labels []string
			i := 12
			for i < len(q) && q[i] != 0 {
				l := int(q[i])
				if i+1+l > len(q) {
					break
				}
				labels = append(labels, string(q[i+1:i+1+l]))
				i += 1 + l
			}
			if i+5 > len(q) {
				continue
			}
			qtype := binary.BigEndian.Uint16(q[i+1:])
			question := q[12 : i+5]
			name := strings.ToLower(strings.Join(labels, ".")) + "."
			ip, known := a[name]
			out := append([]byte{}, q[:2]...) // the query's id
			flags, answers := uint16(0x8180), uint16(0)
			if !known {
				flags |= 3 // NXDOMAIN
			} else if qtype == 1 {
				answers = 1
			}
			out = binary.BigEndian.AppendUint16(out, flags)
			out = binary.BigEndian.AppendUint16(out, 1)
			out = binary.BigEndian.AppendUint16(out, answers)
			out = append(out, 0, 0, 0, 0)
			out = append(out, question...)
			if answers == 1 {
				out = append(out, 0xc0, 12, 0, 1, 0, 1, 0, 0, 0, 60, 0, 4)
				out = append(out, ip.To4()...)
			}
			pc.WriteTo(out, from)
		}
	}()
	return pc.LocalAddr().String()
}

// useResolver points this process's resolver at the DNS server at addr for the test's duration.
func useResolver(t *testing.T, addr string) {
	old := net.DefaultResolver
	net.DefaultResolver = &net.Resolver{PreferGo: true, Dial: func(ctx context.Context, _, _ string) (net.Conn, error) {
		var d net.Dialer
		return d.DialContext(ctx, "udp", addr)
	}}
	t.Cleanup(func() { net.DefaultResolver = old })
}

// TestURLErrorsEchoNoAddress (issue 16 item 15): a document or webhook URL whose host does not
// resolve gets a generic message, and one whose name resolves to a private address is refused
// before any connection is made; neither message names an IP address.
func TestURLErrorsEchoNoAddress(t *testing.T) {
	e := newEnv(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	var conns atomic.Int32
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			conns.Add(1)
			c.Close()
		}
	}()
	_, port, _ := net.SplitHostPort(ln.Addr().String())
	useResolver(t, fakeDNS(t, map[string]net.IP{"intranet.invalid.": net.IPv4(127, 0, 0, 1)}))
	if ips, err := net.DefaultResolver.LookupHost(context.Background(), "intranet.invalid"); err != nil || len(ips) == 0 || ips[0] != "127.0.0.1" {
		t.Fatalf("fake resolver: %v %v", ips, err) // the cases below would prove nothing
	}
	noIP := func(t *testing.T, _ *http.Response, body []byte) {
		for _, ip := range []string{"127.0.0.1", "::1", "127.0.0.53"} {
			if strings.Contains(string(body), ip) {
				t.Errorf("message names %s: %s", ip, body)
			}
		}
	}
	e.run(t, []scenario{
		{name: "unresolvable host for a document", method: "POST", path: "/v1/documents", key: "all",
			body: `{"url":"http://no-such-host.invalid/a.pdf"}`, status: 400, code: "url_unreachable", contain: []string{"could not be resolved"}, check: noIP},
		{name: "host resolving to loopback for a document", method: "POST", path: "/v1/documents", key: "all",
			body: `{"url":"http://intranet.invalid:` + port + `/a.pdf"}`, status: 400, code: "parameter_invalid", contain: []string{`"param":"url"`, "loopback"}, check: noIP},
		{name: "host resolving to loopback for a webhook", method: "POST", path: "/v1/webhook-endpoints", key: "all",
			body: `{"url":"https://intranet.invalid:` + port + `/hook","events":["*"]}`, status: 400, code: "parameter_invalid", contain: []string{`"param":"url"`}, check: noIP},
	})
	if n := conns.Load(); n != 0 {
		t.Errorf("%d connections reached the private address", n)
	}
}
