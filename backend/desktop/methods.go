// Package desktop holds the window's bound methods: thin calls into the service as the local owner,
// shared by the Wails window (embedded in main.App) and the browser bridge of `carrel serve`.
package desktop

import (
	"context"

	"carrel/backend/service"
)

// Methods are bound to the window; each is a few lines calling the service.
type Methods struct {
	svc *service.Service
	// Emit sends a window event (Wails runtime.EventsEmit in the window; the SSE bridge in a browser).
	Emit func(event string, data any)
	// OnSettings is told about saved settings so the app can start or stop the API server and watcher.
	OnSettings func(service.Settings)
	// SaveDialog asks the user where to save a file ("" when canceled); nil outside the window,
	// where the browser build downloads instead.
	SaveDialog func(suggested string) (string, error)
	// APIRunning reports whether the in-window API server is listening.
	APIRunning func() bool
	// API reports the listener actually bound, whoever started it (the window or `carrel serve`).
	API func() APIState

	zotero *zoteroRun
}

// New returns the bound methods over svc.
func New(svc *service.Service) *Methods {
	return &Methods{svc: svc, Emit: func(string, any) {}, OnSettings: func(service.Settings) {}, APIRunning: func() bool { return false },
		API: func() APIState { return APIState{} }, zotero: &zoteroRun{}}
}

func (m *Methods) ctx() context.Context { return service.OwnerContext(context.Background()) }
