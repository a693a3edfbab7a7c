package main

import (
	"context"
	"flag"
	"io/fs"
	"net/http"
	"os"
	"sync"

	"github.com/wailsapp/wails/v2"
	"github.com/wailsapp/wails/v2/pkg/options"
	"github.com/wailsapp/wails/v2/pkg/options/assetserver"
	"github.com/wailsapp/wails/v2/pkg/runtime"

	"carrel/backend/apierr"
	"carrel/backend/app"
	"carrel/backend/desktop"
	"carrel/backend/httpapi"
	"carrel/backend/service"
)

// App is bound to the window; its methods are the shared desktop.Methods plus the few that need
// the native window (save dialogs).
type App struct {
	*desktop.Methods
	ctx     context.Context
	backend *app.Backend
	dist    fs.FS

	mu     sync.Mutex
	apiSrv *http.Server
	apiCtx context.CancelFunc
}

func runWindow(dist fs.FS, args []string) error {
	flags := flag.NewFlagSet("carrel", flag.ContinueOnError)
	data := flags.String("data", app.DefaultDataDir(), "data folder")
	if err := flags.Parse(args); err != nil {
		return err
	}
	b, err := app.Open(app.Options{DataDir: *data})
	if err != nil {
		showOpenError(dist, err)
		return err
	}
	defer b.Close()
	a := newApp(b, dist)
	return wails.Run(&options.App{
		Title:            "Carrel",
		Width:            1280,
		Height:           820,
		MinWidth:         900,
		MinHeight:        600,
		AssetServer:      &assetserver.Options{Assets: dist},
		BackgroundColour: &options.RGBA{R: 250, G: 249, B: 246, A: 1},
		OnStartup:        a.startup,
		OnShutdown:       func(context.Context) { a.stopAPI() },
		Bind:             []any{a},
		ErrorFormatter:   func(err error) any { return apierr.From(err) },
	})
}

// newApp wires the bound methods to the window's own API server: settings start and stop it, and
// the service status reports the listener it actually bound.
func newApp(b *app.Backend, dist fs.FS) *App {
	a := &App{Methods: desktop.New(b.Service), backend: b, dist: dist}
	a.OnSettings = a.applySettings
	a.APIRunning = func() bool { a.mu.Lock(); defer a.mu.Unlock(); return a.apiSrv != nil }
	a.API = func() desktop.APIState {
		a.mu.Lock()
		defer a.mu.Unlock()
		if a.apiSrv == nil {
			return desktop.APIState{StartedBy: "window"}
		}
		return desktop.APIState{Running: true, Addr: a.apiSrv.Addr, StartedBy: "window"}
	}
	return a
}

func (a *App) startup(ctx context.Context) {
	a.ctx = ctx
	a.Emit = func(event string, data any) { runtime.EventsEmit(ctx, event, data) }
	a.SaveDialog = func(suggested string) (string, error) {
		return runtime.SaveFileDialog(ctx, runtime.SaveDialogOptions{DefaultFilename: suggested})
	}
	if err := a.backend.Start(ctx); err != nil {
		runtime.LogError(ctx, "start jobs: "+err.Error())
	}
	// No API key at first start: the researcher creates one in Settings → API when a script needs it.
	owner := service.OwnerContext(ctx)
	changes, _ := a.backend.Service.Changes.Subscribe()
	go func() {
		for c := range changes {
			runtime.EventsEmit(ctx, "carrel:change", c)
		}
	}()
	if s, err := a.backend.Service.Settings.Get(owner); err == nil {
		a.applySettings(s)
	}
}

// applySettings starts or stops the in-window API server and the watched folder to match settings.
func (a *App) applySettings(s service.Settings) {
	a.stopAPI()
	if s.APIEnabled {
		ctx, cancel := context.WithCancel(a.ctx)
		srv, err := httpapi.Start(ctx, a.backend.Service, httpapi.Options{Addr: s.APIAddr, Frontend: a.dist}, os.Stderr)
		if err != nil {
			cancel()
			runtime.LogError(a.ctx, err.Error())
		} else {
			a.mu.Lock()
			a.apiSrv, a.apiCtx = srv, cancel
			a.mu.Unlock()
		}
	}
	if s.WatchDir == "" {
		a.backend.StopWatch()
	} else if err := a.backend.StartWatch(a.ctx, s.WatchDir); err != nil {
		runtime.LogError(a.ctx, err.Error())
	}
}

func (a *App) stopAPI() {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.apiCtx != nil {
		a.apiCtx()
	}
	a.apiSrv, a.apiCtx = nil, nil
}

// FolderChoice is the folder picked in the window's chooser ("" when canceled).
type FolderChoice struct {
	Path string `json:"path"`
}

// ChooseFolderParams titles the folder chooser and names where it opens.
type ChooseFolderParams struct {
	Title      string `json:"title"`
	DefaultDir string `json:"default_dir"`
}

// ChooseFolder opens the native folder chooser (window only; the browser build types the path).
func (a *App) ChooseFolder(p ChooseFolderParams) (FolderChoice, error) {
	def := p.DefaultDir
	if st, err := os.Stat(def); err != nil || !st.IsDir() {
		def, _ = os.UserHomeDir()
	}
	dir, err := runtime.OpenDirectoryDialog(a.ctx, runtime.OpenDialogOptions{Title: p.Title, DefaultDirectory: def})
	return FolderChoice{Path: dir}, err
}

// showOpenError tells a researcher who started Carrel from a desktop menu, with no terminal
// to read, why it cannot start (for example: the data folder is open in another Carrel).
func showOpenError(dist fs.FS, openErr error) {
	_ = wails.Run(&options.App{
		Title: "Carrel", Width: 480, Height: 200, AssetServer: &assetserver.Options{Assets: dist},
		OnStartup: func(ctx context.Context) {
			_, _ = runtime.MessageDialog(ctx, runtime.MessageDialogOptions{Type: runtime.ErrorDialog,
				Title: "Carrel cannot start", Message: openErr.Error()})
			runtime.Quit(ctx)
		},
	})
}
