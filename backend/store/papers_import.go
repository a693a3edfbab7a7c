package store

import (
	"context"
	"time"

	"carrel/backend/domain"
)

// InsertPaperIfNew inserts a paper unless its DOI is already taken; it reports whether it was
// inserted and queues only inserted papers for indexing. Bulk imports call it inside one
// transaction per batch, so the outbox grows in the same batches the index drains.
func (q Q) InsertPaperIfNew(ctx context.Context, p domain.Paper) (bool, error) {
	args := append([]any{p.ID}, paperArgs(p)...)
	args = append(args, ts(p.CreatedAt), ts(p.CreatedAt))
	res, err := q.q.ExecContext(ctx, `INSERT INTO papers (id, title, authors, year, venue, doi, abstract, publication_type, open_access, url, document_id, external_id, needs_review, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (doi) WHERE doi IS NOT NULL DO NOTHING`, args...)
	if err != nil {
		return false, err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return false, nil
	}
	return true, q.EnqueueIndex(ctx, "paper", p.ID, "upsert")
}

// SetPaperDocument links a paper to the document it came from (or unlinks it with "").
func (q Q) SetPaperDocument(ctx context.Context, paperID, docID string) error {
	_, err := q.q.ExecContext(ctx, `UPDATE papers SET document_id = ?, updated_at = ? WHERE id = ?`, nullStr(docID), ts(time.Now()), paperID)
	if err != nil {
		return err
	}
	return q.EnqueueIndex(ctx, "paper", paperID, "upsert")
}

// DetachPaper removes what points at a paper before it is deleted: its abstract passages go,
// document passages and documents lose the link (and documents are queued for re-indexing).
func (q Q) DetachPaper(ctx context.Context, paperID string) error {
	if _, err := q.q.ExecContext(ctx, `DELETE FROM passages WHERE paper_id = ? AND document_id IS NULL`, paperID); err != nil {
		return err
	}
	if _, err := q.q.ExecContext(ctx, `UPDATE passages SET paper_id = NULL WHERE paper_id = ?`, paperID); err != nil {
		return err
	}
	rows, err := q.q.QueryContext(ctx, `UPDATE documents SET paper_id = NULL, owns_paper = 0, updated_at = ? WHERE paper_id = ? RETURNING id`, ts(time.Now()), paperID)
	if err != nil {
		return err
	}
	var ids []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return err
		}
		ids = append(ids, id)
	}
	rows.Close()
	for _, id := range ids {
		if err := q.EnqueueIndex(ctx, "document", id, "upsert"); err != nil {
			return err
		}
	}
	return nil
}
