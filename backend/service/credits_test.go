package service_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"carrel/backend/apierr"
	"carrel/backend/app"
	"carrel/backend/domain"
	"carrel/backend/service"
	"carrel/backend/store"
)

func TestCreditsLedger(t *testing.T) {
	now := time.Date(2026, 3, 30, 12, 0, 0, 0, time.UTC)
	b, err := app.Open(app.Options{DataDir: t.TempDir(), Now: func() time.Time { return now }})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	svc := b.Service
	owner := service.OwnerContext(context.Background())
	tk, _ := svc.Keys.Create(owner, service.CreateKeyParams{Name: "t", Scopes: []string{"all"}, Test: true})
	test := service.Principal{Key: tk}
	ctx := service.WithPrincipal(context.Background(), test)

	charge := func(p service.Principal, n int) error {
		return svc.Store().Tx(ctx, func(q store.Q) error {
			return svc.Credits.Charge(ctx, q, p, domain.LabelSearches, n, "srch_x")
		})
	}
	if err := charge(test, 490); err != nil {
		t.Fatal(err)
	}
	err = charge(test, 15)
	var ae *apierr.Error
	if !errors.As(err, &ae) || ae.Status != 402 || ae.Code != "insufficient_credits" {
		t.Fatalf("want 402 insufficient_credits, got %v", err)
	}
	bal, _ := svc.Credits.BalanceFor(ctx, test)
	if bal.Consumed != 490 || bal.Remaining != 10 {
		t.Fatalf("a refused charge changed the balance: %+v", bal)
	}
	// The live pool is untouched by the test key.
	live, _ := svc.Credits.BalanceFor(owner, service.Principal{Owner: true})
	if live.Consumed != 0 || live.Granted != 10000 {
		t.Fatalf("live pool %+v", live)
	}
	// A refund is a negative row.
	svc.Store().Tx(ctx, func(q store.Q) error { return svc.Credits.Refund(ctx, q, test, domain.LabelSearches, 90, "srch_x") })
	bal, _ = svc.Credits.BalanceFor(ctx, test)
	if bal.Remaining != 100 {
		t.Fatalf("after refund remaining %d, want 100", bal.Remaining)
	}
	// Usage groups by endpoint and key.
	u, err := svc.Usage.Get(ctx, service.UsageParams{GroupBy: []string{"endpoint", "api_key"}})
	if err != nil || len(u.Breakdown) != 1 || u.Breakdown[0].Credits != 400 || *u.Breakdown[0].APIKey != tk.ID {
		t.Fatalf("usage %+v %v", u, err)
	}
	// No roll-over: the next period starts from the full grant.
	now = now.AddDate(0, 0, 3)
	bal, _ = svc.Credits.BalanceFor(ctx, test)
	if bal.Consumed != 0 || bal.Remaining != 500 || bal.RenewsAt.Format("2006-01-02") != "2026-05-01" {
		t.Fatalf("new period %+v", bal)
	}
}

// TestOwnerIsNeverRationed (issue 26, docs/credits.md): the window (the owner) is never refused for
// credits; its work is recorded in the live pool, and keys drawing on that pool get 402 once it is
// used up.
func TestOwnerIsNeverRationed(t *testing.T) {
	b, err := app.Open(app.Options{DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	svc := b.Service
	owner := service.OwnerContext(context.Background())
	k, _ := svc.Keys.Create(owner, service.CreateKeyParams{Name: "k", Scopes: []string{"all"}})
	key := service.Principal{Key: k}
	charge := func(p service.Principal, n int, ref string) error {
		return svc.Store().Tx(owner, func(q store.Q) error { return svc.Credits.Charge(owner, q, p, domain.LabelSearches, n, ref) })
	}
	if err := charge(service.Principal{Owner: true}, 9990, "a"); err != nil {
		t.Fatal(err)
	}
	if err := charge(service.Principal{Owner: true}, 60, "b"); err != nil {
		t.Fatalf("the owner was refused past the grant: %v", err)
	}
	bal, _ := svc.Credits.BalanceFor(owner, service.Principal{Owner: true})
	if bal.Consumed != 10050 || bal.Remaining != 0 {
		t.Fatalf("owner's work not recorded: %+v", bal)
	}
	var ae *apierr.Error
	if err := charge(key, 5, "c"); !errors.As(err, &ae) || ae.Status != 402 {
		t.Fatalf("a key on the spent live pool: %v, want 402", err)
	}
}
