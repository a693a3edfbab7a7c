package store

import "context"

// MaxIndexOutboxID returns the newest outbox id, or 0 when the outbox is empty; a full index
// rebuild acknowledges everything up to it, since it reads every row committed before.
func (q Q) MaxIndexOutboxID(ctx context.Context) (int64, error) {
	var id int64
	err := q.q.QueryRowContext(ctx, `SELECT COALESCE(MAX(id), 0) FROM index_outbox`).Scan(&id)
	return id, err
}

// IndexPendingUpTo reports whether any outbox row with id <= upTo is still waiting for the
// index; ids only grow (AUTOINCREMENT), so false means everything up to that mark is searchable.
func (q Q) IndexPendingUpTo(ctx context.Context, upTo int64) (bool, error) {
	var n int
	err := q.q.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM index_outbox WHERE id <= ?)`, upTo).Scan(&n)
	return n == 1, err
}
