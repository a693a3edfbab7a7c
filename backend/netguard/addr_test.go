package netguard

import (
	"errors"
	"net/netip"
	"testing"
)

func TestClassify(t *testing.T) {
	blocked := []string{"127.0.0.1", "127.0.0.2", "::1", "10.0.0.1", "172.16.5.4", "172.31.255.255",
		"192.168.1.1", "fc00::1", "fd12:3456::1", "169.254.169.254", "fe80::1", "100.64.0.1",
		"100.127.255.254", "0.0.0.0", "::", "224.0.0.1", "ff02::1", "255.255.255.255", "240.0.0.1",
		"::ffff:127.0.0.1", "::ffff:10.0.0.1", "::ffff:169.254.169.254", "::127.0.0.1",
		"64:ff9b::a00:1", "2002:c0a8:101::1", "0.1.2.3", "198.18.0.1", "fe80::1%eth0"}
	for _, s := range blocked {
		if classify(netip.MustParseAddr(s)) == "" {
			t.Errorf("%s was not refused", s)
		}
	}
	public := []string{"93.184.216.34", "1.1.1.1", "172.32.0.1", "100.128.0.1", "2606:4700::1111",
		"::ffff:8.8.8.8", "64:ff9b::808:808"}
	for _, s := range public {
		if r := classify(netip.MustParseAddr(s)); r != "" {
			t.Errorf("%s refused as %s", s, r)
		}
	}
}

func TestCheckURL(t *testing.T) {
	cases := []struct {
		url          string
		allowPrivate bool
		refused      bool
	}{
		{"http://localhost/", false, true},
		{"http://LOCALHOST.:8080/x", false, true},
		{"http://api.localhost/", false, true},
		{"http://127.0.0.1:9/", false, true},
		{"http://[::1]/", false, true},
		{"http://[::ffff:7f00:1]/", false, true},
		{"http://10.1.2.3/", false, true},
		{"http://169.254.169.254/latest/meta-data", false, true},
		{"http://100.64.0.1/", false, true},
		{"http://[fe80::1%25eth0]/", false, true},
		{"http://0.0.0.0/", false, true},
		{"http://224.0.0.1/", true, true},
		{"file:///etc/passwd", true, true},
		{"gopher://example.org/", false, true},
		{"ftp://example.org/a.pdf", false, true},
		{"http:///nohost", false, true},
		{"http://example.org/paper.pdf", false, false},
		{"https://93.184.216.34/x.pdf", false, false},
		{"http://127.0.0.1:8080/", true, false},
		{"http://localhost/", true, false},
	}
	for _, c := range cases {
		err := CheckURL(c.url, c.allowPrivate)
		var be *BlockedError
		if c.refused != errors.As(err, &be) {
			t.Errorf("CheckURL(%q, %v) = %v, want refused=%v", c.url, c.allowPrivate, err, c.refused)
		}
	}
}
