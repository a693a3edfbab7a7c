package app

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"time"

	"carrel/backend/pdf"
	"carrel/backend/service"
	"carrel/backend/store"
	"carrel/backend/watch"
)

// ParseSlots is how many documents are parsed at once (sized to the machine's memory); each
// slot is one PDFium worker process with its own memory ceiling.
var ParseSlots = pdf.ParseSlots()

// attachDocuments wires the documents capability: the parse and file-retention jobs and the
// watched folder.
func (b *Backend) attachDocuments(opts Options) error {
	docs := b.Service.Documents
	b.Runner.Register(service.JobParseDocument, ParseSlots, docs.Parse)
	b.Runner.OnGiveUp(service.JobParseDocument, docs.GiveUpParse)
	b.Runner.Register(service.JobDeleteFiles, 1, func(ctx context.Context, j store.Job) error {
		_, err := b.Service.Files.DeleteExpired(ctx)
		return err
	})
	b.closers = append(b.closers, docs.Close)
	// Papers stored before duplicate detection used titles get their title key once, in the
	// background, so opening a large library is not delayed.
	b.starters = append(b.starters, func(ctx context.Context) error {
		go func() {
			if n, err := b.Service.Papers.BackfillTitleKeys(ctx); err != nil && ctx.Err() == nil {
				slog.Error("title keys", "err", err)
			} else if n > 0 {
				slog.Info("title keys computed", "papers", n)
			}
		}()
		return nil
	})
	w := &watcher{b: b}
	b.watchStart, b.watchStop = w.start, w.stop
	b.closers = append(b.closers, w.stop)
	return nil
}

// WatchOptions tune the watched folder (tests shorten the times).
type WatchOptions = watch.Options

type watchOptsKey struct{}

// WithWatchOptions returns ctx carrying watcher timings for StartWatch (tests shorten them);
// without it the stability time comes from the settings (default 2 s).
func WithWatchOptions(ctx context.Context, o WatchOptions) context.Context {
	return context.WithValue(ctx, watchOptsKey{}, o)
}

// watcher runs at most one watched folder at a time.
type watcher struct {
	b      *Backend
	mu     sync.Mutex
	dir    string
	cancel context.CancelFunc
	done   chan struct{}
}

// start watches dir (replacing a previous folder); files are ingested one at a time as the owner.
func (w *watcher) start(ctx context.Context, dir string) error {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.cancel != nil && w.dir == abs {
		return nil
	}
	w.stopLocked()
	if st, err := os.Stat(abs); err != nil {
		return fmt.Errorf("watched folder: %w", err)
	} else if !st.IsDir() {
		return fmt.Errorf("watched folder: %s is not a folder", abs)
	}
	opts, _ := ctx.Value(watchOptsKey{}).(WatchOptions)
	if opts.Stable == 0 {
		if s, err := w.b.Service.Settings.Get(service.OwnerContext(ctx)); err == nil && s.WatchStableSeconds > 0 {
			opts.Stable = time.Duration(s.WatchStableSeconds) * time.Second
		}
	}
	wctx, cancel := context.WithCancel(service.OwnerContext(context.WithoutCancel(ctx)))
	done := make(chan struct{})
	docs := w.b.Service.Documents
	ready := func(f watch.File) {
		err := docs.IngestWatched(wctx, service.WatchedFile{Dir: abs, Path: f.Path, Size: f.Size, ModTime: f.ModTime})
		if err != nil && wctx.Err() == nil {
			slog.Error("watched folder: ingest", "path", f.Path, "err", err)
		}
		// Failed and duplicate files enqueue no job, so the runner would not tell the window.
		w.b.Service.Changes.Publish("watch", f.Path)
		w.b.Service.Changes.Publish("documents", "")
	}
	docs.SetWatching(abs, true)
	go func() {
		defer close(done)
		defer docs.SetWatching(abs, false)
		// ctx ending (the window closing, serve stopping) stops the watcher too.
		go func() {
			select {
			case <-ctx.Done():
				cancel()
			case <-wctx.Done():
			}
		}()
		if err := watch.Run(wctx, abs, opts, ready); err != nil {
			slog.Error("watched folder stopped", "dir", abs, "err", err)
		}
	}()
	w.dir, w.cancel, w.done = abs, cancel, done
	return nil
}

func (w *watcher) stop() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.stopLocked()
	return nil
}

func (w *watcher) stopLocked() {
	if w.cancel != nil {
		w.cancel()
		<-w.done
	}
	w.cancel, w.done, w.dir = nil, nil, ""
}
