package service_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"carrel/backend/apierr"
	"carrel/backend/app"
	"carrel/backend/domain"
	"carrel/backend/service"
	"carrel/backend/store"
)

func openSearchBackend(t *testing.T, now func() time.Time) *app.Backend {
	t.Helper()
	b, err := app.Open(app.Options{DataDir: t.TempDir(), Now: now})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	if err := b.Start(context.Background()); err != nil {
		t.Fatal(err)
	}
	b.Runner.SetPoll(20 * time.Millisecond)
	return b
}

// searchCorpus is a small corpus with one clearly relevant paper per topic.
var searchCorpus = []struct{ title, abstract string }{
	{"Vitamin D supplementation and fracture risk in older adults",
		"We conducted a randomized trial of vitamin D supplementation in 2,000 adults over 70. Vitamin D supplementation did not reduce the risk of hip fracture compared with placebo. Falls were also unchanged."},
	{"Statins lower LDL cholesterol in patients with diabetes",
		"Statin therapy reduced LDL cholesterol by 40% in patients with type 2 diabetes. Cardiovascular events decreased by a quarter over five years of follow-up."},
	{"Deep residual learning for image recognition",
		"We present a residual learning framework to ease the training of very deep neural networks. Residual networks won the ImageNet classification challenge with 152 layers."},
	{"Sleep deprivation impairs working memory",
		"Healthy volunteers deprived of sleep for 24 hours showed impaired working memory performance. Recovery sleep restored memory performance within two nights."},
}

func seedPapers(t *testing.T, b *app.Backend) []string {
	t.Helper()
	ctx := context.Background()
	var ids []string
	err := b.Store.Tx(ctx, func(q store.Q) error {
		for i, p := range searchCorpus {
			abs := p.abstract
			year := 2010 + i
			doi := fmt.Sprintf("10.1234/test.%d", i)
			ptype := "journal_article"
			paper := domain.Paper{ID: domain.NewID(domain.PrefixPaper), Title: p.title, Abstract: &abs, Year: &year, DOI: &doi,
				PublicationType: &ptype, Authors: []domain.Author{{Given: "Ada", Family: fmt.Sprintf("Author%d", i)}}, CreatedAt: time.Now()}
			if err := q.InsertPaper(ctx, paper); err != nil {
				return err
			}
			ids = append(ids, paper.ID)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	b.Service.Indexer.Notify()
	wctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if err := b.Service.Indexer.WaitIdle(wctx); err != nil {
		t.Fatal(err)
	}
	return ids
}

func strp(s string) *string { return &s }

func TestSearchRunsToAGroundedAnswer(t *testing.T) {
	b := openSearchBackend(t, nil)
	ids := seedPapers(t, b)
	ctx := service.OwnerContext(context.Background())
	s, err := b.Service.Searches.Create(ctx, service.CreateSearchParams{Query: strp("Does vitamin D supplementation reduce hip fracture risk?"),
		Metadata: map[string]any{"project": "bones"}})
	if err != nil {
		t.Fatal(err)
	}
	if s.Status != "queued" || s.CreditsCost != 0 || s.MaxPapers != 20 || s.Filters.PublicationType == nil || s.Metadata["project"] != "bones" {
		t.Fatalf("created search: %+v", s)
	}
	wctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	s, err = b.Service.Searches.Wait(wctx, s.ID)
	if err != nil {
		t.Fatal(err)
	}
	if s.Status != "succeeded" || s.Answer == nil || s.CreditsCost != 5 || s.CompletedAt == nil {
		t.Fatalf("finished search: %+v err %+v", s, s.Error)
	}
	if len(s.Answer.Citations) == 0 {
		t.Fatalf("no citations: %q", s.Answer.Text)
	}
	for _, c := range s.Answer.Citations {
		p, err := b.Service.Papers.Get(ctx, c.Source.ID)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(*p.Abstract, c.Quote) || c.Locations == nil || len(c.Locations) != 0 {
			t.Errorf("citation %d is not a verbatim abstract quote with locations []: %+v", c.Index, c)
		}
		if !strings.Contains(s.Answer.Text, fmt.Sprintf("[%d]", c.Index)) {
			t.Errorf("marker [%d] missing from %q", c.Index, s.Answer.Text)
		}
	}
	if s.Answer.Citations[0].Source.ID != ids[0] {
		t.Errorf("first citation from %s, want the vitamin D paper %s", s.Answer.Citations[0].Source.ID, ids[0])
	}
	res, err := b.Service.Searches.Results(ctx, s.ID, service.ListParams{Limit: 2})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Data) == 0 || res.Data[0].Paper.ID != ids[0] || res.Data[0].Rank != 1 {
		t.Fatalf("results: %+v", res)
	}
	events, err := b.Store.R().EventsFor(ctx, s.ID)
	if err != nil || len(events) != 1 || events[0].Type != domain.EventSearchCompleted {
		t.Fatalf("events: %+v %v", events, err)
	}
	if n, _ := b.Store.R().ChargedFor(ctx, s.ID); n != 5 {
		t.Errorf("ledger charged %d for the search, want 5", n)
	}
	if _, err := b.Service.Searches.Cancel(ctx, s.ID); apiCode(err) != "search_not_cancelable" {
		t.Errorf("cancel of a succeeded search: %v", err)
	}
}

func TestSearchAnswersInTheRequestedLanguage(t *testing.T) {
	b := openSearchBackend(t, nil)
	seedPapers(t, b)
	ctx := service.OwnerContext(context.Background())
	answers := map[string]string{}
	for _, lang := range []string{"en", "de"} {
		s, err := b.Service.Searches.Create(ctx, service.CreateSearchParams{Query: strp("Does sleep deprivation impair working memory?"), Language: strp(lang)})
		if err != nil {
			t.Fatal(err)
		}
		if s, err = b.Service.Searches.Wait(ctx, s.ID); err != nil || s.Status != "succeeded" {
			t.Fatalf("%s: %+v %v", lang, s, err)
		}
		answers[lang] = s.Answer.Text
		if len(s.Answer.Citations) == 0 {
			t.Fatalf("%s: no citations in %q", lang, s.Answer.Text)
		}
	}
	leadEN, _, _ := strings.Cut(answers["en"], "\n")
	leadDE, _, _ := strings.Cut(answers["de"], "\n")
	if leadEN == leadDE {
		t.Errorf("the answer's own words do not follow language: %q vs %q", leadEN, leadDE)
	}
}

func TestSearchNothingRelevantHasNoCitations(t *testing.T) {
	b := openSearchBackend(t, nil)
	seedPapers(t, b)
	ctx := service.OwnerContext(context.Background())
	s, err := b.Service.Searches.Create(ctx, service.CreateSearchParams{Query: strp("quantum chromodynamics lattice gauge gluon")})
	if err != nil {
		t.Fatal(err)
	}
	if s, err = b.Service.Searches.Wait(ctx, s.ID); err != nil || s.Status != "succeeded" {
		t.Fatalf("%+v %v", s, err)
	}
	if len(s.Answer.Citations) != 0 || s.Answer.Text == "" {
		t.Errorf("nothing relevant should be said plainly without citations: %+v", s.Answer)
	}
}

func apiCode(err error) string {
	var e *apierr.Error
	if errors.As(err, &e) {
		return e.Code
	}
	if err != nil {
		return err.Error()
	}
	return ""
}

// TestCancelChargesWorkDone cancels a running search whose stored plan says 3 of 10 papers were
// read: the charge is ceil(15 * 3 / 10) = 5 (15 reserved, 10 refunded), recorded with
// search.canceled. The job's in-memory plan is covered by TestCancelBillsTheJobsPlan.
func TestCancelChargesWorkDone(t *testing.T) {
	b, err := app.Open(app.Options{DataDir: t.TempDir()}) // runner not started: the search stays where we put it
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	ctx := service.OwnerContext(context.Background())
	s, err := b.Service.Searches.Create(ctx, service.CreateSearchParams{Query: strp("anything"), Depth: strp("high_quality")})
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := b.Store.W().MarkSearchRunning(ctx, s.ID, 10); !ok || err != nil {
		t.Fatal(ok, err)
	}
	if err := b.Store.W().SetSearchProgress(ctx, s.ID, 3); err != nil {
		t.Fatal(err)
	}
	c, err := b.Service.Searches.Cancel(ctx, s.ID)
	if err != nil {
		t.Fatal(err)
	}
	if c.Status != "canceled" || c.CreditsCost != 5 || c.CompletedAt == nil || c.Answer != nil {
		t.Fatalf("canceled search %+v", c)
	}
	if n, _ := b.Store.R().ChargedFor(ctx, s.ID); n != 5 {
		t.Errorf("ledger net %d, want 5", n)
	}
	evs, _ := b.Store.R().EventsFor(ctx, s.ID)
	if len(evs) != 1 || evs[0].Type != domain.EventSearchCanceled || !strings.Contains(string(evs[0].Data), `"status":"canceled"`) {
		t.Errorf("events %+v", evs)
	}
}
