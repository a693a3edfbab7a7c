package store

import (
	"context"
	"encoding/json"
	"strings"

	"carrel/backend/domain"
)

// PaperReview is what the store keeps about how a paper's fields were established: the PDF
// reading's confidence per field it filled, and the fields the user edited or confirmed.
type PaperReview struct {
	Confidence map[string]float64
	Edited     []string
}

// IsEdited reports whether the user edited or confirmed field.
func (r PaperReview) IsEdited(field string) bool {
	for _, f := range r.Edited {
		if f == field {
			return true
		}
	}
	return false
}

// SetPaperReview replaces the review record of a paper (an empty one deletes it).
func (q Q) SetPaperReview(ctx context.Context, paperID string, r PaperReview) error {
	if len(r.Confidence) == 0 && len(r.Edited) == 0 {
		_, err := q.q.ExecContext(ctx, `DELETE FROM paper_review WHERE paper_id = ?`, paperID)
		return err
	}
	conf, _ := json.Marshal(r.Confidence)
	if r.Confidence == nil {
		conf = []byte("{}")
	}
	ed, _ := json.Marshal(r.Edited)
	if r.Edited == nil {
		ed = []byte("[]")
	}
	_, err := q.q.ExecContext(ctx, `INSERT INTO paper_review (paper_id, confidence, edited) VALUES (?, ?, ?)
		ON CONFLICT (paper_id) DO UPDATE SET confidence = excluded.confidence, edited = excluded.edited`, paperID, string(conf), string(ed))
	return err
}

// PaperReviews returns the review records of the papers among ids that have one, keyed by id.
func (q Q) PaperReviews(ctx context.Context, ids []string) (map[string]PaperReview, error) {
	out := map[string]PaperReview{}
	for start := 0; start < len(ids); start += 500 {
		chunk := ids[start:min(start+500, len(ids))]
		args := make([]any, len(chunk))
		for i, id := range chunk {
			args[i] = id
		}
		rows, err := q.q.QueryContext(ctx, `SELECT paper_id, confidence, edited FROM paper_review WHERE paper_id IN (`+placeholders(len(chunk))+`)`, args...)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var id, conf, ed string
			if err := rows.Scan(&id, &conf, &ed); err != nil {
				rows.Close()
				return nil, err
			}
			var r PaperReview
			_ = json.Unmarshal([]byte(conf), &r.Confidence)
			_ = json.Unmarshal([]byte(ed), &r.Edited)
			out[id] = r
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// PaperReviewOf returns one paper's review record (empty when it has none).
func (q Q) PaperReviewOf(ctx context.Context, paperID string) (PaperReview, error) {
	m, err := q.PaperReviews(ctx, []string{paperID})
	return m[paperID], err
}

// PapersByArXivID returns the papers whose URL or DOI names arXiv identifier id (version
// stripped): http(s)://(www.)arxiv.org/abs|pdf/ID[vN][.pdf], or DOI 10.48550/arxiv.ID. Each URL
// form is a prefix range on the url index (migration 0091); callers confirm the id.
func (q Q) PapersByArXivID(ctx context.Context, id string) ([]domain.Paper, error) {
	where, args := []string{"doi = ?"}, []any{"10.48550/arxiv." + id}
	for _, scheme := range []string{"https://", "http://"} {
		for _, host := range []string{"arxiv.org", "www.arxiv.org"} {
			for _, kind := range []string{"/abs/", "/pdf/"} {
				prefix := scheme + host + kind + id
				where, args = append(where, "(url >= ? AND url < ?)"), append(args, prefix, prefix+"~")
			}
		}
	}
	return queryAll(ctx, q, scanPaper, `SELECT `+paperCols+` FROM papers WHERE `+strings.Join(where, " OR ")+` ORDER BY created_at, id LIMIT 5`, args...)
}

// PapersByDOIs returns the papers holding any of dois (normalised), keyed by normalised DOI.
func (q Q) PapersByDOIs(ctx context.Context, dois []string) (map[string]domain.Paper, error) {
	out := map[string]domain.Paper{}
	for start := 0; start < len(dois); start += 500 {
		chunk := dois[start:min(start+500, len(dois))]
		args := make([]any, len(chunk))
		for i, d := range chunk {
			args[i] = NormalizeDOI(d)
		}
		found, err := queryAll(ctx, q, scanPaper, `SELECT `+paperCols+` FROM papers WHERE doi IN (`+placeholders(len(chunk))+`)`, args...)
		if err != nil {
			return nil, err
		}
		for _, p := range found {
			out[*p.DOI] = p
		}
	}
	return out, nil
}
