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
	s, st := newInternalService(t)
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

// TestCancelChargeNeverFullPrice: a cancel bills the share read, rounded up, but never the whole
// price; nothing while queued or before a plan exists (issue 24 item 4).
func TestCancelChargeNeverFullPrice(t *testing.T) {
	for _, c := range []struct {
		status                     string
		price, planned, done, want int
	}{
		{"running", 60, 200, 0, 0}, {"running", 60, 200, 1, 1}, {"running", 60, 200, 100, 30}, {"running", 60, 200, 199, 59},
		{"running", 60, 200, 200, 59}, {"running", 60, 1, 1, 59}, {"running", 5, 20, 20, 4}, {"running", 60, 0, 0, 0},
		{"queued", 60, 200, 200, 0},
	} {
		if got := cancelCharge(c.status, c.price, c.planned, c.done); got != c.want {
			t.Errorf("%s %d/%d at %d: %d, want %d", c.status, c.done, c.planned, c.price, got, c.want)
		}
	}
}

// newInternalService is a service over a fresh store in t.TempDir(), closed with the test, for
// the tests inside the package.
func newInternalService(t *testing.T) (*Service, *store.Store) {
	t.Helper()
	st, err := store.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return New(Config{DataDir: t.TempDir()}, Deps{Store: st, Runner: jobs.New(st, time.Now)}), st
}
