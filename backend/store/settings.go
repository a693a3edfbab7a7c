package store

import (
	"context"
	"database/sql"
	"errors"
)

// Setting reads a setting; ok is false when unset.
func (q Q) Setting(ctx context.Context, key string) (value string, ok bool, err error) {
	err = q.q.QueryRowContext(ctx, `SELECT value FROM settings WHERE key = ?`, key).Scan(&value)
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, nil
	}
	return value, err == nil, err
}

// SetSetting writes a setting.
func (q Q) SetSetting(ctx context.Context, key, value string) error {
	_, err := q.q.ExecContext(ctx,
		`INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`, key, value)
	return err
}

// DeleteSetting removes a setting.
func (q Q) DeleteSetting(ctx context.Context, key string) error {
	_, err := q.q.ExecContext(ctx, `DELETE FROM settings WHERE key = ?`, key)
	return err
}
