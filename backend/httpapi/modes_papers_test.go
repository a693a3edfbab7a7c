package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"carrel/backend/bibio"
	"carrel/backend/domain"
	"carrel/backend/service"
)

// docAs uploads data with key, creates its document and waits until it has parsed.
func (e *env) docAs(t *testing.T, key string, data []byte) domain.Document {
	t.Helper()
	file := e.uploadFile(t, key, "p.pdf", data)
	res, b := e.do(scenario{method: "POST", path: "/v1/documents", key: key, body: jsonBody(map[string]string{"file_id": file})})
	if res.StatusCode != 202 {
		t.Fatalf("create document: %d %s", res.StatusCode, b)
	}
	var d domain.Document
	json.Unmarshal(b, &d)
	p, err := e.b.Service.Keys.Authenticate(context.Background(), e.keys[key])
	if err != nil {
		t.Fatal(err)
	}
	kctx := service.WithPrincipal(context.Background(), p)
	deadline := time.Now().Add(60 * time.Second)
	for d.Status != domain.StatusSucceeded {
		if d.Status == domain.StatusFailed || time.Now().After(deadline) {
			t.Fatalf("document %s: %s %+v", d.ID, d.Status, d.Error)
		}
		time.Sleep(20 * time.Millisecond)
		if d, err = e.b.Service.Documents.Get(kctx, d.ID); err != nil {
			t.Fatal(err)
		}
	}
	if d.PaperID == nil {
		t.Fatalf("document %s has no paper", d.ID)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	e.b.Service.Indexer.WaitIdle(ctx)
	return d
}

// searchAs runs a search with key to its end and returns the search and its results page.
func (e *env) searchAs(t *testing.T, key, query string) (domain.Search, string) {
	t.Helper()
	s := e.postSearch(t, key, jsonBody(map[string]string{"query": query}))
	s = e.waitSearchAs(t, key, s.ID)
	_, b := e.do(scenario{method: "GET", path: "/v1/searches/" + s.ID + "/results?limit=100", key: key})
	return s, string(b)
}

// chatAs asks one question over paper ids with key and returns the status and the message body.
func (e *env) chatAs(t *testing.T, key, paperID, question string) (int, string) {
	t.Helper()
	res, b := e.do(scenario{method: "POST", path: "/v1/chats", key: key, body: `{"paper_ids":["` + paperID + `"]}`})
	if res.StatusCode != 200 && res.StatusCode != 201 {
		return res.StatusCode, string(b)
	}
	var c struct{ ID string }
	json.Unmarshal(b, &c)
	res, b = e.do(scenario{method: "POST", path: "/v1/chats/" + c.ID + "/messages", key: key, body: jsonBody(map[string]string{"content": question})})
	return res.StatusCode, string(b)
}

// TestPapersKeepTheirPDFsMode: a paper a live PDF created is not a test key's (404, not listed,
// not a chat source, not in its search answers) and the reverse; a corpus paper linked to a test
// PDF shows a live key no document_id and answers its chats from the abstract, never the pages
// (issue 24 item 2, docs/credits.md).
func TestPapersKeepTheirPDFsMode(t *testing.T) {
	e, _ := searchEnv(t, true)
	owner := service.OwnerContext(context.Background())
	abs, doi := "Lichen crusts recover slowly after trampling in alpine meadows.", "10.5555/carrel.linked.7"
	if _, err := e.b.Service.Papers.ImportRecords(owner, []bibio.Record{{Paper: domain.Paper{Title: "Lichen crust recovery", Abstract: &abs, DOI: &doi}}}, nil); err != nil {
		t.Fatal(err)
	}
	liveDoc := e.docAs(t, "all", pdfWithLine(61, "Zanzibar marmalade fermentation darkens glacier albedo."))
	testDoc := e.docAs(t, "test", pdfWithLine(62, "Quokka saxophone rehearsals raise lighthouse humidity."))
	linkedDoc := e.docAs(t, "test", pdfWithLine(63, "doi:"+doi+" Wombat burrows shelter lichen crusts."))
	livePaper, testPaper := *liveDoc.PaperID, *testDoc.PaperID
	var linked domain.Paper
	_, b := e.do(scenario{method: "GET", path: "/v1/papers/" + *linkedDoc.PaperID, key: "test"})
	json.Unmarshal(b, &linked)
	if linked.DocumentID == nil || *linked.DocumentID != linkedDoc.ID || linked.Title != "Lichen crust recovery" {
		t.Fatalf("the test PDF did not join the corpus paper by DOI: %s", b)
	}
	lacks := func(words ...string) func(t *testing.T, _ *http.Response, body []byte) {
		return func(t *testing.T, _ *http.Response, body []byte) {
			for _, w := range words {
				if strings.Contains(string(body), w) {
					t.Errorf("answer shows %q from the other mode: %s", w, body)
				}
			}
		}
	}
	e.run(t, []scenario{
		{name: "test key GET live-created paper", method: "GET", path: "/v1/papers/" + livePaper, key: "test", status: 404, code: "resource_not_found"},
		{name: "live key GET it", method: "GET", path: "/v1/papers/" + livePaper, key: "all", status: 200, contain: []string{liveDoc.ID}},
		{name: "test key list", method: "GET", path: "/v1/papers?limit=100", key: "test", status: 200, contain: []string{testPaper}, check: lacks(livePaper, liveDoc.ID)},
		{name: "test key chat over it", method: "POST", path: "/v1/chats", key: "test", body: `{"paper_ids":["` + livePaper + `"]}`, status: 404, code: "resource_not_found"},
		{name: "test key cites it", method: "POST", path: "/v1/citations", key: "test", body: `{"style":"apa","source":{"paper_id":"` + livePaper + `"}}`, status: 404},
		{name: "live key GET test-created paper", method: "GET", path: "/v1/papers/" + testPaper, key: "all", status: 404, code: "resource_not_found"},
		{name: "live key list", method: "GET", path: "/v1/papers?limit=100", key: "all", status: 200, contain: []string{livePaper}, check: lacks(testPaper, testDoc.ID, linkedDoc.ID)},
		{name: "live key chat over it", method: "POST", path: "/v1/chats", key: "all", body: `{"paper_ids":["` + testPaper + `"]}`, status: 404, code: "resource_not_found"},
		{name: "live key GET corpus paper with a test PDF", method: "GET", path: "/v1/papers/" + linked.ID, key: "all", status: 200,
			contain: []string{`"document_id":null`}, check: lacks(linkedDoc.ID)},
	})
	// Search answers: each mode finds its own PDF's words, never the other's.
	for _, c := range []struct{ key, query, own, other, ownPaper, otherPaper string }{
		// Each query holds mostly its own mode's words (an answer quotes only sources that hold
		// more than half of an open question's terms) and one word of the other mode's PDF, which
		// ranks that PDF's paper unless the mode rule drops it.
		{"test", "Quokka saxophone rehearsals raise lighthouse humidity Zanzibar", "Quokka", "Zanzibar", testPaper, livePaper},
		{"all", "Zanzibar marmalade fermentation darkens glacier albedo Quokka", "Zanzibar", "Quokka", livePaper, testPaper},
		{"all", "Lichen crusts recover slowly after trampling wombat burrows", "Lichen", "Wombat", linked.ID, linkedDoc.ID},
	} {
		s, results := e.searchAs(t, c.key, c.query)
		ans, _ := json.Marshal(s.Answer)
		if strings.Contains(string(ans), c.other) || strings.Contains(results, c.otherPaper) {
			t.Errorf("%s search shows the other mode's %q / %s:\nanswer %s\nresults %s", c.key, c.other, c.otherPaper, ans, results)
		}
		if !strings.Contains(string(ans), c.own) || !strings.Contains(results, c.ownPaper) {
			t.Errorf("%s search misses its own %q / %s (the test could not fail):\nanswer %s\nresults %s", c.key, c.own, c.ownPaper, ans, results)
		}
	}
	// Chats: the live key chats over the corpus paper from its abstract; the test key reads its PDF.
	if code, msg := e.chatAs(t, "all", linked.ID, "Do wombat burrows shelter lichen crusts?"); code != 200 || strings.Contains(msg, "Wombat") || strings.Contains(msg, `"page"`) {
		t.Errorf("live chat over the corpus paper: %d %s", code, msg)
	}
	if code, msg := e.chatAs(t, "test", linked.ID, "Do wombat burrows shelter lichen crusts?"); code != 200 || !strings.Contains(msg, "Wombat") {
		t.Errorf("test chat over its own PDF (the check above could not fail without it): %d %s", code, msg)
	}
}
