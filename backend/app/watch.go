package app

import (
	"context"
	"errors"
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
