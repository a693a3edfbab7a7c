package store

import (
	"context"
	"database/sql"
	"strings"
	"time"

	"carrel/backend/domain"
)

// DocumentRow is a document with what the service keeps beside the wire fields.
type DocumentRow struct {
	ID, Status, Filename string
	PageCount            *int
	LibraryID, PaperID   string
	SHA256, Path         string
	Source, SourceRef    string // upload|url|watch; the file id, URL or watched path
	Error                *domain.ErrorInfo
	Credits              int
	KeyID, Pool          string
	Mode                 string // live or test, from the creating key (set by the store on insert)
	Progress             float64
	OwnsPaper            bool
	OCR                  string // JSON of domain.DocumentOCR; "" when no page was read by OCR
	StatusDetail         string // what a running document is doing, in words; "" when nothing
	CreatedAt, UpdatedAt time.Time
}

func nullStr(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// InsertDocument stores a new document.
func (q Q) InsertDocument(ctx context.Context, d DocumentRow) error {
	var et, ec, em any
	if d.Error != nil {
		et, ec, em = d.Error.Type, d.Error.Code, d.Error.Message
	}
	_, err := q.q.ExecContext(ctx, `INSERT INTO documents (id, status, filename, page_count, library_id, paper_id, sha256, path, source, source_ref,
		error_type, error_code, error_message, credits, key_id, pool, progress, owns_paper, created_at, updated_at, mode)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		d.ID, d.Status, d.Filename, d.PageCount, nullStr(d.LibraryID), nullStr(d.PaperID), d.SHA256, d.Path, d.Source, nullStr(d.SourceRef),
		et, ec, em, d.Credits, nullStr(d.KeyID), d.Pool, d.Progress, d.OwnsPaper, ts(d.CreatedAt), ts(d.CreatedAt), insertMode(ctx))
	return err
}

const documentCols = `id, status, filename, page_count, COALESCE(library_id, ''), COALESCE(paper_id, ''), sha256, path, source, COALESCE(source_ref, ''),
	error_type, error_code, error_message, credits, COALESCE(key_id, ''), pool, progress, owns_paper, created_at, updated_at, mode, COALESCE(ocr, ''),
	COALESCE(status_detail, '')`

func scanDocument(row interface{ Scan(...any) error }) (DocumentRow, error) {
	var d DocumentRow
	var pages sql.NullInt64
	var et, ec, em sql.NullString
	var created, updated string
	err := row.Scan(&d.ID, &d.Status, &d.Filename, &pages, &d.LibraryID, &d.PaperID, &d.SHA256, &d.Path, &d.Source, &d.SourceRef,
		&et, &ec, &em, &d.Credits, &d.KeyID, &d.Pool, &d.Progress, &d.OwnsPaper, &created, &updated, &d.Mode, &d.OCR, &d.StatusDetail)
	if pages.Valid {
		n := int(pages.Int64)
		d.PageCount = &n
	}
	if ec.Valid {
		d.Error = &domain.ErrorInfo{Type: et.String, Code: ec.String, Message: em.String}
	}
	d.CreatedAt, d.UpdatedAt = parseTS(created), parseTS(updated)
	return d, err
}

// Document returns one document.
func (q Q) Document(ctx context.Context, id string) (DocumentRow, error) {
	c, a := modeCond(ctx, "mode")
	d, err := scanDocument(q.q.QueryRowContext(ctx, `SELECT `+documentCols+` FROM documents WHERE id = ?`+c, withArgs([]any{id}, a)...))
	return d, notFound(err, "document")
}

// DocumentBySHA256 returns the newest document with these bytes that has not failed
// (withFailed also considers failed ones).
func (q Q) DocumentBySHA256(ctx context.Context, sha string, withFailed bool) (DocumentRow, error) {
	cond := ` AND status != 'failed'`
	if withFailed {
		cond = ``
	}
	c, a := modeCond(ctx, "mode")
	d, err := scanDocument(q.q.QueryRowContext(ctx, `SELECT `+documentCols+` FROM documents WHERE sha256 = ?`+cond+c+` ORDER BY created_at DESC LIMIT 1`, withArgs([]any{sha}, a)...))
	return d, notFound(err, "document")
}

// SetDocumentProgress moves a queued or running document to status with a progress fraction
// (0..1), clearing its status detail.
func (q Q) SetDocumentProgress(ctx context.Context, id, status string, progress float64) error {
	return q.SetDocumentDetail(ctx, id, status, progress, "")
}

// SetDocumentDetail is SetDocumentProgress saying in words what the document is doing ("" for
// nothing).
func (q Q) SetDocumentDetail(ctx context.Context, id, status string, progress float64, detail string) error {
	c, a := modeCond(ctx, "mode")
	_, err := q.q.ExecContext(ctx, `UPDATE documents SET status = ?, progress = ?, status_detail = ?, updated_at = ? WHERE id = ? AND status IN ('queued', 'running')`+c,
		withArgs([]any{status, progress, nullStr(detail), ts(time.Now()), id}, a)...)
	return err
}

// FinishDocument records a terminal state: succeeded with its page count and paper, or failed with an error.
func (q Q) FinishDocument(ctx context.Context, d DocumentRow) error {
	var et, ec, em any
	if d.Error != nil {
		et, ec, em = d.Error.Type, d.Error.Code, d.Error.Message
	}
	c, a := modeCond(ctx, "mode")
	_, err := q.q.ExecContext(ctx, `UPDATE documents SET status = ?, page_count = ?, paper_id = ?, owns_paper = ?, error_type = ?, error_code = ?,
		error_message = ?, ocr = ?, progress = 1, status_detail = NULL, updated_at = ? WHERE id = ?`+c,
		withArgs([]any{d.Status, d.PageCount, nullStr(d.PaperID), d.OwnsPaper, et, ec, em, nullStr(d.OCR), ts(time.Now()), d.ID}, a)...)
	return err
}

// DeleteDocument deletes a document (pages and passages cascade) and queues its passages'
// removal from the index.
func (q Q) DeleteDocument(ctx context.Context, id string) error {
	c, a := modeCond(ctx, "mode")
	res, err := q.q.ExecContext(ctx, `DELETE FROM documents WHERE id = ?`+c, withArgs([]any{id}, a)...)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return notFound(sql.ErrNoRows, "document")
	}
	return q.EnqueueIndex(ctx, "document", id, "delete")
}

// DocumentFilter lists documents newest first after the cursor document.
type DocumentFilter struct {
	Status, LibraryID, Cursor string
	Limit                     int
}

// ListDocuments returns up to Limit+1 documents (the extra one tells the caller there are more).
func (q Q) ListDocuments(ctx context.Context, f DocumentFilter) ([]DocumentRow, error) {
	c, a := modeCond(ctx, "mode")
	where, args := []string{"1=1" + c}, a
	if f.Cursor != "" {
		where = append(where, `(created_at, id) < (SELECT created_at, id FROM documents WHERE id = ?)`)
		args = append(args, f.Cursor)
	}
	if f.Status != "" {
		where = append(where, `status = ?`)
		args = append(args, f.Status)
	}
	if f.LibraryID != "" {
		where = append(where, `library_id = ?`)
		args = append(args, f.LibraryID)
	}
	args = append(args, f.Limit+1)
	return q.documents(ctx, `SELECT `+documentCols+` FROM documents WHERE `+strings.Join(where, " AND ")+` ORDER BY created_at DESC, id DESC LIMIT ?`, args...)
}

func (q Q) documents(ctx context.Context, query string, args ...any) ([]DocumentRow, error) {
	rows, err := q.q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []DocumentRow
	for rows.Next() {
		d, err := scanDocument(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, d)
	}
	return out, rows.Err()
}

// DocumentIDsByPaper lists the documents linked to a paper, except one. Papers are shared by both
// modes, so this is deliberately not limited to the caller's: unlinking must see every document.
func (q Q) DocumentIDsByPaper(ctx context.Context, paperID, except string) ([]string, error) {
	rows, err := q.q.QueryContext(ctx, `SELECT id FROM documents WHERE paper_id = ? AND id != ? ORDER BY created_at`, paperID, except)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		out = append(out, id)
	}
	return out, rows.Err()
}

// CountUnfinishedDocuments counts documents still queued or running.
func (q Q) CountUnfinishedDocuments(ctx context.Context) (int, error) {
	var n int
	c, a := modeCond(ctx, "mode")
	err := q.q.QueryRowContext(ctx, `SELECT COUNT(*) FROM documents WHERE status IN ('queued', 'running')`+c, a...).Scan(&n)
	return n, err
}

// TestDocumentsCreatedBefore returns up to limit test-mode documents created before cutoff,
// oldest first, whatever ctx's mode (the retention sweep is the system's).
func (q Q) TestDocumentsCreatedBefore(ctx context.Context, cutoff time.Time, limit int) ([]DocumentRow, error) {
	return q.documents(ctx, `SELECT `+documentCols+` FROM documents WHERE mode = 'test' AND created_at < ? ORDER BY created_at, id LIMIT ?`,
		ts(cutoff), limit)
}
