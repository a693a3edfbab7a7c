package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"
	"testing"
	"time"

	"carrel/backend/bibio"
	"carrel/backend/domain"
	"carrel/backend/service"
)

// TestCanceledDeepReviewsChargeWorkDone: 40 deep reviews over a 3,000-paper corpus, canceled 0,
// 50, 100 and 150 ms after acceptance (plus 5 ms per place in the queue). None is charged the full price unless it succeeded; a
// canceled one reports papers_processed and is charged at most ceil(60 * processed / planned);
// the sum of credits_cost equals what /v1/usage reports consumed (issue 24 item 4).
func TestCanceledDeepReviewsChargeWorkDone(t *testing.T) {
	e, _ := searchEnv(t, true)
	owner := service.OwnerContext(context.Background())
	topics := []string{"vitamin D", "bone density", "fracture risk", "calcium intake", "older adults", "falls"}
	recs := make([]bibio.Record, 3000)
	for i := range recs {
		abs := fmt.Sprintf("Study %d of %s and %s: vitamin D supplementation was measured in cohort %d and fracture outcomes were followed for %d years.",
			i, topics[i%len(topics)], topics[(i/7)%len(topics)], i, 1+i%9)
		recs[i] = bibio.Record{Paper: domain.Paper{Title: fmt.Sprintf("Vitamin D cohort %d: %s", i, topics[i%len(topics)]), Abstract: &abs}}
	}
	if _, err := e.b.Service.Papers.ImportRecords(owner, recs, nil); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	if err := e.b.Service.Indexer.WaitIdle(ctx); err != nil {
		t.Fatal(err)
	}
	c0, _ := e.usageOf(t, "all")
	delays := []time.Duration{0, 50 * time.Millisecond, 100 * time.Millisecond, 150 * time.Millisecond}
	// All 40 at once, so the runner works through a queue: cancels land on queued searches, on
	// searches mid-reading and on finished ones.
	ids := make([]string, 40)
	var wg sync.WaitGroup
	for i := range ids {
		s := e.postSearch(t, "all", `{"query":"does vitamin D supplementation reduce fracture risk","depth":"deep_review"}`)
		ids[i] = s.ID
		wg.Add(1)
		go func() {
			defer wg.Done()
			time.Sleep(delays[i%len(delays)] + time.Duration(i)*5*time.Millisecond)
			res, b := e.do(scenario{method: "POST", path: "/v1/searches/" + s.ID + "/cancel", key: "all"})
			if res.StatusCode != 200 && res.StatusCode != 409 {
				t.Errorf("cancel: %d %s", res.StatusCode, b)
			}
		}()
	}
	wg.Wait()
	sum, canceled, succeeded, partial := 0, 0, 0, 0
	for i, id := range ids {
		s := e.waitSearch(t, id)
		sum += s.CreditsCost
		switch s.Status {
		case domain.StatusCanceled:
			canceled++
			if s.CreditsCost >= 60 {
				t.Errorf("search %d (canceled at %s) charged %d of 60 with %d papers processed", i, delays[i%len(delays)], s.CreditsCost, s.PapersProcessed)
			}
			if s.CreditsCost > 0 {
				partial++
				if s.PapersProcessed == 0 {
					t.Errorf("search %d charged %d for 0 papers processed", i, s.CreditsCost)
				}
			}
			if s.PaperCount != s.PapersProcessed || s.Answer != nil {
				t.Errorf("canceled search %d: paper_count %d, papers_processed %d, answer %v", i, s.PaperCount, s.PapersProcessed, s.Answer != nil)
			}
		case domain.StatusSucceeded:
			succeeded++
			if s.CreditsCost != 60 || s.PapersProcessed != s.PaperCount {
				t.Errorf("succeeded search %d: credits_cost %d, papers_processed %d of %d", i, s.CreditsCost, s.PapersProcessed, s.PaperCount)
			}
		default:
			t.Errorf("search %d ended %s", i, s.Status)
		}
	}
	var u struct {
		Credits struct{ Consumed int }
	}
	_, b := e.do(scenario{method: "GET", path: "/v1/usage", key: "all"})
	json.Unmarshal(b, &u)
	t.Logf("40 deep reviews: %d canceled (%d with a partial charge), %d succeeded; sum of credits_cost %d, usage consumed delta %d",
		canceled, partial, succeeded, sum, u.Credits.Consumed-c0)
	if sum != u.Credits.Consumed-c0 {
		t.Errorf("sum of credits_cost %d != usage consumed delta %d", sum, u.Credits.Consumed-c0)
	}
	if canceled == 0 {
		t.Error("no search was canceled: the test measured nothing")
	}
}
