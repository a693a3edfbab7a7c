package store

import (
	"context"
	"fmt"
	"strings"
	"time"

	"carrel/backend/domain"
)

// insertRows is how many papers one multi-row INSERT carries (16 parameters each).
const insertRows = 100

// InsertPapersIfNew inserts papers whose DOI is not taken yet (by the corpus or an earlier paper
// of the same call) with multi-row statements, queues the inserted ones for indexing, and
// returns their ids. Bulk imports call it inside one transaction per batch.
func (q Q) InsertPapersIfNew(ctx context.Context, ps []domain.Paper) (map[string]bool, error) {
	inserted := make(map[string]bool, len(ps))
	const row = "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
	for start := 0; start < len(ps); start += insertRows {
		chunk := ps[start:min(start+insertRows, len(ps))]
		args := make([]any, 0, len(chunk)*16)
		for _, p := range chunk {
			args = append(args, p.ID)
			args = append(args, paperArgs(p)...)
			args = append(args, ts(p.CreatedAt), ts(p.CreatedAt), originArg(p.Origin))
		}
		rows, err := q.q.QueryContext(ctx, `INSERT INTO papers (id, title, authors, year, venue, doi, abstract, publication_type, open_access, url, document_id, external_id, needs_review, created_at, updated_at, origin)
			VALUES `+strings.TrimSuffix(strings.Repeat(row+",", len(chunk)), ",")+` ON CONFLICT (doi) WHERE doi IS NOT NULL DO NOTHING RETURNING id`, args...)
		if err != nil {
			return nil, err
		}
		var ids []any
		for rows.Next() {
			var id string
			if err := rows.Scan(&id); err != nil {
				rows.Close()
				return nil, err
			}
			inserted[id] = true
			ids = append(ids, id)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
		if len(ids) == 0 {
			continue
		}
		now := ts(time.Now())
		oargs := make([]any, 0, len(ids)*2)
		for _, id := range ids {
			oargs = append(oargs, id, now)
		}
		if _, err := q.q.ExecContext(ctx, `INSERT INTO index_outbox (kind, ref_id, op, created_at) VALUES `+
			strings.TrimSuffix(strings.Repeat("('paper', ?, 'upsert', ?),", len(ids)), ","), oargs...); err != nil {
			return nil, err
		}
	}
	return inserted, nil
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

// SetWriterCache sets the writer connection's page cache to mib MiB. A bulk import's batch
// dirties more pages than the default 2 MB cache holds; SQLite then spills them into the WAL
// mid-transaction and writes hot index pages many times over. Imports raise it and set it
// back to 2 when they end.
func (s *Store) SetWriterCache(ctx context.Context, mib int) error {
	_, err := s.w.ExecContext(ctx, fmt.Sprintf("PRAGMA cache_size = -%d", mib*1024))
	return err
}
