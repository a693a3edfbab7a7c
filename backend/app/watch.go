package app

import (
	"context"
	"errors"

	"carrel/backend/service"
)

// StartWatch starts importing PDFs dropped into dir. The ingestion capability provides the watcher.
func (b *Backend) StartWatch(ctx context.Context, dir string) error {
	if b.watchStart == nil {
		return errors.New("the watched folder is not available in this build yet")
	}
	return b.watchStart(ctx, dir)
}

// StopWatch stops the watched folder, if one runs; files already imported stay.
func (b *Backend) StopWatch() {
	if b.watchStop != nil {
		_ = b.watchStop()
	}
}

// ResumeWatch starts the watched folder saved in Settings, as the window does when it opens, and
// returns it ("" when none is saved). A saved folder that cannot be watched (removed, unmounted)
// stays shown, stopped, and the error says why.
func (b *Backend) ResumeWatch(ctx context.Context) (string, error) {
	s, err := b.Service.Settings.Get(service.OwnerContext(ctx))
	if err != nil || s.WatchDir == "" {
		return "", err
	}
	if err := b.StartWatch(ctx, s.WatchDir); err != nil {
		b.Service.Documents.SetWatching(s.WatchDir, false)
		return s.WatchDir, err
	}
	return s.WatchDir, nil
}
