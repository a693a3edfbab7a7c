package service

import (
	"context"
	"testing"
	"time"

	"carrel/backend/jobs"
	"carrel/backend/store"
)

// TestCancelBillsTheJobsPlan cancels a search the way it really runs: the job marks it running
// with no plan stored yet (Run passes the row's planned, 0) and knows its plan and progress in
// memory. Cancel must still charge ceil(15 * 3 / 10) = 5 and refund 10 of the 15 reserved
// (issue 16 item 5: the old TestCancelChargesWorkDone stored a plan the runner never stored,
// so it passed while every real cancel charged 0).
func TestCancelBillsTheJobsPlan(t *testing.T) {
	st, err := store.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	s := New(Config{DataDir: t.TempDir()}, Deps{Store: st, Runner: jobs.New(st, time.Now)})
	ctx := OwnerContext(context.Background())
	q, depth := "anything", "high_quality"
	created, err := s.Searches.Create(ctx, CreateSearchParams{Query: &q, Depth: &depth})
	if err != nil {
		t.Fatal(err)
	}
	if n, _ := st.R().ChargedFor(ctx, created.ID); n != 15 {
		t.Fatalf("reserved %d at acceptance, want 15", n)
	}
	if ok, err := st.W().MarkSearchRunning(ctx, created.ID, 0); !ok || err != nil {
		t.Fatal(ok, err)
	}
	prog := s.Searches.progressOf(created.ID)
	prog.planned.Store(10)
	prog.processed.Store(3)
	c, err := s.Searches.Cancel(ctx, created.ID)
	if err != nil {
		t.Fatal(err)
	}
	net, _ := st.R().ChargedFor(ctx, created.ID)
	t.Logf("canceled at 3/10: credits_cost %d, ledger net %d", c.CreditsCost, net)
	if c.CreditsCost != 5 || net != 5 {
		t.Errorf("credits_cost %d, ledger net %d; want 5 and 5", c.CreditsCost, net)
	}
}
