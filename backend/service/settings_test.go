package service_test

import (
	"context"
	"errors"
	"testing"

	"carrel/backend/apierr"
	"carrel/backend/service"
)

// TestSettingsValidation checks that bad settings are refused with the parameter named and
// leave the stored settings unchanged, and that good ones round-trip.
func TestSettingsValidation(t *testing.T) {
	b := openBackend(t, nil)
	owner := service.OwnerContext(context.Background())
	good := service.Settings{APIAddr: "127.0.0.1:9911", WatchDir: t.TempDir(), WatchStableSeconds: 3, MonthlyGrant: 2000}
	if _, err := b.Service.Settings.Update(owner, good); err != nil {
		t.Fatal(err)
	}
	bad := []struct {
		param string
		in    service.Settings
	}{
		{"api_addr", service.Settings{APIAddr: "0.0.0.0:8787"}},
		{"api_addr", service.Settings{APIAddr: "127.0.0.1:notaport"}},
		{"watch_dir", service.Settings{WatchDir: "relative/folder"}},
		{"watch_dir", service.Settings{WatchDir: "/definitely/not/here"}},
		{"watch_stable_seconds", service.Settings{WatchStableSeconds: -1}},
		{"monthly_grant", service.Settings{MonthlyGrant: -5}},
	}
	for _, c := range bad {
		_, err := b.Service.Settings.Update(owner, c.in)
		var ae *apierr.Error
		if !errors.As(err, &ae) || ae.Status != 400 || ae.Code != "parameter_invalid" || ae.Param != c.param {
			t.Errorf("%+v: got %v", c.in, err)
		}
	}
	got, err := b.Service.Settings.Get(owner)
	if err != nil {
		t.Fatal(err)
	}
	if got.APIAddr != good.APIAddr || got.WatchDir != good.WatchDir || got.MonthlyGrant != 2000 || got.WatchStableSeconds != 3 {
		t.Errorf("settings changed by refused updates: %+v", got)
	}
	if _, err := b.Service.Settings.Get(context.Background()); err == nil {
		t.Error("settings readable without the owner")
	}
}
