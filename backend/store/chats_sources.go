package store

import (
	"context"
	"database/sql"
)

// ChatSourceDoc is what a chat needs of a document source.
type ChatSourceDoc struct {
	ID, Status, Filename string
	PaperTitle           string // title of the document's paper, "" when it has none
}

// ChatSourcePaper is what a chat needs of a paper source; DocumentID is its local PDF, if any.
type ChatSourcePaper struct {
	ID, Title      string
	DOI            *string
	Abstract       string
	DocumentID     string
	DocumentStatus string
}

func anyList(ids []string) []any {
	out := make([]any, len(ids))
	for i, id := range ids {
		out[i] = id
	}
	return out
}

// ChatSourceDocuments returns the documents that exist among ids, keyed by id.
func (q Q) ChatSourceDocuments(ctx context.Context, ids []string) (map[string]ChatSourceDoc, error) {
	out := map[string]ChatSourceDoc{}
	if len(ids) == 0 {
		return out, nil
	}
	cond, a := modeCond(ctx, "d.mode")
	rows, err := q.q.QueryContext(ctx, `SELECT d.id, d.status, d.filename, COALESCE(p.title, '') FROM documents d
		LEFT JOIN papers p ON p.id = d.paper_id WHERE d.id IN (`+placeholders(len(ids))+`)`+cond, withArgs(anyList(ids), a)...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var d ChatSourceDoc
		if err := rows.Scan(&d.ID, &d.Status, &d.Filename, &d.PaperTitle); err != nil {
			return nil, err
		}
		out[d.ID] = d
	}
	return out, rows.Err()
}

// ChatSourcePapers returns the papers that exist among ids, keyed by id, with their PDF's status.
func (q Q) ChatSourcePapers(ctx context.Context, ids []string) (map[string]ChatSourcePaper, error) {
	out := map[string]ChatSourcePaper{}
	if len(ids) == 0 {
		return out, nil
	}
	// The PDF of a paper counts only in its own mode; elsewhere the paper is abstract-only
	// (paper_modes.go), and papers the other mode's documents created are not sources at all.
	dc, da := modeCond(ctx, "d.mode")
	rows, err := q.q.QueryContext(ctx, `SELECT p.id, p.title, p.doi, COALESCE(p.abstract, ''), COALESCE(d.id, ''), COALESCE(d.status, '')
		FROM papers p LEFT JOIN documents d ON d.id = p.document_id`+dc+` WHERE p.id IN (`+placeholders(len(ids))+`)`+paperModeCond(ctx, "p"),
		append(da, anyList(ids)...)...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var p ChatSourcePaper
		var doi sql.NullString
		if err := rows.Scan(&p.ID, &p.Title, &doi, &p.Abstract, &p.DocumentID, &p.DocumentStatus); err != nil {
			return nil, err
		}
		p.DOI = strp(doi)
		out[p.ID] = p
	}
	return out, rows.Err()
}

// ChatPassagesOnPages returns a document's passages on the given pages (all pages when nil) in
// reading order.
func (q Q) ChatPassagesOnPages(ctx context.Context, docID string, pages []int) ([]Passage, error) {
	if pages == nil {
		return q.PassagesByDocument(ctx, docID)
	}
	if len(pages) == 0 {
		return nil, nil
	}
	args := append([]any{docID}, intList(pages)...)
	return q.passages(ctx, `SELECT `+passageCols+` FROM passages WHERE document_id = ? AND page IN (`+placeholders(len(pages))+`) ORDER BY page, seq`, args...)
}

// ChatPageTexts returns the stored text of a document's pages (all pages when nil), keyed by number.
func (q Q) ChatPageTexts(ctx context.Context, docID string, pages []int) (map[int]string, error) {
	query, args := `SELECT number, text FROM pages WHERE document_id = ?`, []any{docID}
	if pages != nil {
		if len(pages) == 0 {
			return map[int]string{}, nil
		}
		query += ` AND number IN (` + placeholders(len(pages)) + `)`
		args = append(args, intList(pages)...)
	}
	rows, err := q.q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int]string{}
	for rows.Next() {
		var n int
		var t string
		if err := rows.Scan(&n, &t); err != nil {
			return nil, err
		}
		out[n] = t
	}
	return out, rows.Err()
}

func intList(xs []int) []any {
	out := make([]any, len(xs))
	for i, x := range xs {
		out[i] = x
	}
	return out
}
