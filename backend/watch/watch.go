// Package watch follows a folder tree and hands over files once they have stopped changing:
// fsnotify events plus a full scan at start and a periodic rescan (network and synced folders
// send no events). It never writes to the folder and knows nothing of papers or documents.
package watch

import (
	"context"
	"errors"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"time"

	"github.com/fsnotify/fsnotify"
)

// File is a regular file whose size and modification time have been stable for Options.Stable.
type File struct {
	Path    string // absolute
	Size    int64
	ModTime time.Time
}

// Options configure a watcher; zero values take the defaults.
type Options struct {
	// Stable is how long size and mtime must stay unchanged before a file is handed over (default 2 s).
	Stable time.Duration
	// Rescan is the interval of full rescans (default 30 s).
	Rescan time.Duration
	// Tick is how often pending files are re-examined (default Stable/4, at most 500 ms).
	Tick time.Duration
}

func (o *Options) defaults() {
	if o.Stable <= 0 {
		o.Stable = 2 * time.Second
	}
	if o.Rescan <= 0 {
		o.Rescan = 30 * time.Second
	}
	if o.Tick <= 0 {
		o.Tick = min(o.Stable/4, 500*time.Millisecond)
		o.Tick = max(o.Tick, 10*time.Millisecond)
	}
}

type state struct {
	size  int64
	mtime time.Time
	since time.Time // when size/mtime were last seen to change
}

// Watcher follows one folder tree.
type Watcher struct {
	dir     string
	opts    Options
	ready   func(File)
	fsw     *fsnotify.Watcher
	pending map[string]state
	done    map[string]state // handed over, with the size/mtime they had
}

// Run watches dir until ctx ends, calling ready (from one goroutine, in order) for each file that
// became stable and is not ignored. A file handed over is handed over again only after its size
// or mtime change. Errors: dir missing or not a folder, or fsnotify unavailable.
func Run(ctx context.Context, dir string, opts Options, ready func(File)) error {
	opts.defaults()
	abs, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	st, err := os.Stat(abs)
	if err != nil {
		return err
	}
	if !st.IsDir() {
		return errors.New("watch: " + abs + " is not a folder")
	}
	fsw, err := fsnotify.NewWatcher()
	if err != nil {
		return err
	}
	defer fsw.Close()
	w := &Watcher{dir: abs, opts: opts, ready: ready, fsw: fsw, pending: map[string]state{}, done: map[string]state{}}
	w.scan(abs)
	tick := time.NewTicker(opts.Tick)
	defer tick.Stop()
	rescan := time.NewTicker(opts.Rescan)
	defer rescan.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case ev, ok := <-fsw.Events:
			if !ok {
				return nil
			}
			w.event(ev)
		case err, ok := <-fsw.Errors:
			if !ok {
				return nil
			}
			// An overflow loses events; the next rescan finds what was missed.
			slog.Warn("watch: fsnotify", "dir", abs, "err", err)
		case <-rescan.C:
			w.scan(abs)
		case now := <-tick.C:
			w.settle(ctx, now)
		}
	}
}

// scan walks root, watching every folder and noting files not yet handed over as they are.
func (w *Watcher) scan(root string) {
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if path != w.dir && Ignored(d.Name()) {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.IsDir() {
			if err := w.fsw.Add(path); err != nil {
				slog.Warn("watch: add folder", "path", path, "err", err)
			}
			return nil
		}
		if d.Type().IsRegular() {
			w.note(path)
		}
		return nil
	})
}

func (w *Watcher) event(ev fsnotify.Event) {
	if Ignored(filepath.Base(ev.Name)) {
		return
	}
	if ev.Has(fsnotify.Remove) || ev.Has(fsnotify.Rename) {
		delete(w.pending, ev.Name)
		delete(w.done, ev.Name)
		return
	}
	st, err := os.Lstat(ev.Name)
	if err != nil {
		return
	}
	if st.IsDir() {
		w.scan(ev.Name) // a new (or moved-in) folder: watch it and pick up what it already holds
		return
	}
	if st.Mode().IsRegular() {
		w.note(ev.Name)
	}
}

// note starts (or restarts) the stability clock of a file unless it was handed over unchanged.
func (w *Watcher) note(path string) {
	st, err := os.Lstat(path)
	if err != nil || !st.Mode().IsRegular() {
		return
	}
	if d, ok := w.done[path]; ok && d.size == st.Size() && d.mtime.Equal(st.ModTime()) {
		return
	}
	p, ok := w.pending[path]
	if !ok || p.size != st.Size() || !p.mtime.Equal(st.ModTime()) {
		w.pending[path] = state{size: st.Size(), mtime: st.ModTime(), since: time.Now()}
	}
}

// settle re-stats pending files and hands over those unchanged for Options.Stable.
func (w *Watcher) settle(ctx context.Context, now time.Time) {
	for path, p := range w.pending {
		if ctx.Err() != nil {
			return
		}
		st, err := os.Lstat(path)
		if err != nil || !st.Mode().IsRegular() {
			delete(w.pending, path)
			continue
		}
		if st.Size() != p.size || !st.ModTime().Equal(p.mtime) {
			w.pending[path] = state{size: st.Size(), mtime: st.ModTime(), since: now}
			continue
		}
		if now.Sub(p.since) < w.opts.Stable {
			continue
		}
		delete(w.pending, path)
		w.done[path] = p
		w.ready(File{Path: path, Size: p.size, ModTime: p.mtime})
	}
}
