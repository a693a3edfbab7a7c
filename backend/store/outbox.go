package store

import (
	"context"
	"time"
)

// OutboxItem is one pending index change.
type OutboxItem struct {
	ID    int64
	Kind  string // "paper" or "document"
	RefID string
	Op    string // "upsert" or "delete"
}

// EnqueueIndex records that a paper or a document's passages must be (re)indexed or removed.
func (q Q) EnqueueIndex(ctx context.Context, kind, refID, op string) error {
	_, err := q.q.ExecContext(ctx, `INSERT INTO index_outbox (kind, ref_id, op, created_at) VALUES (?, ?, ?, ?)`,
		kind, refID, op, ts(time.Now()))
	return err
}

// PendingIndex returns up to limit outbox items, oldest first.
func (q Q) PendingIndex(ctx context.Context, limit int) ([]OutboxItem, error) {
	return queryAll(ctx, q, func(row scanner) (OutboxItem, error) {
		var it OutboxItem
		return it, row.Scan(&it.ID, &it.Kind, &it.RefID, &it.Op)
	}, `SELECT id, kind, ref_id, op FROM index_outbox ORDER BY id LIMIT ?`, limit)
}

// AckIndex deletes outbox items up to and including id.
func (q Q) AckIndex(ctx context.Context, upTo int64) error {
	_, err := q.q.ExecContext(ctx, `DELETE FROM index_outbox WHERE id <= ?`, upTo)
	return err
}

// CountPendingIndex counts outbox items.
func (q Q) CountPendingIndex(ctx context.Context) (int, error) {
	var n int
	err := q.q.QueryRowContext(ctx, `SELECT COUNT(*) FROM index_outbox`).Scan(&n)
	return n, err
}
