package httpapi_test

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"carrel/backend/domain"
	"carrel/backend/service"
)

// TestIdempotentReplayOfStream (issue 16 item 13): a chat message sent with stream true and an
// Idempotency-Key answers text/event-stream; the retry with the same key replays the same
// status, content type, events and X-Credits-Cost, and charges nothing more.
func TestIdempotentReplayOfStream(t *testing.T) {
	e := newEnv(t)
	if err := e.b.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	ctx := service.OwnerContext(context.Background())
	jsonl := `{"title": "Hash kernels", "abstract": "Hash kernels map features to a fixed number of weights. They make training of large models fast."}
`
	if _, err := e.b.Service.Papers.Import(ctx, service.ImportParams{Format: "jsonl", Filename: "p.jsonl", Data: []byte(jsonl)}); err != nil {
		t.Fatal(err)
	}
	l, err := e.b.Service.Papers.List(ctx, service.ListPapersParams{ListParams: service.ListParams{Limit: 10}})
	if err != nil || len(l.Data) != 1 {
		t.Fatalf("papers %+v %v", l, err)
	}
	wctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	if err := e.b.Service.Indexer.WaitIdle(wctx); err != nil {
		t.Fatal(err)
	}
	res, body := e.do(scenario{method: "POST", path: "/v1/chats", key: "all", body: `{"paper_ids": ["` + l.Data[0].ID + `"]}`})
	var chat domain.Chat
	decodeInto(t, body, &chat)
	if res.StatusCode != 200 || chat.ID == "" {
		t.Fatalf("create chat: %d %s", res.StatusCode, body)
	}
	consumed := func() int {
		b, err := e.b.Service.Credits.BalanceFor(ctx, service.Principal{Owner: true})
		if err != nil {
			t.Fatal(err)
		}
		return b.Consumed
	}
	before := consumed()
	send := func() ([]byte, string, int, string, string) {
		res, body := e.do(scenario{method: "POST", path: "/v1/chats/" + chat.ID + "/messages", key: "all",
			body: `{"content": "What do hash kernels do?", "stream": true}`, headers: map[string]string{"Idempotency-Key": "sse-1"}})
		return body, res.Header.Get("Content-Type"), res.StatusCode, res.Header.Get("X-Credits-Cost"), res.Header.Get("Idempotent-Replayed")
	}
	first, ctype, status, cost, _ := send()
	if status != 200 || !strings.HasPrefix(ctype, "text/event-stream") || !bytes.Contains(first, []byte("event: ")) {
		t.Fatalf("first: %d %q %.300s", status, ctype, first)
	}
	spent := consumed() - before
	again, ctype2, status2, cost2, replayed := send()
	if status2 != status || ctype2 != ctype || cost2 != cost || replayed != "true" {
		t.Errorf("replay: status %d type %q cost %q replayed %q, want %d %q %q true", status2, ctype2, cost2, replayed, status, ctype, cost)
	}
	if !bytes.Equal(again, first) {
		t.Errorf("replayed events differ:\n%.300s\nwant\n%.300s", again, first)
	}
	if d := consumed() - before; d != spent || cost == "0" {
		t.Errorf("consumed %d after replay, %d after the first (X-Credits-Cost %s)", d, spent, cost)
	}
}
