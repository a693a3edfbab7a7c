package store

import "context"

// MaxIndexOutboxID returns the newest outbox id, or 0 when the outbox is empty; a full index
// rebuild acknowledges everything up to it, since it reads every row committed before.
func (q Q) MaxIndexOutboxID(ctx context.Context) (int64, error) {
	var id int64
	err := q.q.QueryRowContext(ctx, `SELECT COALESCE(MAX(id), 0) FROM index_outbox`).Scan(&id)
	return id, err
}
