package store

import (
	"context"
	"encoding/json"
)

// PageRow is one displayed page of a document: its size in points, its text and its words
// (JSON encoded by the service, boxes in fractions of the page).
type PageRow struct {
	DocumentID    string
	Number        int
	Width, Height float64
	Text          string
	Words         json.RawMessage
}

// InsertPages stores a document's pages, replacing any stored before (a re-run parse).
func (q Q) InsertPages(ctx context.Context, docID string, pages []PageRow) error {
	if _, err := q.q.ExecContext(ctx, `DELETE FROM pages WHERE document_id = ?`, docID); err != nil {
		return err
	}
	for _, p := range pages {
		words := string(p.Words)
		if words == "" {
			words = "[]"
		}
		if _, err := q.q.ExecContext(ctx, `INSERT INTO pages (document_id, number, width, height, text, words) VALUES (?, ?, ?, ?, ?, ?)`,
			docID, p.Number, p.Width, p.Height, p.Text, words); err != nil {
			return err
		}
	}
	return nil
}

// Pages returns a document's pages in order.
func (q Q) Pages(ctx context.Context, docID string) ([]PageRow, error) {
	return queryAll(ctx, q, func(row scanner) (PageRow, error) {
		var p PageRow
		var words string
		err := row.Scan(&p.DocumentID, &p.Number, &p.Width, &p.Height, &p.Text, &words)
		p.Words = json.RawMessage(words)
		return p, err
	}, `SELECT document_id, number, width, height, text, words FROM pages WHERE document_id = ? ORDER BY number`, docID)
}

// DeletePassagesOfDocument removes a document's passages (a re-run parse replaces them).
func (q Q) DeletePassagesOfDocument(ctx context.Context, docID string) error {
	_, err := q.q.ExecContext(ctx, `DELETE FROM passages WHERE document_id = ?`, docID)
	return err
}
