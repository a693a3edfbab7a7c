package service

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"time"

	"carrel/backend/domain"
	"carrel/backend/store"
)

// DocumentRetentionTest is how long test-mode documents are kept (spec Limits: removed after 7
// days); live documents are kept until deleted.
const DocumentRetentionTest = 7 * 24 * time.Hour

// PurgeTest deletes test-mode documents created more than DocumentRetentionTest ago, as a user's
// delete would (pages, passages, index entries, the stored PDF, and the paper the document
// created). It runs with the other retention sweeps and returns how many it removed.
func (ds *DocumentService) PurgeTest(ctx context.Context) (int, error) {
	cutoff := ds.s.now().Add(-DocumentRetentionTest)
	n := 0
	for {
		due, err := ds.s.st.R().TestDocumentsCreatedBefore(ctx, cutoff, 200)
		if err != nil || len(due) == 0 {
			return n, err
		}
		for _, d := range due {
			ds.s.runner.CancelRef(d.ID)
			err := ds.s.st.Tx(ctx, func(q store.Q) error {
				if err := ds.unlinkPaper(ctx, q, d); err != nil {
					return err
				}
				return q.DeleteDocument(ctx, d.ID)
			})
			if err != nil && !errors.Is(err, domain.ErrNotFound) {
				return n, err
			}
			if d.Path != "" {
				os.Remove(filepath.Join(ds.s.cfg.DataDir, d.Path))
			}
			n++
		}
		if len(due) < 200 {
			return n, nil
		}
	}
}
