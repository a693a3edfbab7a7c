package app_test

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"carrel/backend/app"
	"carrel/backend/service"
)

// TestIdempotencyKeysPurged checks that the background sweeps forget an idempotency key once it
// is older than 24 hours (25 h here) and keep a younger one (23 h).
func TestIdempotencyKeysPurged(t *testing.T) {
	t0 := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	var clock atomic.Int64
	clock.Store(t0.UnixNano())
	now := func() time.Time { return time.Unix(0, clock.Load()).UTC() }
	b, err := app.Open(app.Options{DataDir: t.TempDir(), Now: now, SweepEvery: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	ctx := service.OwnerContext(context.Background())
	claim := func(key string) {
		t.Helper()
		if _, err := b.Service.Idem.Begin(ctx, key, "POST", "/v1/libraries", []byte(`{"name":"x"}`)); err != nil {
			t.Fatal(err)
		}
		if err := b.Service.Idem.Finish(ctx, key, 200, []byte(`{}`), 0); err != nil {
			t.Fatal(err)
		}
	}
	held := func(key string) bool {
		t.Helper()
		_, ok, err := b.Store.R().Idem(context.Background(), "", key, time.Time{})
		if err != nil {
			t.Fatal(err)
		}
		return ok
	}
	claim("old")
	clock.Store(t0.Add(2 * time.Hour).UnixNano())
	claim("young")
	time.Sleep(100 * time.Millisecond) // a few sweeps at t0+2h: nothing is old enough yet
	if !held("old") || !held("young") {
		t.Fatal("a key was purged before its 24 hours")
	}
	clock.Store(t0.Add(25 * time.Hour).UnixNano())
	deadline := time.Now().Add(10 * time.Second)
	for held("old") {
		if time.Now().After(deadline) {
			t.Fatal("the 25 h-old idempotency key is still stored: the sweep did not run")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if !held("young") {
		t.Error("the 23 h-old key was purged too")
	}
}
