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
	svc := service.New(service.Config{DataDir: opts.DataDir, Now: opts.Now, AllowPrivateURLs: opts.AllowPrivateURLs,
		DownloadHost: opts.DownloadHost}, st, runner)
	b := &Backend{Store: st, Runner: runner, Service: svc}
	if opts.StoreOnly {
		return b, nil
	}
	if err := b.attachCapabilities(opts); err != nil {
		b.Close()
		if errors.Is(err, index.ErrLocked) {
			return nil, fmt.Errorf("%w: %s", ErrInUse, opts.DataDir)
		}
		return nil, err
	}
	return b, nil
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
