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

	"carrel/backend/app"
	"carrel/backend/domain"
	"carrel/backend/service"
	"carrel/backend/store"
)

// TestKeyCreationCannotEscalate: a key grants only scopes it holds, a test key creates only
// test keys, and the bearer scheme is case-insensitive (issue 16 items 1 and 4).
func TestKeyCreationCannotEscalate(t *testing.T) {
	e := newEnv(t)
	owner := service.OwnerContext(context.Background())
	k, err := e.b.Service.Keys.Create(owner, service.CreateKeyParams{Name: "minter",
		Scopes: []string{domain.ScopeKeysWrite, domain.ScopeKeysRead, domain.ScopeSearchRead}})
	if err != nil {
		t.Fatal(err)
	}
	e.keys["minter"] = k.Secret
	e.run(t, []scenario{
		{name: "test key creates a live all key", method: "POST", path: "/v1/keys", key: "test", body: `{"scopes":["all"]}`, status: 403, code: "permission_denied", typ: "permission_error"},
		{name: "test key creates a live narrow key", method: "POST", path: "/v1/keys", key: "test", body: `{"scopes":["search:read"]}`, status: 403, code: "permission_denied"},
		{name: "test key creates a test key", method: "POST", path: "/v1/keys", key: "test", body: `{"scopes":["all"],"test":true}`, status: 200,
			contain: []string{`"kind":"test"`, `"secret":"sk_test_`}},
		{name: "key grants a scope it lacks", method: "POST", path: "/v1/keys", key: "minter", body: `{"scopes":["usage:read"]}`, status: 403, code: "permission_denied", contain: []string{"usage:read"}},
		{name: "key grants all", method: "POST", path: "/v1/keys", key: "minter", body: `{"scopes":["all"]}`, status: 403, code: "permission_denied"},
		{name: "defaults are more than it holds", method: "POST", path: "/v1/keys", key: "minter", body: `{}`, status: 403, code: "permission_denied"},
		{name: "key grants a subset of its scopes", method: "POST", path: "/v1/keys", key: "minter", body: `{"scopes":["search:read","keys:read"]}`, status: 200, contain: []string{`"kind":"live"`}},
		{name: "unknown scope is still 400", method: "POST", path: "/v1/keys", key: "minter", body: `{"scopes":["root"]}`, status: 400, code: "parameter_invalid"},
		{name: "test key lists only test keys", method: "GET", path: "/v1/keys", key: "test", status: 200,
			check: func(t *testing.T, _ *http.Response, body []byte) {
				if strings.Contains(string(body), `"kind":"live"`) {
					t.Errorf("test key sees live keys: %s", body)
				}
			}},
		{name: "test key cannot revoke a live key", method: "DELETE", path: "/v1/keys/" + keyID(t, e, "all"), key: "test", status: 404, code: "resource_not_found"},
		{name: "lower-case bearer", method: "GET", path: "/v1/usage", key: "raw:bearer " + e.keys["all"], status: 200},
		{name: "upper-case BEARER", method: "GET", path: "/v1/usage", key: "raw:BEARER " + e.keys["all"], status: 200},
		{name: "bearer without a secret", method: "GET", path: "/v1/usage", key: "raw:bearer ", status: 401, code: "authentication_required"},
		{name: "basic is still refused", method: "GET", path: "/v1/usage", key: "raw:basic " + e.keys["all"], status: 401},
	})
}

// TestTestModeIsolation: live and test objects never see each other; papers are shared but only
// live keys change them (issue 16 item 2).
func TestTestModeIsolation(t *testing.T) {
	e, _ := searchEnv(t, false)
	liveFile := e.uploadFile(t, "all", "live.pdf", miniPDF(41))
	testFile := e.uploadFile(t, "test", "test.pdf", miniPDF(42))
	var liveDoc, testDoc domain.Document
	createDoc := func(key, file string, into *domain.Document) {
		res, b := e.do(scenario{method: "POST", path: "/v1/documents", key: key, body: jsonBody(map[string]string{"file_id": file})})
		if res.StatusCode != 202 {
			t.Fatalf("create document: %d %s", res.StatusCode, b)
		}
		json.Unmarshal(b, into)
	}
	createDoc("all", liveFile, &liveDoc)
	createDoc("test", testFile, &testDoc)
	liveSearch := e.postSearch(t, "all", `{"query":"vitamin D"}`)
	testSearch := e.postSearch(t, "test", `{"query":"vitamin D"}`)
	papers, _ := e.b.Store.R().ListPapers(context.Background(), store.PaperFilter{Limit: 10})
	if len(papers) == 0 {
		t.Fatal("no papers")
	}
	pap := papers[0].ID
	var liveLib domain.Library
	res, b := e.do(scenario{method: "POST", path: "/v1/libraries", key: "all", body: `{"name":"Shared name"}`})
	if res.StatusCode != 200 && res.StatusCode != 201 {
		t.Fatalf("library: %d %s", res.StatusCode, b)
	}
	json.Unmarshal(b, &liveLib)
	// A file of the watched folder becomes a live document.
	wdir := t.TempDir()
	wpath := filepath.Join(wdir, "w.pdf")
	if err := os.WriteFile(wpath, miniPDF(43), 0o600); err != nil {
		t.Fatal(err)
	}
	st, _ := os.Stat(wpath)
	e.b.Service.Documents.SetWatching(wdir, true)
	if err := e.b.Service.Documents.IngestWatched(service.OwnerContext(context.Background()),
		service.WatchedFile{Dir: wdir, Path: wpath, Size: st.Size(), ModTime: st.ModTime()}); err != nil {
		t.Fatal(err)
	}
	notContains := func(ids ...string) func(t *testing.T, _ *http.Response, body []byte) {
		return func(t *testing.T, _ *http.Response, body []byte) {
			for _, id := range ids {
				if strings.Contains(string(body), id) {
					t.Errorf("list shows %s from the other mode: %s", id, body)
				}
			}
		}
	}
	e.run(t, []scenario{
		{name: "test key GET live document", method: "GET", path: "/v1/documents/" + liveDoc.ID, key: "test", status: 404, code: "resource_not_found"},
		{name: "test key content of live document", method: "GET", path: "/v1/documents/" + liveDoc.ID + "/content", key: "test", status: 404, code: "resource_not_found"},
		{name: "test key DELETE live document", method: "DELETE", path: "/v1/documents/" + liveDoc.ID, key: "test", status: 404, code: "resource_not_found"},
		{name: "test key lists documents", method: "GET", path: "/v1/documents", key: "test", status: 200, contain: []string{testDoc.ID}, check: notContains(liveDoc.ID)},
		{name: "live key GET test document", method: "GET", path: "/v1/documents/" + testDoc.ID, key: "all", status: 404, code: "resource_not_found"},
		{name: "live key lists documents", method: "GET", path: "/v1/documents", key: "all", status: 200, contain: []string{liveDoc.ID}, check: notContains(testDoc.ID)},
		{name: "test key uses a live file", method: "POST", path: "/v1/documents", key: "test", body: jsonBody(map[string]string{"file_id": liveFile}), status: 404, code: "resource_not_found"},
		{name: "same bytes in test mode are a new test document", method: "POST", path: "/v1/documents", key: "test", body: jsonBody(map[string]string{"file_id": e.uploadFile(t, "test", "again.pdf", miniPDF(41))}), status: 202,
			check: func(t *testing.T, _ *http.Response, body []byte) {
				if strings.Contains(string(body), liveDoc.ID) {
					t.Errorf("test upload answered with the live document: %s", body)
				}
			}},
		{name: "test key GET live search", method: "GET", path: "/v1/searches/" + liveSearch.ID, key: "test", status: 404, code: "resource_not_found"},
		{name: "test key cancels live search", method: "POST", path: "/v1/searches/" + liveSearch.ID + "/cancel", key: "test", status: 404, code: "resource_not_found"},
		{name: "test key lists searches", method: "GET", path: "/v1/searches", key: "test", status: 200, contain: []string{testSearch.ID}, check: notContains(liveSearch.ID)},
		{name: "live key GET test search", method: "GET", path: "/v1/searches/" + testSearch.ID, key: "all", status: 404, code: "resource_not_found"},
		{name: "test key chats over a live document", method: "POST", path: "/v1/chats", key: "test", body: `{"document_ids":["` + liveDoc.ID + `"]}`, status: 404, code: "resource_not_found"},
		{name: "test key lists libraries", method: "GET", path: "/v1/libraries", key: "test", status: 200, check: notContains(liveLib.ID)},
		{name: "test key files into a live library", method: "POST", path: "/v1/documents", key: "test", body: jsonBody(map[string]string{"file_id": testFile, "library_id": liveLib.ID}), status: 404, code: "resource_not_found"},
		{name: "test library may reuse a live name", method: "POST", path: "/v1/libraries", key: "test", body: `{"name":"Shared name"}`, status: 200},
		{name: "test key reads shared papers", method: "GET", path: "/v1/papers/" + pap, key: "test", status: 200},
		{name: "test key deletes a paper", method: "DELETE", path: "/v1/papers/" + pap, key: "test", status: 403, code: "permission_denied"},
		{name: "test key imports papers", method: "POST", path: "/v1/papers/import", key: "test", headers: map[string]string{"Content-Type": "multipart/form-data; boundary=XX"},
			body:   "--XX\r\nContent-Disposition: form-data; name=\"format\"\r\n\r\njsonl\r\n--XX\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.jsonl\"\r\nContent-Type: application/json\r\n\r\n{\"title\":\"T\"}\n\r\n--XX--\r\n",
			status: 403, code: "permission_denied"},
		{name: "test key lists webhooks", method: "GET", path: "/v1/webhook-endpoints", key: "test", status: 200},
		{name: "live key sees the watched folder's file", method: "GET", path: "/v1/watched-folder", key: "all", status: 200, contain: []string{`"path":"w.pdf"`}},
		{name: "test key sees none of its (live) files", method: "GET", path: "/v1/watched-folder", key: "test", status: 200, contain: []string{`"files":[]`}},
	})
	// The window works on live data.
	owner := service.OwnerContext(context.Background())
	if _, err := e.b.Service.Documents.Get(owner, testDoc.ID); err == nil {
		t.Error("the window sees a test document")
	}
	if _, err := e.b.Service.Documents.Get(owner, liveDoc.ID); err != nil {
		t.Errorf("the window does not see a live document: %v", err)
	}
}

// TestTestDocumentsPurged: the scheduled retention sweep removes test documents (and purges test
// searches) after 7 days and leaves live ones (issue 16 item 3).
func TestTestDocumentsPurged(t *testing.T) {
	e, clk := searchEnv(t, true, func(o *app.Options) { o.SweepEvery = 20 * time.Millisecond })
	var liveDoc, testDoc, freshDoc domain.Document
	for _, c := range []struct {
		key  string
		seed int
		into *domain.Document
	}{{"all", 51, &liveDoc}, {"test", 52, &testDoc}} {
		file := e.uploadFile(t, c.key, "p.pdf", miniPDF(c.seed))
		res, b := e.do(scenario{method: "POST", path: "/v1/documents", key: c.key, body: jsonBody(map[string]string{"file_id": file})})
		if res.StatusCode != 202 {
			t.Fatalf("create: %d %s", res.StatusCode, b)
		}
		json.Unmarshal(b, c.into)
	}
	testSearch := e.postSearch(t, "test", `{"query":"vitamin D"}`)
	e.waitSearchAs(t, "test", testSearch.ID)
	clk.add(6 * 24 * time.Hour)
	file := e.uploadFile(t, "test", "fresh.pdf", miniPDF(53))
	res, b := e.do(scenario{method: "POST", path: "/v1/documents", key: "test", body: jsonBody(map[string]string{"file_id": file})})
	if res.StatusCode != 202 {
		t.Fatalf("create: %d %s", res.StatusCode, b)
	}
	json.Unmarshal(b, &freshDoc)
	time.Sleep(100 * time.Millisecond) // sweeps at day 6 must keep everything
	if r, _ := e.do(scenario{method: "GET", path: "/v1/documents/" + testDoc.ID, key: "test"}); r.StatusCode != 200 {
		t.Fatalf("test document gone after 6 days: %d", r.StatusCode)
	}
	clk.add(24*time.Hour + time.Minute)
	deadline := time.Now().Add(10 * time.Second)
	for {
		r, _ := e.do(scenario{method: "GET", path: "/v1/documents/" + testDoc.ID, key: "test"})
		if r.StatusCode == 404 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("test document older than 7 days still there: %d", r.StatusCode)
		}
		time.Sleep(20 * time.Millisecond)
	}
	e.run(t, []scenario{
		{name: "live document kept", method: "GET", path: "/v1/documents/" + liveDoc.ID, key: "all", status: 200},
		{name: "younger test document kept", method: "GET", path: "/v1/documents/" + freshDoc.ID, key: "test", status: 200},
		{name: "test search purged", method: "GET", path: "/v1/searches/" + testSearch.ID, key: "test", status: 404, code: "resource_expired"},
	})
}

// waitSearchAs polls a search over HTTP with a named key until it is terminal.
func (e *env) waitSearchAs(t *testing.T, key, id string) domain.Search {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		res, b := e.do(scenario{method: "GET", path: "/v1/searches/" + id, key: key})
		var s domain.Search
		json.Unmarshal(b, &s)
		if res.StatusCode != 200 {
			t.Fatalf("get search: %d %s", res.StatusCode, b)
		}
		if s.Status == "succeeded" || s.Status == "failed" || s.Status == "canceled" {
			return s
		}
		if time.Now().After(deadline) {
			t.Fatalf("search %s still %s", id, s.Status)
		}
		time.Sleep(20 * time.Millisecond)
	}
}
