package main

import (
	"context"
	"net"
	"net/http"
	"testing"
	"testing/fstest"

	"carrel/backend/app"
	"carrel/backend/service"
)

// TestWindowAPIStatusTellsTheTruth (issue 26): in the desktop window, turning the Local HTTP API on
// in Settings starts a listener, and what Settings shows (GetServiceStatus, GetSettings) is that
// listener: the address it bound, "started by the window", and an
// HTTP request to that address is answered; turned off, both say stopped and nothing answers.
func TestWindowAPIStatusTellsTheTruth(t *testing.T) {
	b, err := app.Open(app.Options{DataDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	a := newApp(b, fstest.MapFS{})
	a.ctx = context.Background()
	owner := service.OwnerContext(context.Background())
	s, err := b.Service.Settings.Get(owner)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0") // a free port for the setting (port 0 is refused)
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	s.APIEnabled, s.APIAddr = true, addr
	if _, err := a.UpdateSettings(s); err != nil {
		t.Fatal(err)
	}
	defer a.stopAPI()
	st, err := a.GetServiceStatus()
	if err != nil {
		t.Fatal(err)
	}
	if !st.API.Running || st.API.StartedBy != "window" || st.API.Addr != addr {
		t.Fatalf("status %+v, want running at %s, started by the window", st.API, addr)
	}
	res, err := http.Get("http://" + st.API.Addr + "/v1/usage")
	if err != nil {
		t.Fatalf("the address shown does not answer: %v", err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusUnauthorized {
		t.Errorf("GET /v1/usage without a key at the shown address: %d, want 401 from Carrel", res.StatusCode)
	}
	if got, _ := a.GetSettings(); !got.APIRunning {
		t.Errorf("settings say the API is not running: %+v", got)
	}
	s.APIEnabled = false
	if _, err := a.UpdateSettings(s); err != nil {
		t.Fatal(err)
	}
	st, _ = a.GetServiceStatus()
	if st.API.Running || st.API.Addr != "" {
		t.Errorf("after turning it off the status says %+v", st.API)
	}
	if got, _ := a.GetSettings(); got.APIRunning {
		t.Errorf("settings still say running after turning it off")
	}
}
