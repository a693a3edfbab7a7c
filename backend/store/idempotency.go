package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// IdemRecord is a stored Idempotency-Key and, once finished, its response.
type IdemRecord struct {
	KeyID, IdemKey, Method, Path, BodyHash string
	Status                                 int // 0 while the first request is still running
	Body                                   []byte
	ContentType                            string
	Credits                                int
	CreatedAt                              time.Time
}

// Idem finds a live record (created after since).
func (q Q) Idem(ctx context.Context, keyID, idemKey string, since time.Time) (IdemRecord, bool, error) {
	r := IdemRecord{KeyID: keyID, IdemKey: idemKey}
	var created string
	err := q.q.QueryRowContext(ctx,
		`SELECT method, path, body_hash, status, body, content_type, credits, created_at FROM idempotency WHERE key_id = ? AND idem_key = ? AND created_at >= ?`,
		keyID, idemKey, ts(since)).Scan(&r.Method, &r.Path, &r.BodyHash, &r.Status, &r.Body, &r.ContentType, &r.Credits, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return r, false, nil
	}
	r.CreatedAt = parseTS(created)
	return r, err == nil, err
}

// ReserveIdem inserts (or replaces an expired) record in the running state.
func (q Q) ReserveIdem(ctx context.Context, r IdemRecord) error {
	_, err := q.q.ExecContext(ctx,
		`INSERT INTO idempotency (key_id, idem_key, method, path, body_hash, status, created_at) VALUES (?, ?, ?, ?, ?, 0, ?)
		 ON CONFLICT (key_id, idem_key) DO UPDATE SET method = excluded.method, path = excluded.path,
		 body_hash = excluded.body_hash, status = 0, body = NULL, credits = 0, created_at = excluded.created_at`,
		r.KeyID, r.IdemKey, r.Method, r.Path, r.BodyHash, ts(r.CreatedAt))
	return err
}

// FinishIdem stores the response of the first request.
func (q Q) FinishIdem(ctx context.Context, keyID, idemKey string, status int, contentType string, body []byte, credits int) error {
	_, err := q.q.ExecContext(ctx, `UPDATE idempotency SET status = ?, content_type = ?, body = ?, credits = ? WHERE key_id = ? AND idem_key = ?`,
		status, contentType, body, credits, keyID, idemKey)
	return err
}

// DropIdem forgets a reservation whose request failed before producing a response.
func (q Q) DropIdem(ctx context.Context, keyID, idemKey string) error {
	_, err := q.q.ExecContext(ctx, `DELETE FROM idempotency WHERE key_id = ? AND idem_key = ? AND status = 0`, keyID, idemKey)
	return err
}

// PurgeIdem deletes records created before cutoff.
func (q Q) PurgeIdem(ctx context.Context, cutoff time.Time) error {
	_, err := q.q.ExecContext(ctx, `DELETE FROM idempotency WHERE created_at < ?`, ts(cutoff))
	return err
}
