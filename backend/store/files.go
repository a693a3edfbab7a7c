package store

import (
	"context"
	"database/sql"
	"time"
)

// FileRow is an uploaded PDF or an export file; Path is relative to the data folder.
type FileRow struct {
	ID, Kind, Purpose, Filename, ContentType string
	ByteSize                                 int64
	SHA256, Path, KeyID                      string
	Mode                                     string // live or test (set by the store on insert)
	CreatedAt                                time.Time
	ExpiresAt, DeleteAfter                   *time.Time
}

// InsertFile records a stored file.
func (q Q) InsertFile(ctx context.Context, f FileRow) error {
	var key any
	if f.KeyID != "" {
		key = f.KeyID
	}
	_, err := q.q.ExecContext(ctx, `INSERT INTO files (id, kind, purpose, filename, content_type, byte_size, sha256, path, key_id, created_at, expires_at, delete_after, mode)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		f.ID, f.Kind, f.Purpose, f.Filename, f.ContentType, f.ByteSize, f.SHA256, f.Path, key, ts(f.CreatedAt), nullTS(f.ExpiresAt), nullTS(f.DeleteAfter), insertMode(ctx))
	return err
}

const fileCols = `id, kind, purpose, filename, content_type, byte_size, sha256, path, COALESCE(key_id, ''), created_at, expires_at, delete_after, mode`

func scanFile(row interface{ Scan(...any) error }) (FileRow, error) {
	var f FileRow
	var created string
	var exp, del sql.NullString
	err := row.Scan(&f.ID, &f.Kind, &f.Purpose, &f.Filename, &f.ContentType, &f.ByteSize, &f.SHA256, &f.Path, &f.KeyID, &created, &exp, &del, &f.Mode)
	f.CreatedAt, f.ExpiresAt, f.DeleteAfter = parseTS(created), parseNullTS(exp), parseNullTS(del)
	return f, err
}

// File returns one file.
func (q Q) File(ctx context.Context, id string) (FileRow, error) {
	c, a := modeCond(ctx, "mode")
	f, err := scanFile(q.q.QueryRowContext(ctx, `SELECT `+fileCols+` FROM files WHERE id = ?`+c, withArgs([]any{id}, a)...))
	return f, notFound(err, "file")
}

// SetFileDeleteAfter schedules a file's removal (an upload, 24 h after a document is made from it).
// An earlier schedule is kept, so a second document from the same file does not postpone it.
func (q Q) SetFileDeleteAfter(ctx context.Context, id string, at time.Time) error {
	c, a := modeCond(ctx, "mode")
	_, err := q.q.ExecContext(ctx, `UPDATE files SET delete_after = ? WHERE id = ? AND (delete_after IS NULL OR delete_after > ?)`+c,
		withArgs([]any{ts(at), id, ts(at)}, a)...)
	return err
}

// FilesDue returns up to limit files whose delete_after has passed.
func (q Q) FilesDue(ctx context.Context, now time.Time, limit int) ([]FileRow, error) {
	rows, err := q.q.QueryContext(ctx, `SELECT `+fileCols+` FROM files WHERE delete_after IS NOT NULL AND delete_after <= ? ORDER BY delete_after LIMIT ?`, ts(now), limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []FileRow
	for rows.Next() {
		f, err := scanFile(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	return out, rows.Err()
}

// DeleteFile removes a file's row (the caller removes the bytes).
func (q Q) DeleteFile(ctx context.Context, id string) error {
	c, a := modeCond(ctx, "mode")
	_, err := q.q.ExecContext(ctx, `DELETE FROM files WHERE id = ?`+c, withArgs([]any{id}, a)...)
	return err
}

// FilesAtPath counts the file rows whose bytes are stored at path (uploads of the same bytes share one).
func (q Q) FilesAtPath(ctx context.Context, path string) (int, error) {
	var n int
	err := q.q.QueryRowContext(ctx, `SELECT COUNT(*) FROM files WHERE path = ?`, path).Scan(&n)
	return n, err
}
