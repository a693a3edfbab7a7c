package httpapi_test

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"carrel/backend/httpapi"
)

// TestSlowBodyCutOff (issue 16 item 11): a client that sends its headers and then dribbles the
// body (a byte every 100 ms) is cut off once the server's read deadline passes: it gets at most
// an error answer and a closed connection within the deadline plus a margin, and the server
// keeps answering others.
func TestSlowBodyCutOff(t *testing.T) {
	e := newEnv(t)
	const deadline = time.Second
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	srv, err := httpapi.Start(ctx, e.b.Service, httpapi.Options{Addr: "127.0.0.1:0", ReadTimeout: deadline}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	conn, err := net.Dial("tcp", srv.Addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	start := time.Now()
	fmt.Fprintf(conn, "POST /v1/documents HTTP/1.1\r\nHost: %s\r\nAuthorization: Bearer %s\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{\"url\":\"",
		srv.Addr, e.keys["all"])
	stopDribble := make(chan struct{})
	defer close(stopDribble)
	go func() {
		for {
			select {
			case <-stopDribble:
				return
			case <-time.After(100 * time.Millisecond):
			}
			if _, err := conn.Write([]byte("a")); err != nil {
				return
			}
		}
	}()
	conn.SetReadDeadline(time.Now().Add(deadline + 10*time.Second)) // the test's own bound
	br := bufio.NewReader(conn)
	status := "none"
	if res, err := http.ReadResponse(br, nil); err == nil {
		status = res.Status
		io.Copy(io.Discard, res.Body)
		res.Body.Close()
		if res.StatusCode != 400 && res.StatusCode != 408 {
			t.Errorf("answer %s, want 400 or 408 or none", res.Status)
		}
	}
	// After any answer the server closes the connection: a read ends with EOF or a reset, not
	// with the test's own deadline.
	_, err = br.ReadByte()
	took := time.Since(start)
	if ne, ok := err.(net.Error); err == nil || ok && ne.Timeout() {
		t.Fatalf("connection still open after %s (%v)", took, err)
	}
	t.Logf("read deadline %s: cut off after %s (answer %s)", deadline, took.Round(10*time.Millisecond), status)
	if took > deadline+2*time.Second {
		t.Errorf("cut off after %s, want within %s", took, deadline+2*time.Second)
	}
	res, body := e.doURL(t, "http://"+srv.Addr+"/v1/documents", "all")
	if res != 200 {
		t.Errorf("another client after the cut-off: %d %s", res, body)
	}
	if !strings.Contains(body, `"object":"list"`) {
		t.Errorf("list body %s", body)
	}
}

// doURL GETs u with the named key, returning the status and body.
func (e *env) doURL(t *testing.T, u, key string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest("GET", u, nil)
	req.Header.Set("Authorization", "Bearer "+e.keys[key])
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(b)
}
