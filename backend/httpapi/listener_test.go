package httpapi_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"carrel/backend/app"
	"carrel/backend/domain"
	"carrel/backend/httpapi"
	"carrel/backend/service"
)

// startListener serves e's backend through httpapi.Start, as `carrel serve --addr 127.0.0.1:0`
// does, and returns the address actually bound.
func startListener(t *testing.T, e *env, opts httpapi.Options) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	opts.Addr = "127.0.0.1:0"
	srv, err := httpapi.Start(ctx, e.b.Service, opts, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	return srv.Addr
}

// TestDownloadURLFromBoundListener (issue 16 item 15): started with port 0, export download links
// name the port the kernel chose, never ":0" from the --addr text, and they download.
func TestDownloadURLFromBoundListener(t *testing.T) {
	e, _ := searchEnv(t, true, func(o *app.Options) { o.DownloadHost = "http://127.0.0.1:0" })
	addr := startListener(t, e, httpapi.Options{})
	if strings.HasSuffix(addr, ":0") {
		t.Fatalf("bound address %q", addr)
	}
	s := e.waitSearch(t, e.postSearch(t, "all", `{"query":"vitamin statin residual"}`).ID)
	req, _ := http.NewRequest("POST", "http://"+addr+"/v1/searches/"+s.ID+"/export", strings.NewReader(`{"format":"csv"}`))
	req.Header.Set("Authorization", "Bearer "+e.keys["all"])
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var f domain.File
	json.NewDecoder(res.Body).Decode(&f)
	res.Body.Close()
	if res.StatusCode != 200 || f.DownloadURL == nil {
		t.Fatalf("export: %d %+v", res.StatusCode, f)
	}
	u, err := url.Parse(*f.DownloadURL)
	if err != nil || u.Host != addr {
		t.Fatalf("download_url %q, want host %s", *f.DownloadURL, addr)
	}
	dl, err := http.Get(*f.DownloadURL)
	if err != nil {
		t.Fatal(err)
	}
	data, _ := io.ReadAll(dl.Body)
	dl.Body.Close()
	if dl.StatusCode != 200 || int64(len(data)) != f.ByteSize {
		t.Fatalf("download from %s: %d, %d bytes of %d", *f.DownloadURL, dl.StatusCode, len(data), f.ByteSize)
	}
}

// TestSlowBodyCutOff (issue 16 item 11): a client that sends its headers and then dribbles the
// body is cut off at the read deadline, and the server keeps answering others.
func TestSlowBodyCutOff(t *testing.T) {
	e := newEnv(t)
	const deadline = time.Second
	addr := startListener(t, e, httpapi.Options{ReadTimeout: deadline})
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "POST /v1/searches HTTP/1.1\r\nHost: %s\r\nAuthorization: Bearer %s\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{", addr, e.keys["all"])
	start := time.Now()
	closed := make(chan time.Duration, 1)
	go func() {
		// The server answers or closes; either way the read returns once it gives up on the body.
		br := bufio.NewReader(conn)
		for {
			if _, err := br.ReadByte(); err != nil {
				closed <- time.Since(start)
				return
			}
		}
	}()
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	var cut time.Duration
	for cut == 0 {
		select {
		case d := <-closed:
			cut = d
		case <-tick.C:
			conn.Write([]byte(" ")) // one byte every 100 ms: alive, but never done
			if time.Since(start) > 15*time.Second {
				t.Fatal("a dribbling body held the connection for 15 s; the read deadline is 1 s")
			}
		}
	}
	t.Logf("dribbling client cut off after %s (deadline %s)", cut.Round(time.Millisecond), deadline)
	if cut < deadline/2 {
		t.Errorf("cut off after %s, before the deadline %s: the connection was not held by the body read", cut, deadline)
	}
	req, _ := http.NewRequest("GET", "http://"+addr+"/v1/documents", nil)
	req.Header.Set("Authorization", "Bearer "+e.keys["all"])
	res, err := http.DefaultClient.Do(req)
	if err != nil || res.StatusCode != 200 {
		t.Fatalf("the server after the cut: %v %v", res, err)
	}
	res.Body.Close()
}

// TestStreamedReplay (issue 16 item 13): a streamed (SSE) chat message sent twice with one
// Idempotency-Key is answered once; the replay carries the first response's status, content type
// and bytes, and is not charged again.
func TestStreamedReplay(t *testing.T) {
	e := newEnv(t)
	if err := e.b.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	owner := service.OwnerContext(context.Background())
	jsonl := `{"title": "Hash kernels", "abstract": "Hash kernels map features to a fixed number of weights. They make training of large models fast."}` + "\n"
	if _, err := e.b.Service.Papers.Import(owner, service.ImportParams{Format: "jsonl", Filename: "p.jsonl", Data: []byte(jsonl)}); err != nil {
		t.Fatal(err)
	}
	l, err := e.b.Service.Papers.List(owner, service.ListPapersParams{ListParams: service.ListParams{Limit: 10}})
	if err != nil || len(l.Data) != 1 {
		t.Fatalf("papers %+v %v", l, err)
	}
	_, body := e.do(scenario{method: "POST", path: "/v1/chats", key: "all", body: `{"paper_ids": ["` + l.Data[0].ID + `"]}`})
	var chat domain.Chat
	decodeInto(t, body, &chat)
	send := func(body string) (*http.Response, []byte) {
		return e.do(scenario{method: "POST", path: "/v1/chats/" + chat.ID + "/messages", key: "all", body: body,
			headers: map[string]string{"Idempotency-Key": "stream-once"}})
	}
	first, firstBody := send(`{"content": "What do hash kernels do?", "stream": true}`)
	again, againBody := send(`{ "stream": true, "content": "What do hash kernels do?" }`) // same meaning, other text
	if first.StatusCode != 200 || !strings.HasPrefix(first.Header.Get("Content-Type"), "text/event-stream") || !strings.Contains(string(firstBody), "event:") {
		t.Fatalf("first: %d %q %.300s", first.StatusCode, first.Header.Get("Content-Type"), firstBody)
	}
	if again.StatusCode != first.StatusCode || again.Header.Get("Content-Type") != first.Header.Get("Content-Type") ||
		again.Header.Get("Idempotent-Replayed") != "true" || string(againBody) != string(firstBody) {
		t.Errorf("replay: %d %q replayed=%q, same bytes %v", again.StatusCode, again.Header.Get("Content-Type"),
			again.Header.Get("Idempotent-Replayed"), string(againBody) == string(firstBody))
	}
	if again.Header.Get("X-Credits-Cost") != first.Header.Get("X-Credits-Cost") {
		t.Errorf("X-Credits-Cost %q then %q", first.Header.Get("X-Credits-Cost"), again.Header.Get("X-Credits-Cost"))
	}
	msgs, err := e.b.Service.Chats.ListMessages(owner, chat.ID, service.ListMessagesParams{Limit: 10})
	if err != nil || len(msgs.Data) != 2 {
		t.Fatalf("messages after the replay: %d (want the question and one answer), %v", len(msgs.Data), err)
	}
}
