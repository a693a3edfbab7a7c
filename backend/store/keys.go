package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"time"

	"carrel/backend/domain"
)

// InsertKey stores a key by the SHA-256 hash of its secret.
func (q Q) InsertKey(ctx context.Context, k domain.APIKey, hash []byte) error {
	scopes, _ := json.Marshal(k.Scopes)
	_, err := q.q.ExecContext(ctx,
		`INSERT INTO api_keys (id, name, kind, prefix, hash, scopes, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
		k.ID, k.Name, k.Kind, k.Prefix, hash, string(scopes), ts(k.CreatedAt), nullTS(k.ExpiresAt))
	return err
}

const keyCols = `id, name, kind, prefix, scopes, created_at, revoked_at, expires_at`

func scanKey(row interface{ Scan(...any) error }) (domain.APIKey, error) {
	return scanKeyWith(row)
}

// scanKeyWith reads keyCols and then any extra columns into extra.
func scanKeyWith(row interface{ Scan(...any) error }, extra ...any) (domain.APIKey, error) {
	var k domain.APIKey
	var scopes, created string
	var revoked, expires sql.NullString
	dest := append([]any{&k.ID, &k.Name, &k.Kind, &k.Prefix, &scopes, &created, &revoked, &expires}, extra...)
	if err := row.Scan(dest...); err != nil {
		return k, err
	}
	k.Object = "api_key"
	_ = json.Unmarshal([]byte(scopes), &k.Scopes)
	k.CreatedAt = parseTS(created)
	k.RevokedAt, k.ExpiresAt = parseNullTS(revoked), parseNullTS(expires)
	return k, nil
}

// KeyCandidate is a stored key with its secret's hash, for constant-time comparison.
type KeyCandidate struct {
	Key  domain.APIKey
	Hash []byte
}

// KeysByPrefix returns the keys whose displayed prefix matches, revoked or not.
func (q Q) KeysByPrefix(ctx context.Context, prefix string) ([]KeyCandidate, error) {
	return queryAll(ctx, q, func(row scanner) (KeyCandidate, error) {
		var c KeyCandidate
		k, err := scanKeyWith(row, &c.Hash)
		c.Key = k
		return c, err
	}, `SELECT `+keyCols+`, hash FROM api_keys WHERE prefix = ?`, prefix)
}

// Key finds a key by id.
func (q Q) Key(ctx context.Context, id string) (domain.APIKey, error) {
	k, err := scanKey(q.q.QueryRowContext(ctx, `SELECT `+keyCols+` FROM api_keys WHERE id = ?`, id))
	return k, notFound(err, "api key")
}

// Keys lists every key, newest first.
func (q Q) Keys(ctx context.Context) ([]domain.APIKey, error) {
	return queryAll(ctx, q, scanKey, `SELECT `+keyCols+` FROM api_keys ORDER BY created_at DESC, id DESC`)
}

// RevokeKey marks a key revoked; revoking twice keeps the first time.
func (q Q) RevokeKey(ctx context.Context, id string, at time.Time) error {
	res, err := q.q.ExecContext(ctx, `UPDATE api_keys SET revoked_at = COALESCE(revoked_at, ?) WHERE id = ?`, ts(at), id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return notFound(sql.ErrNoRows, "api key")
	}
	return nil
}

// CountKeys counts all keys ever created.
func (q Q) CountKeys(ctx context.Context) (int, error) {
	var n int
	err := q.q.QueryRowContext(ctx, `SELECT COUNT(*) FROM api_keys`).Scan(&n)
	return n, err
}
