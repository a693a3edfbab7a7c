package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"carrel/backend/domain"
	"carrel/backend/internal/shareddata"
	"carrel/backend/service"
)

// chatFixture is a started env with one parsed document, one failed document and two
// abstract-only papers.
type chatFixture struct {
	*env
	doc, failedDoc string
	papers         []string
}

func newChatFixture(t *testing.T) *chatFixture {
	t.Helper()
	dir := shareddata.Require(t, "testdata/pdfs")
	e := newEnv(t)
	if err := e.b.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	ctx := service.OwnerContext(context.Background())
	k, err := e.b.Service.Keys.Create(ctx, service.CreateKeyParams{Name: "chats-read", Scopes: []string{domain.ScopeChatsRead}})
	if err != nil {
		t.Fatal(err)
	}
	e.keys["chatsread"] = k.Secret
	f := &chatFixture{env: e}
	upload := func(name string) string {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		file, err := e.b.Service.Files.Upload(ctx, service.UploadParams{Purpose: "document", Filename: name, Data: data})
		if err != nil {
			t.Fatal(err)
		}
		res, err := e.b.Service.Documents.Create(ctx, service.CreateDocumentParams{FileID: &file.ID})
		if err != nil {
			t.Fatal(err)
		}
		return res.Document.ID
	}
	// With OCR off, a garbled text layer fails its parse (with OCR on it would be read).
	e.setSettings(t, func(st *service.Settings) { st.OCR = false })
	f.doc, f.failedDoc = upload("sp_bohnet09.pdf"), upload("pdfjs_TAMReview.pdf")
	for _, id := range []string{f.doc, f.failedDoc} {
		for deadline := time.Now().Add(3 * time.Minute); ; time.Sleep(50 * time.Millisecond) {
			d, err := e.b.Service.Documents.Get(ctx, id)
			if err != nil {
				t.Fatal(err)
			}
			if d.Status == "succeeded" || d.Status == "failed" {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("document %s still %s", id, d.Status)
			}
		}
	}
	jsonl := `{"title": "Parsing with graphs", "abstract": "Dependency parsers build trees over sentences. Graph-based parsers score every arc and find the best tree."}
{"title": "Hash kernels", "abstract": "Hash kernels map features to a fixed number of weights. They make training of large models fast."}
`
	if _, err := e.b.Service.Papers.Import(ctx, service.ImportParams{Format: "jsonl", Filename: "p.jsonl", Data: []byte(jsonl)}); err != nil {
		t.Fatal(err)
	}
	l, err := e.b.Service.Papers.List(ctx, service.ListPapersParams{ListParams: service.ListParams{Limit: 100}})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range l.Data {
		if p.DocumentID == nil {
			f.papers = append(f.papers, p.ID)
		}
	}
	if len(f.papers) != 2 {
		t.Fatalf("%d abstract-only papers imported", len(f.papers))
	}
	wctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	if err := e.b.Service.Indexer.WaitIdle(wctx); err != nil {
		t.Fatal(err)
	}
	return f
}

func jsonOf(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func decodeInto(t *testing.T, body []byte, v any) {
	t.Helper()
	if err := json.Unmarshal(body, v); err != nil {
		t.Fatalf("%v: %s", err, body)
	}
}

// TestChatErrorsAndLifecycle covers every error path of the chat endpoints and the happy path
// of each, through the real handler.
func TestChatErrorsAndLifecycle(t *testing.T) {
	f := newChatFixture(t)
	many := make([]string, 51)
	for i := range many {
		many[i] = "pap_x" + strings.Repeat("y", i%3) + string(rune('a'+i%26)) + string(rune('a'+i/26))
	}
	var chat domain.Chat
	f.run(t, []scenario{
		{name: "create needs a key", method: "POST", path: "/v1/chats", body: `{}`, status: 401, typ: "authentication_error"},
		{name: "create needs chats:write", method: "POST", path: "/v1/chats", key: "chatsread", body: `{"paper_ids": ["` + f.papers[0] + `"]}`, status: 403, typ: "permission_error"},
		{name: "no sources", method: "POST", path: "/v1/chats", key: "all", body: `{}`, status: 400, code: "no_sources"},
		{name: "empty lists are no sources", method: "POST", path: "/v1/chats", key: "all", body: `{"document_ids": [], "paper_ids": []}`, status: 400, code: "no_sources"},
		{name: "too many sources", method: "POST", path: "/v1/chats", key: "all", body: `{"paper_ids": ` + jsonOf(many) + `}`, status: 413, code: "too_many_sources"},
		{name: "unknown document", method: "POST", path: "/v1/chats", key: "all", body: `{"document_ids": ["doc_nope"]}`, status: 404, code: "resource_not_found", contain: []string{`"param":"document_ids"`}},
		{name: "unknown paper", method: "POST", path: "/v1/chats", key: "all", body: `{"document_ids": ["` + f.doc + `"], "paper_ids": ["pap_nope"]}`, status: 404, code: "resource_not_found", contain: []string{`"param":"paper_ids"`}},
		{name: "failed document is not ready", method: "POST", path: "/v1/chats", key: "all", body: `{"document_ids": ["` + f.failedDoc + `"]}`, status: 409, code: "document_not_ready"},
		{name: "bad depth", method: "POST", path: "/v1/chats", key: "all", body: `{"paper_ids": ["` + f.papers[0] + `"], "depth": "deep"}`, status: 400, code: "parameter_invalid", contain: []string{`"param":"depth"`}},
		{name: "bad language", method: "POST", path: "/v1/chats", key: "all", body: `{"paper_ids": ["` + f.papers[0] + `"], "language": "xx"}`, status: 400, code: "parameter_invalid", contain: []string{`"param":"language"`}},
		{name: "wrong type", method: "POST", path: "/v1/chats", key: "all", body: `{"paper_ids": "` + f.papers[0] + `"}`, status: 400, code: "parameter_invalid"},
		{name: "malformed body", method: "POST", path: "/v1/chats", key: "all", body: `{"paper_ids": [`, status: 400, code: "body_invalid"},
		{name: "create is free", method: "POST", path: "/v1/chats", key: "all", body: `{"document_ids": ["` + f.doc + `"], "paper_ids": ` + jsonOf(f.papers) + `}`, status: 200,
			contain: []string{`"object":"chat"`, `"depth":"standard"`, `"language":"en"`},
			check: func(t *testing.T, res *http.Response, body []byte) {
				decodeInto(t, body, &chat)
				if res.Header.Get("X-Credits-Cost") != "0" || len(chat.PaperIDs) != 2 || chat.DocumentIDs[0] != f.doc {
					t.Errorf("chat %s, credits %s", body, res.Header.Get("X-Credits-Cost"))
				}
			}},
	})
	f.run(t, []scenario{
		{name: "get chat", method: "GET", path: "/v1/chats/" + chat.ID, key: "chatsread", status: 200, contain: []string{`"id":"` + chat.ID + `"`}},
		{name: "get unknown chat", method: "GET", path: "/v1/chats/chat_nope", key: "all", status: 404, code: "resource_not_found"},
		{name: "list chats", method: "GET", path: "/v1/chats?limit=1", key: "all", status: 200, contain: []string{`"object":"list"`, `"id":"` + chat.ID + `"`}},
		{name: "list limit 0", method: "GET", path: "/v1/chats?limit=0", key: "all", status: 400, code: "parameter_invalid"},
		{name: "list limit 101", method: "GET", path: "/v1/chats?limit=101", key: "all", status: 400, code: "parameter_invalid"},
		{name: "list bad cursor", method: "GET", path: "/v1/chats?cursor=chat_nope", key: "all", status: 400, code: "parameter_invalid"},
		{name: "send needs chats:write", method: "POST", path: "/v1/chats/" + chat.ID + "/messages", key: "chatsread", body: `{"content": "x"}`, status: 403, typ: "permission_error"},
		{name: "send to unknown chat", method: "POST", path: "/v1/chats/chat_nope/messages", key: "all", body: `{"content": "x"}`, status: 404, code: "resource_not_found"},
		{name: "content missing", method: "POST", path: "/v1/chats/" + chat.ID + "/messages", key: "all", body: `{}`, status: 400, code: "parameter_missing", contain: []string{`"param":"content"`}},
		{name: "content blank", method: "POST", path: "/v1/chats/" + chat.ID + "/messages", key: "all", body: `{"content": "  "}`, status: 400, code: "parameter_missing"},
		{name: "content too long", method: "POST", path: "/v1/chats/" + chat.ID + "/messages", key: "all", body: `{"content": "` + strings.Repeat("a", 4001) + `"}`, status: 400, code: "parameter_invalid"},
		{name: "bad message depth", method: "POST", path: "/v1/chats/" + chat.ID + "/messages", key: "all", body: `{"content": "x", "depth": "max"}`, status: 400, code: "parameter_invalid", contain: []string{`"param":"depth"`}},
		{name: "bad answer_format", method: "POST", path: "/v1/chats/" + chat.ID + "/messages", key: "all", body: `{"content": "x", "answer_format": "essay"}`, status: 400, code: "parameter_invalid", contain: []string{`"param":"answer_format"`}},
		{name: "bad stream type", method: "POST", path: "/v1/chats/" + chat.ID + "/messages", key: "all", body: `{"content": "x", "stream": "yes"}`, status: 400, code: "parameter_invalid"},
		{name: "list messages of unknown chat", method: "GET", path: "/v1/chats/chat_nope/messages", key: "all", status: 404, code: "resource_not_found"},
		{name: "unknown message", method: "GET", path: "/v1/chats/" + chat.ID + "/messages/msg_nope", key: "all", status: 404, code: "resource_not_found"},
	})
	f.checkMessages(t, chat)
}

// checkMessages sends at each depth, checks prices, citations, the ledger and the list.
func (f *chatFixture) checkMessages(t *testing.T, chat domain.Chat) {
	var msgs []domain.Message
	for _, c := range []struct {
		depth, format string
		price         string
	}{{"", "", "2"}, {"high_quality", "paragraph", "6"}, {"deep_review", "bulleted", "20"}} {
		body := jsonOf(map[string]string{"content": "How does graph-based dependency parsing with hash kernels work?", "depth": c.depth, "answer_format": c.format})
		f.run(t, []scenario{{name: "send " + c.depth, method: "POST", path: "/v1/chats/" + chat.ID + "/messages", key: "all", body: body, status: 200,
			contain: []string{`"object":"message"`, `"role":"assistant"`, `"credits_cost":` + c.price},
			check: func(t *testing.T, res *http.Response, body []byte) {
				if res.Header.Get("X-Credits-Cost") != c.price {
					t.Errorf("X-Credits-Cost %s, want %s", res.Header.Get("X-Credits-Cost"), c.price)
				}
				var m domain.Message
				decodeInto(t, body, &m)
				if len(m.Citations) == 0 || !strings.Contains(m.Content, "[1]") {
					t.Errorf("answer without citations: %s", body)
				}
				for _, ct := range m.Citations {
					if ct.Source.Type == "paper" && len(ct.Locations) != 0 || ct.Source.Type == "document" && len(ct.Locations) == 0 {
						t.Errorf("citation %d of a %s has %d locations", ct.Index, ct.Source.Type, len(ct.Locations))
					}
				}
				msgs = append(msgs, m)
			}}})
	}
	var usage domain.Usage
	_, body := f.do(scenario{method: "GET", path: "/v1/usage?group_by[]=endpoint", key: "all"})
	decodeInto(t, body, &usage)
	for _, r := range usage.Breakdown {
		if r.Endpoint != nil && *r.Endpoint == domain.LabelChatMessages && (r.Credits != 28 || r.Requests != 3) {
			t.Errorf("chats.messages usage %+v, want 28 credits over 3 requests", r)
		}
	}
	var page1, page2 domain.List[domain.Message]
	_, body = f.do(scenario{method: "GET", path: "/v1/chats/" + chat.ID + "/messages?limit=4", key: "chatsread"})
	decodeInto(t, body, &page1)
	if len(page1.Data) != 4 || !page1.HasMore || page1.Data[0].Role != "user" || page1.Data[1].ID != msgs[0].ID || page1.Data[3].ID != msgs[1].ID {
		t.Fatalf("first page: %s", body)
	}
	_, body = f.do(scenario{method: "GET", path: "/v1/chats/" + chat.ID + "/messages?limit=4&cursor=" + *page1.NextCursor, key: "chatsread"})
	decodeInto(t, body, &page2)
	if len(page2.Data) != 2 || page2.HasMore || page2.NextCursor != nil || page2.Data[1].ID != msgs[2].ID {
		t.Fatalf("second page: %s", body)
	}
	f.run(t, []scenario{
		{name: "messages bad cursor", method: "GET", path: "/v1/chats/" + chat.ID + "/messages?cursor=msg_nope", key: "all", status: 400, code: "parameter_invalid"},
		{name: "get stored message", method: "GET", path: "/v1/chats/" + chat.ID + "/messages/" + msgs[1].ID, key: "all", status: 200, contain: []string{`"credits_cost":6`}},
		{name: "message of another chat path", method: "GET", path: "/v1/chats/chat_other/messages/" + msgs[1].ID, key: "all", status: 404, code: "resource_not_found"},
	})
	f.checkInsufficient(t, chat)
}

// checkInsufficient drains the live pool and checks that a 402 stores and charges nothing.
func (f *chatFixture) checkInsufficient(t *testing.T, chat domain.Chat) {
	ctx := service.OwnerContext(context.Background())
	s, err := f.b.Service.Settings.Get(ctx)
	if err != nil {
		t.Fatal(err)
	}
	spent, err := f.b.Service.Credits.BalanceFor(ctx, service.Principal{Owner: true})
	if err != nil {
		t.Fatal(err)
	}
	s.MonthlyGrant = spent.Consumed + 1 // one credit left: less than any message costs
	if _, err := f.b.Service.Settings.Update(ctx, s); err != nil {
		t.Fatal(err)
	}
	count := func() int {
		_, body := f.do(scenario{method: "GET", path: "/v1/chats/" + chat.ID + "/messages?limit=100", key: "all"})
		var l domain.List[domain.Message]
		decodeInto(t, body, &l)
		return len(l.Data)
	}
	before := count()
	for _, stream := range []string{"false", "true"} {
		f.run(t, []scenario{{name: "insufficient credits stream " + stream, method: "POST", path: "/v1/chats/" + chat.ID + "/messages", key: "all",
			body: `{"content": "What is a hash kernel?", "stream": ` + stream + `}`, status: 402, code: "insufficient_credits",
			check: func(t *testing.T, res *http.Response, _ []byte) {
				if res.Header.Get("X-Credits-Cost") != "0" || strings.HasPrefix(res.Header.Get("Content-Type"), "text/event-stream") {
					t.Errorf("402 headers %v", res.Header)
				}
			}}})
	}
	if after := count(); after != before {
		t.Errorf("a refused message stored %d messages", after-before)
	}
	b, _ := f.b.Service.Credits.BalanceFor(ctx, service.Principal{Owner: true})
	if b.Consumed != spent.Consumed {
		t.Errorf("consumed %d after refusals, want %d", b.Consumed, spent.Consumed)
	}
}
