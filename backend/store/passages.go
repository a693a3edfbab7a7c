package store

import (
	"context"
	"encoding/json"

	"carrel/backend/domain"
)

// Passage is one sentence of a document page with its span in the page text and its boxes.
type Passage struct {
	ID         string
	DocumentID string
	PaperID    string
	Page       int
	Seq        int
	Start, End int
	Text       string
	Locations  []domain.Location
}

// InsertPassages stores a document's passages and queues the document for indexing.
func (q Q) InsertPassages(ctx context.Context, docID string, ps []Passage) error {
	for _, p := range ps {
		locs, _ := json.Marshal(p.Locations)
		if p.Locations == nil {
			locs = []byte("[]")
		}
		var paper any
		if p.PaperID != "" {
			paper = p.PaperID
		}
		if _, err := q.q.ExecContext(ctx, `INSERT INTO passages (id, document_id, paper_id, page, seq, start_off, end_off, text, locations) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			p.ID, docID, paper, p.Page, p.Seq, p.Start, p.End, p.Text, string(locs)); err != nil {
			return err
		}
	}
	return q.EnqueueIndex(ctx, "document", docID, "upsert")
}

const passageCols = `id, COALESCE(document_id, ''), COALESCE(paper_id, ''), page, seq, start_off, end_off, text, locations`

func scanPassage(row interface{ Scan(...any) error }) (Passage, error) {
	var p Passage
	var locs string
	err := row.Scan(&p.ID, &p.DocumentID, &p.PaperID, &p.Page, &p.Seq, &p.Start, &p.End, &p.Text, &locs)
	_ = json.Unmarshal([]byte(locs), &p.Locations)
	return p, err
}

// PassagesByDocument returns a document's passages in reading order.
func (q Q) PassagesByDocument(ctx context.Context, docID string) ([]Passage, error) {
	return q.passages(ctx, `SELECT `+passageCols+` FROM passages WHERE document_id = ? ORDER BY page, seq`, docID)
}

func (q Q) passages(ctx context.Context, query string, args ...any) ([]Passage, error) {
	return queryAll(ctx, q, scanPassage, query, args...)
}

// PageText returns the stored text of one page (the source a quote is verified against).
func (q Q) PageText(ctx context.Context, docID string, page int) (string, error) {
	var t string
	err := q.q.QueryRowContext(ctx, `SELECT text FROM pages WHERE document_id = ? AND number = ?`, docID, page).Scan(&t)
	return t, notFound(err, "page")
}

// DocumentIDsWithPassages lists every document that has passages (index rebuilds).
func (q Q) DocumentIDsWithPassages(ctx context.Context) ([]string, error) {
	return queryAll(ctx, q, scanString, `SELECT DISTINCT document_id FROM passages WHERE document_id IS NOT NULL ORDER BY document_id`)
}
