package store

import (
	"context"
	"database/sql"
	"time"
)

// WatchFile is what the watched folder knows about one file under dir.
type WatchFile struct {
	Dir, Path   string
	Size        int64
	MTime       time.Time
	SHA256      string
	Status      string // pending | imported | duplicate | failed | ignored
	DocumentID  string
	DuplicateOf string
	ErrorCode   string
	UpdatedAt   time.Time
}

// UpsertWatchFile records a file's latest state.
func (q Q) UpsertWatchFile(ctx context.Context, f WatchFile) error {
	_, err := q.q.ExecContext(ctx, `INSERT INTO watch_files (dir, path, size, mtime, sha256, status, document_id, duplicate_of, error_code, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (dir, path) DO UPDATE SET size = excluded.size, mtime = excluded.mtime, sha256 = excluded.sha256, status = excluded.status,
		document_id = excluded.document_id, duplicate_of = excluded.duplicate_of, error_code = excluded.error_code, updated_at = excluded.updated_at`,
		f.Dir, f.Path, f.Size, ts(f.MTime), f.SHA256, f.Status, nullStr(f.DocumentID), nullStr(f.DuplicateOf), nullStr(f.ErrorCode), ts(f.UpdatedAt))
	return err
}

const watchCols = `dir, path, size, mtime, sha256, status, COALESCE(document_id, ''), COALESCE(duplicate_of, ''), COALESCE(error_code, ''), updated_at`

func scanWatchFile(row interface{ Scan(...any) error }) (WatchFile, error) {
	var f WatchFile
	var mtime, updated string
	err := row.Scan(&f.Dir, &f.Path, &f.Size, &mtime, &f.SHA256, &f.Status, &f.DocumentID, &f.DuplicateOf, &f.ErrorCode, &updated)
	f.MTime, f.UpdatedAt = parseTS(mtime), parseTS(updated)
	return f, err
}

// WatchFileAt returns the record of one file.
func (q Q) WatchFileAt(ctx context.Context, dir, path string) (WatchFile, error) {
	f, err := scanWatchFile(q.q.QueryRowContext(ctx, `SELECT `+watchCols+` FROM watch_files WHERE dir = ? AND path = ?`, dir, path))
	if err == sql.ErrNoRows {
		return f, notFound(err, "watch file")
	}
	return f, err
}

// WatchFiles returns up to limit records of dir, most recently changed first.
func (q Q) WatchFiles(ctx context.Context, dir string, limit int) ([]WatchFile, error) {
	return queryAll(ctx, q, scanWatchFile, `SELECT `+watchCols+` FROM watch_files WHERE dir = ? ORDER BY updated_at DESC, path LIMIT ?`, dir, limit)
}

// SetWatchFilesOfDocument records the outcome of a watched file's document.
func (q Q) SetWatchFilesOfDocument(ctx context.Context, docID, status, code string, now time.Time) error {
	_, err := q.q.ExecContext(ctx, `UPDATE watch_files SET status = ?, error_code = ?, updated_at = ? WHERE document_id = ? AND status = 'pending'`,
		status, nullStr(code), ts(now), docID)
	return err
}
