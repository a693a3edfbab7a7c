package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"carrel/backend/app"
	"carrel/backend/bibio"
	"carrel/backend/domain"
	"carrel/backend/service"
	"carrel/backend/store"
)

// searchClock is a settable clock for retention and URL expiry.
type searchClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *searchClock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *searchClock) add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// searchPapers is a small corpus for HTTP tests.
var searchPapers = []struct{ title, abstract, ptype string }{
	{"Vitamin D supplementation and hip fracture", "A randomized trial found that vitamin D supplementation did not reduce hip fracture risk in older adults. Falls were unchanged.", "journal_article"},
	{"Statins and LDL cholesterol in diabetes", "Statin therapy lowered LDL cholesterol by 40 percent in patients with diabetes. Cardiovascular events fell by a quarter.", "journal_article"},
	{"Residual networks for image recognition", "Residual learning eases the training of very deep neural networks for image recognition.", "conference_paper"},
}

// searchEnv is newEnv with a fake clock, papers imported and indexed, and (when start) the job runner running.
func searchEnv(t *testing.T, start bool, opts ...func(*app.Options)) (*env, *searchClock) {
	clk := &searchClock{t: time.Now().UTC()}
	e := newEnv(t, func(o *app.Options) {
		o.Now = clk.now
		for _, f := range opts {
			f(o)
		}
	})
	owner := service.OwnerContext(context.Background())
	var recs []bibio.Record
	for i, p := range searchPapers {
		abs, ptype, year := p.abstract, p.ptype, 2015+i
		doi := fmt.Sprintf("10.5555/carrel.%d", i)
		recs = append(recs, bibio.Record{Paper: domain.Paper{Title: p.title, Abstract: &abs, PublicationType: &ptype, Year: &year, DOI: &doi,
			Authors: []domain.Author{{Given: "Grace", Family: fmt.Sprintf("Hopper%d", i)}}}})
	}
	if _, err := e.b.Service.Papers.ImportRecords(owner, recs, nil); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := e.b.Service.Indexer.WaitIdle(ctx); err != nil {
		t.Fatal(err)
	}
	if start {
		e.b.Runner.SetPoll(20 * time.Millisecond)
		if err := e.b.Start(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
	return e, clk
}

func (e *env) postSearch(t *testing.T, key, body string) domain.Search {
	t.Helper()
	res, b := e.do(scenario{method: "POST", path: "/v1/searches", key: key, body: body})
	if res.StatusCode != 202 {
		t.Fatalf("create search: %d %s", res.StatusCode, b)
	}
	var s domain.Search
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatal(err)
	}
	return s
}

func (e *env) waitSearch(t *testing.T, id string) domain.Search {
	t.Helper()
	ctx, cancel := context.WithTimeout(service.OwnerContext(context.Background()), 30*time.Second)
	defer cancel()
	s, err := e.b.Service.Searches.Wait(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestSearchCreateErrors(t *testing.T) {
	e, _ := searchEnv(t, false)
	owner := service.OwnerContext(context.Background())
	narrow, err := e.b.Service.Keys.Create(owner, service.CreateKeyParams{Name: "reader", Scopes: []string{domain.ScopeSearchRead}})
	if err != nil {
		t.Fatal(err)
	}
	e.keys["reader"] = narrow.Secret
	long := strings.Repeat("é", 1001)
	e.run(t, []scenario{
		{name: "no key", method: "POST", path: "/v1/searches", body: `{"query":"x"}`, status: 401, typ: "authentication_error"},
		{name: "missing scope", method: "POST", path: "/v1/searches", key: "reader", body: `{"query":"x"}`, status: 403, typ: "permission_error"},
		{name: "no query", method: "POST", path: "/v1/searches", key: "all", body: `{}`, status: 400, code: "parameter_missing", contain: []string{`"param":"query"`}},
		{name: "blank query", method: "POST", path: "/v1/searches", key: "all", body: `{"query":"   "}`, status: 400, code: "parameter_missing"},
		{name: "query over 1000 characters", method: "POST", path: "/v1/searches", key: "all", body: `{"query":"` + long + `"}`, status: 400, code: "query_too_long"},
		{name: "query of exactly 1000 characters", method: "POST", path: "/v1/searches", key: "all", body: `{"query":"` + long[2:] + `"}`, status: 202},
		{name: "query wrong type", method: "POST", path: "/v1/searches", key: "all", body: `{"query":5}`, status: 400, code: "parameter_invalid"},
		{name: "bad depth", method: "POST", path: "/v1/searches", key: "all", body: `{"query":"x","depth":"turbo"}`, status: 400, code: "parameter_invalid", contain: []string{`"param":"depth"`}},
		{name: "max_papers wrong type", method: "POST", path: "/v1/searches", key: "all", body: `{"query":"x","max_papers":"ten"}`, status: 400, code: "parameter_invalid"},
		{name: "max_papers zero", method: "POST", path: "/v1/searches", key: "all", body: `{"query":"x","max_papers":0}`, status: 400, code: "parameter_invalid", contain: []string{`"param":"max_papers"`}},
		{name: "bad answer_format", method: "POST", path: "/v1/searches", key: "all", body: `{"query":"x","answer_format":"poem"}`, status: 400, code: "parameter_invalid", contain: []string{`"param":"answer_format"`}},
		{name: "unsupported language", method: "POST", path: "/v1/searches", key: "all", body: `{"query":"x","language":"tlh"}`, status: 400, code: "parameter_invalid", contain: []string{`"param":"language"`}},
		{name: "bad publication_type", method: "POST", path: "/v1/searches", key: "all", body: `{"query":"x","filters":{"publication_type":["magazine"]}}`, status: 400, code: "parameter_invalid", contain: []string{`"param":"filters.publication_type"`}},
		{name: "year window reversed", method: "POST", path: "/v1/searches", key: "all", body: `{"query":"x","filters":{"year_from":2020,"year_to":2010}}`, status: 400, code: "parameter_invalid"},
		{name: "open_access wrong type", method: "POST", path: "/v1/searches", key: "all", body: `{"query":"x","filters":{"open_access":"yes"}}`, status: 400, code: "parameter_invalid"},
		{name: "venue wrong type", method: "POST", path: "/v1/searches", key: "all", body: `{"query":"x","filters":{"venue":"Nature"}}`, status: 400, code: "parameter_invalid"},
		{name: "malformed body", method: "POST", path: "/v1/searches", key: "all", body: `{"query":`, status: 400, code: "body_invalid"},
		{name: "defaults and echo", method: "POST", path: "/v1/searches", key: "all", body: `{"query":"vitamin D","metadata":{"run":7,"tags":["a"]}}`, status: 202,
			contain: []string{`"status":"queued"`, `"credits_cost":0`, `"depth":"standard"`, `"max_papers":20`, `"answer":null`, `"completed_at":null`, `"error":null`,
				`"filters":{"year_from":null,"year_to":null,"open_access":null,"publication_type":[],"venue":[],"library_ids":[]}`, `"metadata":{"run":7,"tags":["a"]}`}},
		{name: "max_papers clamped by depth", method: "POST", path: "/v1/searches", key: "all", body: `{"query":"x","depth":"high_quality","max_papers":500}`, status: 202, contain: []string{`"max_papers":50`}},
		{name: "filters echoed as applied", method: "POST", path: "/v1/searches", key: "all", body: `{"query":"x","filters":{"year_from":2016,"open_access":true,"publication_type":["journal_article"],"venue":["Nature"]}}`, status: 202,
			contain: []string{`"filters":{"year_from":2016,"year_to":null,"open_access":true,"publication_type":["journal_article"],"venue":["Nature"],"library_ids":[]}`}},
	})
	// 402: a test key's 500 monthly credits spent elsewhere leave too little for a deep review.
	tk, err := e.b.Service.Keys.Create(owner, service.CreateKeyParams{Name: "poor", Scopes: []string{"all"}, Test: true})
	if err != nil {
		t.Fatal(err)
	}
	e.keys["poor"] = tk.Secret
	if err := e.b.Store.W().InsertLedger(context.Background(), store.LedgerRow{CreatedAt: time.Now(), Endpoint: domain.LabelChatMessages,
		KeyID: tk.ID, Pool: service.PoolTest, Requests: 1, Credits: 450}); err != nil {
		t.Fatal(err)
	}
	e.run(t, []scenario{
		{name: "insufficient credits for deep_review", method: "POST", path: "/v1/searches", key: "poor", body: `{"query":"x","depth":"deep_review"}`, status: 402, code: "insufficient_credits", typ: "insufficient_credits_error"},
		{name: "standard still affordable", method: "POST", path: "/v1/searches", key: "poor", body: `{"query":"x"}`, status: 202},
	})
}

func TestSearchReadListCancelErrors(t *testing.T) {
	e, clk := searchEnv(t, false)
	queued := e.postSearch(t, "all", `{"query":"statins cholesterol"}`)
	clk.add(time.Second)
	other := e.postSearch(t, "all", `{"query":"residual networks"}`)
	e.run(t, []scenario{
		{name: "get", method: "GET", path: "/v1/searches/" + queued.ID, key: "all", status: 200, contain: []string{`"id":"` + queued.ID + `"`, `"status":"queued"`}},
		{name: "get unknown", method: "GET", path: "/v1/searches/srch_nope", key: "all", status: 404, code: "resource_not_found"},
		{name: "list newest first", method: "GET", path: "/v1/searches?limit=1", key: "all", status: 200, contain: []string{`"has_more":true`, `"next_cursor":"` + other.ID + `"`}},
		{name: "list second page", method: "GET", path: "/v1/searches?limit=1&cursor=" + other.ID, key: "all", status: 200, contain: []string{`"id":"` + queued.ID + `"`, `"has_more":false`, `"next_cursor":null`}},
		{name: "list by status", method: "GET", path: "/v1/searches?status=succeeded", key: "all", status: 200, contain: []string{`"data":[]`}},
		{name: "list bad status", method: "GET", path: "/v1/searches?status=done", key: "all", status: 400, code: "parameter_invalid"},
		{name: "list created_after date", method: "GET", path: "/v1/searches?created_after=2000-01-01", key: "all", status: 200, contain: []string{queued.ID}},
		{name: "list created_after RFC 3339 in the future", method: "GET", path: "/v1/searches?created_after=" + url.QueryEscape(time.Now().Add(time.Hour).Format(time.RFC3339)), key: "all", status: 200, contain: []string{`"data":[]`}},
		{name: "list bad created_after", method: "GET", path: "/v1/searches?created_after=yesterday", key: "all", status: 400, code: "parameter_invalid"},
		{name: "list limit 0", method: "GET", path: "/v1/searches?limit=0", key: "all", status: 400, code: "parameter_invalid"},
		{name: "list limit 101", method: "GET", path: "/v1/searches?limit=101", key: "all", status: 400, code: "parameter_invalid"},
		{name: "list bad cursor", method: "GET", path: "/v1/searches?cursor=srch_nope", key: "all", status: 400, code: "parameter_invalid"},
		{name: "results of a queued search are empty", method: "GET", path: "/v1/searches/" + queued.ID + "/results", key: "all", status: 200, contain: []string{`"data":[]`}},
		{name: "results bad cursor", method: "GET", path: "/v1/searches/" + queued.ID + "/results?cursor=pap_nope", key: "all", status: 400, code: "parameter_invalid"},
		{name: "results unknown search", method: "GET", path: "/v1/searches/srch_nope/results", key: "all", status: 404, code: "resource_not_found"},
		{name: "cancel unknown", method: "POST", path: "/v1/searches/srch_nope/cancel", key: "all", status: 404, code: "resource_not_found"},
		{name: "cancel queued", method: "POST", path: "/v1/searches/" + queued.ID + "/cancel", key: "all", status: 200, contain: []string{`"status":"canceled"`, `"credits_cost":0`},
			check: func(t *testing.T, res *http.Response, _ []byte) {
				if res.Header.Get("X-Credits-Cost") != "0" {
					t.Errorf("X-Credits-Cost %q for a queued cancel", res.Header.Get("X-Credits-Cost"))
				}
			}},
		{name: "cancel again", method: "POST", path: "/v1/searches/" + queued.ID + "/cancel", key: "all", status: 409, code: "search_not_cancelable"},
		{name: "export missing format", method: "POST", path: "/v1/searches/" + other.ID + "/export", key: "all", body: `{}`, status: 400, code: "parameter_missing"},
		{name: "export bad format", method: "POST", path: "/v1/searches/" + other.ID + "/export", key: "all", body: `{"format":"pdf"}`, status: 400, code: "parameter_invalid"},
		{name: "export unknown search", method: "POST", path: "/v1/searches/srch_nope/export", key: "all", body: `{"format":"csv"}`, status: 404, code: "resource_not_found"},
		{name: "download without token", method: "GET", path: "/v1/files/file_nope/content", status: 404, code: "resource_not_found"},
	})
	evs, err := e.b.Store.R().EventsFor(context.Background(), queued.ID)
	if err != nil || len(evs) != 1 || evs[0].Type != domain.EventSearchCanceled {
		t.Errorf("cancel event: %+v %v", evs, err)
	}
}

func TestSearchSucceedsOverHTTP(t *testing.T) {
	e, _ := searchEnv(t, true)
	s := e.postSearch(t, "all", `{"query":"Does vitamin D supplementation reduce hip fracture risk, and do statins lower cholesterol?","answer_format":"paragraph"}`)
	s = e.waitSearch(t, s.ID)
	if s.Status != "succeeded" {
		t.Fatalf("search %+v", s)
	}
	e.run(t, []scenario{
		{name: "succeeded search", method: "GET", path: "/v1/searches/" + s.ID, key: "all", status: 200,
			contain: []string{`"status":"succeeded"`, `"credits_cost":5`, `"object":"answer"`, `"unsourced_claim_count":`, `"locations":[]`, `"doi":"10.5555/carrel.0"`}},
		{name: "results page 1", method: "GET", path: "/v1/searches/" + s.ID + "/results?limit=1", key: "all", status: 200,
			contain: []string{`"object":"search_result"`, `"rank":1`, `"relevance_score":`, `"has_more":true`, `"title":"Vitamin D supplementation and hip fracture"`}},
		{name: "cancel terminal", method: "POST", path: "/v1/searches/" + s.ID + "/cancel", key: "all", status: 409, code: "search_not_cancelable"},
	})
	// Results page through by paper id.
	var page domain.List[domain.SearchResult]
	_, body := e.do(scenario{method: "GET", path: "/v1/searches/" + s.ID + "/results?limit=1", key: "all"})
	json.Unmarshal(body, &page)
	if page.NextCursor == nil {
		t.Fatalf("no next cursor: %s", body)
	}
	_, body = e.do(scenario{method: "GET", path: "/v1/searches/" + s.ID + "/results?limit=1&cursor=" + *page.NextCursor, key: "all"})
	var page2 domain.List[domain.SearchResult]
	json.Unmarshal(body, &page2)
	if len(page2.Data) != 1 || page2.Data[0].Rank != 2 || *page.NextCursor != page.Data[0].Paper.ID {
		t.Errorf("second page: %s", body)
	}
}

func TestSearchFiltersApply(t *testing.T) {
	e, _ := searchEnv(t, true)
	s := e.postSearch(t, "all", `{"query":"vitamin D statins residual networks","filters":{"publication_type":["conference_paper"]}}`)
	s = e.waitSearch(t, s.ID)
	res, err := e.b.Service.Searches.Results(service.OwnerContext(context.Background()), s.ID, service.ListParams{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Data) != 1 || *res.Data[0].Paper.PublicationType != "conference_paper" {
		t.Errorf("publication_type filter not applied: %+v", res.Data)
	}
	s = e.postSearch(t, "all", `{"query":"vitamin D statins residual networks","filters":{"year_from":2016,"year_to":2016}}`)
	s = e.waitSearch(t, s.ID)
	res, _ = e.b.Service.Searches.Results(service.OwnerContext(context.Background()), s.ID, service.ListParams{})
	if len(res.Data) != 1 || *res.Data[0].Paper.Year != 2016 || s.PaperCount != 1 {
		t.Errorf("year filter not applied: %+v (paper_count %d)", res.Data, s.PaperCount)
	}
}

func TestSearchRetention(t *testing.T) {
	e, clk := searchEnv(t, false)
	live := e.postSearch(t, "all", `{"query":"statins"}`)
	test := e.postSearch(t, "test", `{"query":"statins"}`)
	clk.add(8 * 24 * time.Hour)
	e.run(t, []scenario{
		{name: "test-key search expired after 7 days", method: "GET", path: "/v1/searches/" + test.ID, key: "test", status: 404, code: "resource_expired"},
		{name: "its results too", method: "GET", path: "/v1/searches/" + test.ID + "/results", key: "test", status: 404, code: "resource_expired"},
		{name: "and cancel", method: "POST", path: "/v1/searches/" + test.ID + "/cancel", key: "test", status: 404, code: "resource_expired"},
		{name: "live search kept", method: "GET", path: "/v1/searches/" + live.ID, key: "all", status: 200},
		{name: "list leaves out expired", method: "GET", path: "/v1/searches", key: "all", status: 200,
			check: func(t *testing.T, _ *http.Response, body []byte) {
				if strings.Contains(string(body), test.ID) || !strings.Contains(string(body), live.ID) {
					t.Errorf("list: %s", body)
				}
			}},
	})
	clk.add(83 * 24 * time.Hour)
	n, err := e.b.Service.Searches.Sweep(context.Background())
	if err != nil || n != 2 {
		t.Fatalf("sweep purged %d, %v; want 2", n, err)
	}
	row, err := e.b.Store.R().Search(context.Background(), live.ID)
	if err != nil || !row.Expired || row.Query != "" {
		t.Errorf("swept row keeps content: %+v %v", row, err)
	}
	e.run(t, []scenario{{name: "live search expired after 90 days", method: "GET", path: "/v1/searches/" + live.ID, key: "all", status: 404, code: "resource_expired"}})
}

func TestSearchCreateIdempotent(t *testing.T) {
	e, _ := searchEnv(t, false)
	post := func(body string) (*http.Response, []byte) {
		return e.do(scenario{method: "POST", path: "/v1/searches", key: "all", body: body, headers: map[string]string{"Idempotency-Key": "same"}})
	}
	r1, b1 := post(`{"query":"statins"}`)
	r2, b2 := post(`{"query":"statins"}`)
	if r1.StatusCode != 202 || r2.StatusCode != 202 || string(b1) != string(b2) {
		t.Fatalf("replay differs: %d %s / %d %s", r1.StatusCode, b1, r2.StatusCode, b2)
	}
	l, err := e.b.Service.Searches.List(service.OwnerContext(context.Background()), service.ListSearchesParams{})
	if err != nil || len(l.Data) != 1 {
		t.Fatalf("%d searches after a replay, want 1 (%v)", len(l.Data), err)
	}
	if r3, _ := post(`{"query":"vitamin D"}`); r3.StatusCode != 409 {
		t.Errorf("same key, different body: %d", r3.StatusCode)
	}
}
