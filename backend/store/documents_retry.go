package store

import (
	"context"
	"time"
)

// RequeueFailedDocument moves a failed document back to queued (error cleared, progress 0) for
// an explicit retry; ok is false when the document is not failed (or not in this mode).
func (q Q) RequeueFailedDocument(ctx context.Context, id string) (bool, error) {
	c, a := modeCond(ctx, "mode")
	res, err := q.q.ExecContext(ctx, `UPDATE documents SET status = 'queued', progress = 0, error_type = NULL, error_code = NULL,
		error_message = NULL, updated_at = ? WHERE id = ? AND status = 'failed'`+c, withArgs([]any{ts(time.Now()), id}, a)...)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// RequeueWatchFilesOfDocument marks the watched files of a retried document pending again, so
// the parse's outcome is recorded on them.
func (q Q) RequeueWatchFilesOfDocument(ctx context.Context, docID string, now time.Time) error {
	_, err := q.q.ExecContext(ctx, `UPDATE watch_files SET status = 'pending', error_code = NULL, updated_at = ? WHERE document_id = ? AND status = 'failed'`,
		ts(now), docID)
	return err
}
