package httpapi_test

import (
	"context"
	"encoding/json"
	"strconv"
	"sync"
	"testing"
	"time"

	"carrel/backend/domain"
	"carrel/backend/jobs"
	"carrel/backend/service"
	"carrel/backend/store"
)

// usageOf returns credits consumed and remaining for a key, from GET /v1/usage.
func (e *env) usageOf(t *testing.T, key string) (consumed, remaining int) {
	t.Helper()
	res, b := e.do(scenario{method: "GET", path: "/v1/usage", key: key})
	if res.StatusCode != 200 {
		t.Fatalf("usage: %d %s", res.StatusCode, b)
	}
	var u domain.Usage
	if err := json.Unmarshal(b, &u); err != nil {
		t.Fatal(err)
	}
	return u.Credits.Consumed, u.Credits.Remaining
}

func cost(t *testing.T, h string) int {
	t.Helper()
	n, err := strconv.Atoi(h)
	if err != nil {
		t.Fatalf("X-Credits-Cost %q", h)
	}
	return n
}

// TestConcurrentReservations: 20 concurrent deep_review searches (60 credits) on a test key with
// 500 credits: at most 8 are accepted, the rest are 402, and once they have all ended the ledger
// balances (issue 16 item 6).
func TestConcurrentReservations(t *testing.T) {
	e, _ := searchEnv(t, true)
	type outcome struct {
		status int
		cost   int
		id     string
		code   string
	}
	out := make([]outcome, 20)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range out {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			res, b := e.do(scenario{method: "POST", path: "/v1/searches", key: "test", body: `{"query":"vitamin D and hip fracture","depth":"deep_review"}`})
			var v struct {
				ID    string
				Error struct{ Code string }
			}
			json.Unmarshal(b, &v)
			out[i] = outcome{res.StatusCode, cost(t, res.Header.Get("X-Credits-Cost")), v.ID, v.Error.Code}
		}()
	}
	close(start)
	wg.Wait()
	accepted, refused, headers := 0, 0, 0
	for _, o := range out {
		headers += o.cost
		switch {
		case o.status == 202 && o.cost == 60:
			accepted++
		case o.status == 402 && o.code == "insufficient_credits" && o.cost == 0:
			refused++
		default:
			t.Errorf("unexpected outcome %+v", o)
		}
	}
	t.Logf("accepted %d, refused %d, X-Credits-Cost sum %d", accepted, refused, headers)
	if accepted > 8 || accepted+refused != 20 {
		t.Fatalf("accepted %d refused %d: a 500-credit key pays for at most 8 deep reviews", accepted, refused)
	}
	if accepted < 8 {
		t.Errorf("accepted only %d of the 8 the balance covers", accepted)
	}
	final := 0
	for _, o := range out {
		if o.status == 202 {
			s := e.waitSearchAs(t, "test", o.id)
			final += s.CreditsCost
		}
	}
	consumed, remaining := e.usageOf(t, "test")
	t.Logf("final charges %d, usage consumed %d, remaining %d", final, consumed, remaining)
	if consumed != final || remaining != service.TestKeyGrant-consumed || consumed > service.TestKeyGrant {
		t.Errorf("ledger unbalanced: consumed %d, sum of final credits_cost %d, remaining %d", consumed, final, remaining)
	}
}

// TestCancelRunningSearchCharges: canceling a running search costs ceil(price*processed/planned)
// (DECISIONS.md) and refunds the rest of the reservation; a queued cancel costs nothing (issue 16
// item 5). The plan is the one the search job stores when it has ranked its papers.
func TestCancelRunningSearchCharges(t *testing.T) {
	e, _ := searchEnv(t, false) // the runner is not started: the search stays where the test puts it
	c0, _ := e.usageOf(t, "all")
	res, b := e.do(scenario{method: "POST", path: "/v1/searches", key: "all", body: `{"query":"statins","depth":"high_quality"}`})
	if res.StatusCode != 202 || res.Header.Get("X-Credits-Cost") != "15" {
		t.Fatalf("create: %d cost %s %s", res.StatusCode, res.Header.Get("X-Credits-Cost"), b)
	}
	var s domain.Search
	json.Unmarshal(b, &s)
	if c1, _ := e.usageOf(t, "all"); c1-c0 != 15 {
		t.Errorf("reservation not in usage: delta %d, want 15", c1-c0)
	}
	ctx := context.Background()
	if ok, err := e.b.Store.W().MarkSearchRunning(ctx, s.ID, 10); !ok || err != nil {
		t.Fatal(ok, err)
	}
	if err := e.b.Store.W().SetSearchProgress(ctx, s.ID, 3); err != nil {
		t.Fatal(err)
	}
	res, b = e.do(scenario{method: "POST", path: "/v1/searches/" + s.ID + "/cancel", key: "all"})
	var c domain.Search
	json.Unmarshal(b, &c)
	c2, _ := e.usageOf(t, "all")
	t.Logf("cancel at 3/10 of high_quality: credits_cost %d, usage delta %d", c.CreditsCost, c2-c0)
	if res.StatusCode != 200 || c.Status != "canceled" || c.CreditsCost != 5 {
		t.Fatalf("cancel: %d %s", res.StatusCode, b)
	}
	if c2-c0 != 5 {
		t.Errorf("usage delta %d after cancel, want ceil(15*3/10) = 5", c2-c0)
	}
	// Queued: nothing processed, everything refunded.
	q := e.postSearch(t, "all", `{"query":"statins","depth":"deep_review"}`)
	res, b = e.do(scenario{method: "POST", path: "/v1/searches/" + q.ID + "/cancel", key: "all"})
	json.Unmarshal(b, &c)
	if c3, _ := e.usageOf(t, "all"); c.CreditsCost != 0 || c3 != c2 {
		t.Errorf("queued cancel: credits_cost %d, usage delta %d, want 0 and 0", c.CreditsCost, c3-c2)
	}
}

// TestCreditsReconcile: over a scripted session of metered calls that complete in full, the sum
// of X-Credits-Cost equals the usage delta; a search that finds no paper is charged the
// standard price (issue 16 items 7 and 8).
func TestCreditsReconcile(t *testing.T) {
	e, _ := searchEnv(t, true)
	c0, _ := e.usageOf(t, "all")
	headers := 0
	var searches []string
	for _, body := range []string{
		`{"query":"vitamin D supplementation hip fracture"}`,
		`{"query":"statin therapy LDL cholesterol diabetes","depth":"high_quality"}`,
		`{"query":"residual networks image recognition","depth":"deep_review"}`,
	} {
		res, b := e.do(scenario{method: "POST", path: "/v1/searches", key: "all", body: body})
		if res.StatusCode != 202 {
			t.Fatalf("search: %d %s", res.StatusCode, b)
		}
		headers += cost(t, res.Header.Get("X-Credits-Cost"))
		var s domain.Search
		json.Unmarshal(b, &s)
		searches = append(searches, s.ID)
	}
	file := e.uploadFile(t, "all", "r.pdf", miniPDF(61))
	res, b := e.do(scenario{method: "POST", path: "/v1/documents", key: "all", body: jsonBody(map[string]string{"file_id": file})})
	if res.StatusCode != 202 {
		t.Fatalf("document: %d %s", res.StatusCode, b)
	}
	headers += cost(t, res.Header.Get("X-Credits-Cost"))
	var doc domain.Document
	json.Unmarshal(b, &doc)
	res, b = e.do(scenario{method: "POST", path: "/v1/chats", key: "all", body: `{"paper_ids":["` + firstPaper(t, e) + `"]}`})
	headers += cost(t, res.Header.Get("X-Credits-Cost"))
	var chat domain.Chat
	json.Unmarshal(b, &chat)
	res, b = e.do(scenario{method: "POST", path: "/v1/chats/" + chat.ID + "/messages", key: "all", body: `{"content":"Did vitamin D reduce fractures?"}`})
	if res.StatusCode != 200 {
		t.Fatalf("message: %d %s", res.StatusCode, b)
	}
	headers += cost(t, res.Header.Get("X-Credits-Cost"))
	for _, id := range searches {
		if s := e.waitSearch(t, id); s.Status != "succeeded" || s.PaperCount == 0 || s.CreditsCost != domain.SearchPrice[s.Depth] {
			t.Fatalf("search %s: %s, %d papers, credits %d", id, s.Status, s.PaperCount, s.CreditsCost)
		}
	}
	waitDocument(t, e, doc.ID)
	c1, _ := e.usageOf(t, "all")
	t.Logf("sum of X-Credits-Cost %d, usage delta %d", headers, c1-c0)
	if headers != c1-c0 || headers != 5+15+60+1+2 {
		t.Errorf("headers sum %d, usage delta %d, want both 83", headers, c1-c0)
	}
	// A search that finds nothing at all: reserved at its price, charged the standard price.
	res, b = e.do(scenario{method: "POST", path: "/v1/searches", key: "all", body: `{"query":"xylophone zeppelin quokka","depth":"deep_review"}`})
	if res.Header.Get("X-Credits-Cost") != "60" {
		t.Fatalf("empty search accepted with %s: %s", res.Header.Get("X-Credits-Cost"), b)
	}
	var s domain.Search
	json.Unmarshal(b, &s)
	s = e.waitSearch(t, s.ID)
	c2, _ := e.usageOf(t, "all")
	t.Logf("empty deep_review: %s, %d papers, credits_cost %d, usage delta %d", s.Status, s.PaperCount, s.CreditsCost, c2-c1)
	if s.Status != "succeeded" || s.PaperCount != 0 || s.CreditsCost != 5 || c2-c1 != 5 {
		t.Errorf("empty search: %s, %d papers, credits_cost %d, usage delta %d; want succeeded, 0, 5, 5", s.Status, s.PaperCount, s.CreditsCost, c2-c1)
	}
}

func firstPaper(t *testing.T, e *env) string {
	t.Helper()
	ps, err := e.b.Store.R().ListPapers(context.Background(), store.PaperFilter{Limit: 1})
	if err != nil || len(ps) == 0 {
		t.Fatal("no paper", err)
	}
	return ps[0].ID
}

func waitDocument(t *testing.T, e *env, id string) domain.Document {
	t.Helper()
	owner := service.OwnerContext(context.Background())
	deadline := time.Now().Add(30 * time.Second)
	for {
		d, err := e.b.Service.Documents.Get(owner, id)
		if err != nil {
			t.Fatal(err)
		}
		if d.Status == "succeeded" || d.Status == "failed" {
			if d.Status != "succeeded" {
				t.Fatalf("document %s failed: %+v", id, d.Error)
			}
			return d
		}
		if time.Now().After(deadline) {
			t.Fatalf("document %s still %s", id, d.Status)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestCrashAttemptCap: a search whose job was running when the process died three times is
// failed with code job_crashed at the next start and its reservation refunded (issue 16 item
// 12). Each "crash" is what a killed process leaves behind (the job row still running) followed
// by what a new process does at start (ResetRunningJobs).
func TestCrashAttemptCap(t *testing.T) {
	e, _ := searchEnv(t, false)
	c0, _ := e.usageOf(t, "test")
	s := e.postSearch(t, "test", `{"query":"vitamin D","depth":"high_quality"}`)
	time.Sleep(2 * time.Millisecond) // s's job is the older one, claimed first
	s2 := e.postSearch(t, "test", `{"query":"statins"}`)
	ctx := context.Background()
	crash := func(n int) { // n jobs were running when the process died; a new one starts
		for i := 0; i < n; i++ {
			if _, ok, err := e.b.Store.W().ClaimJob(ctx, service.JobSearchRun, time.Now().Add(time.Hour)); err != nil || !ok {
				t.Fatalf("claim: %v %v", ok, err)
			}
		}
		if _, err := e.b.Store.W().ResetRunningJobs(ctx, time.Now()); err != nil {
			t.Fatal(err)
		}
	}
	crash(2) // both searches
	crash(2)
	crash(1) // only s, the older: s has crashed 3 times, s2 twice
	e.b.Runner.SetPoll(20 * time.Millisecond)
	if err := e.b.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	got := e.waitSearchAs(t, "test", s.ID)
	// Two crashes are not enough: that search still runs to the end.
	if got2 := e.waitSearchAs(t, "test", s2.ID); got2.Status != "succeeded" || got2.CreditsCost != 5 {
		t.Errorf("a search with 2 crashes ended %s, credits %d", got2.Status, got2.CreditsCost)
	}
	c1, _ := e.usageOf(t, "test")
	t.Logf("after %d crashes: status %s, error %+v, credits_cost %d; usage delta %d (the other search's 5)", jobs.MaxCrashes, got.Status, got.Error, got.CreditsCost, c1-c0)
	if got.Status != "failed" || got.Error == nil || got.Error.Code != jobs.CodeCrashed || got.CreditsCost != 0 || c1-c0 != 5 {
		t.Fatalf("search after %d crashes: %+v %+v (usage delta %d)", jobs.MaxCrashes, got, got.Error, c1-c0)
	}
	j, err := e.b.Store.R().JobByRef(ctx, s.ID)
	if err != nil || j.Status != "failed" || j.Crashes != jobs.MaxCrashes {
		t.Errorf("job %+v %v", j, err)
	}
}
