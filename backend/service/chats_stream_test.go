package service_test

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"carrel/backend/domain"
	"carrel/backend/internal/shareddata"
)

// sseEvent is one event as eventsource-parser read it.
type sseEvent struct {
	Event string          `json:"event"`
	Data  json.RawMessage `json:"data"`
}

// sseRead is what testdata/sse-check/check.mjs prints.
type sseRead struct {
	Status      int        `json:"status"`
	ContentType string     `json:"contentType"`
	Credits     string     `json:"credits"`
	Events      []sseEvent `json:"events"`
	Aborted     bool       `json:"aborted"`
	Body        string     `json:"body"`
}

// readStream posts a message with stream true and reads the response with the npm package
// eventsource-parser; abortAfter > 0 drops the connection after that many events. It skips
// the test when node or the package is missing (install: cd backend/service/testdata/sse-check
// && npm ci, or npm install eventsource-parser@3.1.1).
func readStream(t *testing.T, e *chatEnv, chatID, body string, abortAfter int) sseRead {
	t.Helper()
	node, err := exec.LookPath("node")
	if err != nil {
		shareddata.Missing(t, "node not found; the independent SSE check needs Node.js 18+")
	}
	dir, _ := filepath.Abs("testdata/sse-check")
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "eventsource-parser")); err != nil {
		shareddata.Missing(t, "eventsource-parser not installed; run: cd backend/service/testdata/sse-check && npm install")
	}
	cmd := exec.Command(node, filepath.Join(dir, "check.mjs"), e.url+"/v1/chats/"+chatID+"/messages", e.key, body, strconv.Itoa(abortAfter))
	out, err := cmd.Output()
	if err != nil {
		var stderr string
		if ee, ok := err.(*exec.ExitError); ok {
			stderr = string(ee.Stderr)
		}
		t.Fatalf("node check.mjs: %v %s", err, stderr)
	}
	var r sseRead
	if err := json.Unmarshal(out, &r); err != nil {
		t.Fatalf("check.mjs output: %v: %s", err, out)
	}
	return r
}

var markerRe = regexp.MustCompile(`\[(\d+)\]`)

// checkOrder applies the spec's stream rules and returns the streamed text, the citations and
// the completed event: deltas first, each citation only after text holding its marker, exactly
// one message.completed, last, all naming one message.
func checkOrder(t *testing.T, evs []sseEvent) (string, []domain.Citation, map[string]any) {
	t.Helper()
	var text strings.Builder
	var cites []domain.Citation
	var completed map[string]any
	ids := map[string]bool{}
	for i, ev := range evs {
		switch ev.Event {
		case "message.delta":
			var d struct{ ID, Delta string }
			if err := json.Unmarshal(ev.Data, &d); err != nil {
				t.Fatal(err)
			}
			if len(cites) > 0 || completed != nil {
				t.Errorf("event %d: message.delta after a citation or the completion", i)
			}
			ids[d.ID] = true
			text.WriteString(d.Delta)
		case "citation.added":
			var c domain.Citation
			if err := json.Unmarshal(ev.Data, &c); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(text.String(), fmt.Sprintf("[%d]", c.Index)) {
				t.Errorf("event %d: citation %d arrived before its marker", i, c.Index)
			}
			if c.Quote == "" || c.Source.ID == "" || c.Source.Type == "" || c.Locations == nil {
				t.Errorf("event %d: incomplete citation %s", i, ev.Data)
			}
			if completed != nil {
				t.Errorf("event %d: citation after message.completed", i)
			}
			cites = append(cites, c)
		case "message.completed":
			if completed != nil {
				t.Errorf("event %d: second message.completed", i)
			}
			if err := json.Unmarshal(ev.Data, &completed); err != nil {
				t.Fatal(err)
			}
			ids[fmt.Sprint(completed["id"])] = true
		default:
			t.Errorf("event %d: unexpected %s %s", i, ev.Event, ev.Data)
		}
	}
	if completed == nil || evs[len(evs)-1].Event != "message.completed" {
		t.Fatalf("the stream does not end with message.completed: %d events, last %+v", len(evs), evs[max(len(evs)-1, 0):])
	}
	if len(ids) != 1 {
		t.Errorf("events name %d message ids", len(ids))
	}
	return text.String(), cites, completed
}

// checkMarkers checks that the text's markers are exactly 1..n for n citations, in order.
func checkMarkers(t *testing.T, text string, cites []domain.Citation) {
	t.Helper()
	var seen []int
	for _, m := range markerRe.FindAllStringSubmatch(text, -1) {
		n, _ := strconv.Atoi(m[1])
		if n >= 1 && n <= len(cites) && !slices.Contains(seen, n) {
			seen = append(seen, n)
		}
	}
	if len(seen) != len(cites) {
		t.Errorf("markers %v for %d citations", seen, len(cites))
	}
	for i, c := range cites {
		if c.Index != i+1 {
			t.Errorf("citation %d has index %d", i, c.Index)
		}
	}
}

// checkGrounded checks each quote against the stored page text of its location (two pages
// when it crosses a break) and its boxes.
func checkGrounded(t *testing.T, e *chatEnv, docOf map[string]string, cites []domain.Citation) {
	t.Helper()
	for _, c := range cites {
		if len(c.Locations) == 0 {
			t.Errorf("citation %d of a PDF source has no location", c.Index)
			continue
		}
		texts, err := e.b.Store.R().ChatPageTexts(t.Context(), docOf[c.Source.ID], []int{c.Locations[0].Page, c.Locations[len(c.Locations)-1].Page})
		if err != nil {
			t.Fatal(err)
		}
		first, last := texts[c.Locations[0].Page], texts[c.Locations[len(c.Locations)-1].Page]
		if c.Locations[0].Page == c.Locations[len(c.Locations)-1].Page {
			if !strings.Contains(first, c.Quote) {
				t.Errorf("citation %d: quote not verbatim on page %d: %q", c.Index, c.Locations[0].Page, c.Quote)
			}
		} else if !crossesBreak(c.Quote, first, last) {
			t.Errorf("citation %d: quote across pages is not the end of one and the start of the next: %q", c.Index, c.Quote)
		}
		for _, l := range c.Locations {
			b := l.BBox
			if b.X < 0 || b.Y < 0 || b.Width <= 0 || b.Height <= 0 || b.X+b.Width > 1.0001 || b.Y+b.Height > 1.0001 {
				t.Errorf("citation %d: box out of the page: %+v", c.Index, b)
			}
		}
	}
}

// crossesBreak reports whether quote is some span of a followed by a space and a span of b.
func crossesBreak(quote, a, b string) bool {
	for i := range len(quote) {
		if quote[i] == ' ' && strings.Contains(a, quote[:i]) && strings.Contains(b, quote[i+1:]) {
			return true
		}
	}
	return false
}

// TestChatStreamReadByEventsourceParser reads real streamed answers with the npm
// eventsource-parser and checks the order rules, the markers, the grounding, and that the
// streamed text and citations are exactly the stored message; a follow-up uses the first turn.
func TestChatStreamReadByEventsourceParser(t *testing.T) {
	e := newChatEnv(t)
	docs := e.ingest("pdfjs_tracemonkey.pdf", "sp_bohnet09.pdf")
	chat := e.createChat(docs, nil)
	docOf := map[string]string{docs[0]: docs[0], docs[1]: docs[1]}
	for i, q := range []string{"What is a trace tree and how does it grow?", "How are its loops compiled?"} {
		body := fmt.Sprintf(`{"content": %q, "stream": true}`, q)
		r := readStream(t, e, chat.ID, body, 0)
		if r.Status != 200 || !strings.HasPrefix(r.ContentType, "text/event-stream") || r.Credits != "2" {
			t.Fatalf("status %d, content type %q, credits %q: %s", r.Status, r.ContentType, r.Credits, r.Body)
		}
		text, cites, completed := checkOrder(t, r.Events)
		if len(cites) == 0 {
			t.Fatalf("turn %d: no citation in %q", i, text)
		}
		checkMarkers(t, text, cites)
		checkGrounded(t, e, docOf, cites)
		stored := e.waitMessage(chat.ID, fmt.Sprint(completed["id"]))
		if stored.Content != text {
			t.Errorf("stored content differs from the streamed text:\n%q\n%q", stored.Content, text)
		}
		sj, _ := json.Marshal(stored.Citations)
		cj, _ := json.Marshal(cites)
		if string(sj) != string(cj) {
			t.Errorf("stored citations differ from the streamed ones")
		}
		if completed["credits_cost"] != float64(2) || completed["unsourced_claim_count"] != float64(stored.UnsourcedClaimCount) {
			t.Errorf("completed %v, stored %+v", completed, stored)
		}
		t.Logf("turn %d: %d events, %d citations", i, len(r.Events), len(cites))
	}
	var list domain.List[domain.Message]
	e.call("GET", "/v1/chats/"+chat.ID+"/messages", "", &list)
	var roles []string
	for _, m := range list.Data {
		roles = append(roles, m.Role)
	}
	if strings.Join(roles, ",") != "user,assistant,user,assistant" {
		t.Errorf("messages oldest first: %v", roles)
	}
}

// TestChatStreamClientDisconnect drops the connection after two events of a slowed stream:
// the answer is still generated and stored whole, and charged exactly once.
func TestChatStreamClientDisconnect(t *testing.T) {
	e := newChatEnv(t)
	docs := e.ingest("pdfjs_tracemonkey.pdf")
	chat := e.createChat(docs, nil)
	e.b.Service.Chats.SetPauseForTest(40 * time.Millisecond)
	before, err := e.b.Service.Credits.BalanceFor(t.Context(), ownerPrincipal())
	if err != nil {
		t.Fatal(err)
	}
	r := readStream(t, e, chat.ID, `{"content": "How does the trace monitor record and compile hot loops?", "stream": true, "depth": "high_quality"}`, 2)
	if !r.Aborted || len(r.Events) < 2 {
		t.Fatalf("the client did not drop the connection mid-stream: %d events", len(r.Events))
	}
	var id string
	var d struct{ ID string }
	json.Unmarshal(r.Events[0].Data, &d)
	id = d.ID
	var list domain.List[domain.Message]
	if st := e.call("GET", "/v1/chats/"+chat.ID+"/messages/"+id, "", nil); st == 409 {
		e.call("GET", "/v1/chats/"+chat.ID+"/messages", "", &list)
		for _, m := range list.Data {
			if m.ID == id {
				t.Error("a message still being generated is listed")
			}
		}
	}
	stored := e.waitMessage(chat.ID, id)
	if len(stored.Citations) == 0 || stored.CreditsCost != 6 {
		t.Fatalf("stored message incomplete: %+v", stored)
	}
	checkMarkers(t, stored.Content, stored.Citations)
	if n := strings.Count(stored.Content, "\n- "); n != len(stored.Citations) {
		t.Errorf("%d bullets for %d citations", n, len(stored.Citations))
	}
	charged, err := e.b.Store.R().ChargedFor(t.Context(), id)
	if err != nil {
		t.Fatal(err)
	}
	after, _ := e.b.Service.Credits.BalanceFor(t.Context(), ownerPrincipal())
	if charged != 6 || before.Remaining-after.Remaining != 6 {
		t.Errorf("charged %d for the message, balance fell by %d; want 6 once", charged, before.Remaining-after.Remaining)
	}
	t.Logf("dropped after %d events; stored %d bytes, %d citations", len(r.Events), len(stored.Content), len(stored.Citations))
}
