package app_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"carrel/backend/app"
	"carrel/backend/service"
)

// TestSecondOpenFailsFast opens a data folder twice: the second full open must fail with
// ErrInUse within seconds (not hang on the index lock), while a StoreOnly open, as `carrel
// keys` uses, works beside the first and its key is seen by it.
func TestSecondOpenFailsFast(t *testing.T) {
	dir := t.TempDir()
	first, err := app.Open(app.Options{DataDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer first.Close()

	t0 := time.Now()
	second, err := app.Open(app.Options{DataDir: dir})
	if err == nil {
		second.Close()
		t.Fatal("a second full open of the same folder succeeded")
	}
	if !errors.Is(err, app.ErrInUse) || time.Since(t0) > 20*time.Second {
		t.Fatalf("got %v after %s, want ErrInUse quickly", err, time.Since(t0))
	}

	light, err := app.Open(app.Options{DataDir: dir, StoreOnly: true})
	if err != nil {
		t.Fatalf("StoreOnly open beside a running backend: %v", err)
	}
	owner := service.OwnerContext(context.Background())
	k, err := light.Service.Keys.Create(owner, service.CreateKeyParams{Name: "cli", Scopes: []string{"all"}})
	light.Close()
	if err != nil {
		t.Fatal(err)
	}
	keys, err := first.Service.Keys.List(owner)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, x := range keys.Data {
		found = found || x.ID == k.ID
	}
	if !found {
		t.Fatalf("key %s made by the StoreOnly open is not seen by the first backend", k.ID)
	}
}
