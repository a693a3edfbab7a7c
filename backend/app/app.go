// Package app wires Carrel's backend in one place: store, job runner, service and capabilities.
package app

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"carrel/backend/index"
	"carrel/backend/jobs"
	"carrel/backend/netguard"
	"carrel/backend/service"
	"carrel/backend/store"
)

// Options configure a backend.
type Options struct {
	DataDir          string
	AllowPrivateURLs bool
	DownloadHost     string
	Now              func() time.Time
	// StoreOnly opens SQLite and the service without the capabilities' exclusive resources
	// (index, PDF engine, job kinds): enough for `carrel keys` while the window or `carrel
	// serve` has the folder open.
	StoreOnly bool
	// IndexBulkLoad opens the index without an fsync per batch; bulk-loading commands (carrel
	// import, carrel-eval) set it, since a crash then costs only a rebuild from SQLite.
	IndexBulkLoad bool
	// SweepEvery is how often the retention sweeps run in the background; default 10 minutes.
	SweepEvery time.Duration
}

// ErrInUse means another Carrel process (the window or `carrel serve`) has the data folder open.
var ErrInUse = errors.New("the data folder is in use by another Carrel process (the window or carrel serve); close it first, or use its HTTP API")

// Backend is an opened data folder with its services.
type Backend struct {
	Store   *store.Store
	Runner  *jobs.Runner
	Service *service.Service
	closers []func() error
	// starters run with Start (background loops of capabilities).
	starters []func(ctx context.Context) error
	cancel   context.CancelFunc
	// watchStart is set by the ingestion capability.
	watchStart func(ctx context.Context, dir string) error
	watchStop  func() error
}

// DefaultDataDir is CARREL_DATA, else the platform's per-user data folder.
func DefaultDataDir() string {
	if d := os.Getenv("CARREL_DATA"); d != "" {
		return d
	}
	if d := os.Getenv("XDG_DATA_HOME"); d != "" {
		return filepath.Join(d, "carrel")
	}
	home, _ := os.UserHomeDir()
	if runtime.GOOS == "linux" && home != "" {
		return filepath.Join(home, ".local", "share", "carrel")
	}
	if d, err := os.UserConfigDir(); err == nil {
		return filepath.Join(d, "Carrel")
	}
	return filepath.Join(home, ".carrel")
}

// Open opens the data folder and builds every service; call Start to run jobs.
func Open(opts Options) (*Backend, error) {
	if opts.DataDir == "" {
		opts.DataDir = DefaultDataDir()
	}
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if err := tightenDataDir(opts.DataDir); err != nil {
		return nil, fmt.Errorf("open data folder %s: %w", opts.DataDir, err)
	}
	st, err := store.Open(opts.DataDir)
	if err != nil {
		return nil, fmt.Errorf("open data folder %s: %w", opts.DataDir, err)
	}
	runner := jobs.New(st, opts.Now)
	b := &Backend{Store: st, Runner: runner}
	cfg := service.Config{DataDir: opts.DataDir, Now: opts.Now, AllowPrivateURLs: opts.AllowPrivateURLs, DownloadHost: opts.DownloadHost}
	if opts.StoreOnly {
		b.Service = service.New(cfg, service.Deps{Store: st, Runner: runner})
		return b, nil
	}
	deps, err := b.deps(opts)
	if err != nil {
		b.Close()
		if errors.Is(err, index.ErrLocked) {
			return nil, fmt.Errorf("%w: %s", ErrInUse, opts.DataDir)
		}
		return nil, err
	}
	b.Service = service.New(cfg, deps)
	if opts.SweepEvery <= 0 {
		opts.SweepEvery = defaultSweepEvery
	}
	if err := b.attachCapabilities(opts); err != nil {
		b.Close()
		return nil, err
	}
	return b, nil
}

// deps opens what the service is built from: the search index (exclusive: a second process
// fails here with index.ErrLocked), the style catalogue opener, the guarded webhook transport
// and the PDF engine's options.
func (b *Backend) deps(opts Options) (service.Deps, error) {
	ix, err := index.Open(filepath.Join(opts.DataDir, "index"), index.Options{BulkLoad: opts.IndexBulkLoad})
	if err != nil {
		return service.Deps{}, fmt.Errorf("open search index: %w", err)
	}
	b.closers = append(b.closers, ix.Close)
	return service.Deps{
		Store: b.Store, Runner: b.Runner, Index: indexAdapter{ix},
		Catalog:       styleCatalog(filepath.Join(opts.DataDir, "styles")),
		WebhookClient: webhookClient, WebhookGuard: netguard.CheckURL,
		Documents: service.DocumentOptions{Workers: ParseSlots, CacheDir: filepath.Join(opts.DataDir, "cache", "wazero")},
	}, nil
}

// Start resumes interrupted jobs and starts the runner and background sweeps.
func (b *Backend) Start(ctx context.Context) error {
	ctx, b.cancel = context.WithCancel(ctx)
	if err := b.Runner.Start(ctx); err != nil {
		return err
	}
	for _, start := range b.starters {
		if err := start(ctx); err != nil {
			return err
		}
	}
	return nil
}

// Close stops jobs and closes everything opened.
func (b *Backend) Close() error {
	if b.cancel != nil {
		b.cancel()
	}
	b.Runner.Stop()
	for i := len(b.closers) - 1; i >= 0; i-- {
		b.closers[i]()
	}
	return b.Store.Close()
}
