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
	return queryInKeyed(ctx, q, func(sc scanner) (id string, r PaperReview, err error) {
		var conf, ed string
		if err := sc.Scan(&id, &conf, &ed); err != nil {
			return id, r, err
		}
		_ = json.Unmarshal([]byte(conf), &r.Confidence)
		_ = json.Unmarshal([]byte(ed), &r.Edited)
		return id, r, nil
	}, func(marks string) string {
		return `SELECT paper_id, confidence, edited FROM paper_review WHERE paper_id IN (` + marks + `)`
	}, ids)
}

// PaperReviewOf returns one paper's review record (empty when it has none).
func (q Q) PaperReviewOf(ctx context.Context, paperID string) (PaperReview, error) {
	m, err := q.PaperReviews(ctx, []string{paperID})
	return m[paperID], err
}

// arxivChunk bounds the identifiers per query: each brings 17 arguments (a DOI and eight URL
// ranges), well under SQLite's variable limit.
const arxivChunk = 200

// PapersByArXivIDs returns the papers whose URL or DOI names one of the arXiv identifiers ids
// (version stripped): http(s)://(www.)arxiv.org/abs|pdf/ID[vN][.pdf], or DOI 10.48550/arxiv.ID,
// oldest first. Each URL form is a prefix range on the url index (migration 0091); callers
// confirm which id a paper names.
func (q Q) PapersByArXivIDs(ctx context.Context, ids []string) ([]domain.Paper, error) {
	var out []domain.Paper
	for start := 0; start < len(ids); start += arxivChunk {
		var where []string
		var args []any
		for _, id := range ids[start:min(start+arxivChunk, len(ids))] {
			where, args = append(where, "doi = ?"), append(args, "10.48550/arxiv."+id)
			for _, scheme := range []string{"https://", "http://"} {
				for _, host := range []string{"arxiv.org", "www.arxiv.org"} {
					for _, kind := range []string{"/abs/", "/pdf/"} {
						prefix := scheme + host + kind + id
						where, args = append(where, "(url >= ? AND url < ?)"), append(args, prefix, prefix+"~")
					}
				}
			}
		}
		found, err := queryAll(ctx, q, scanPaper, `SELECT `+paperCols+` FROM papers WHERE `+strings.Join(where, " OR ")+` ORDER BY created_at, id`, args...)
		if err != nil {
			return nil, err
		}
		out = append(out, found...)
	}
	return out, nil
}

// PapersByDOIs returns the papers holding any of dois (normalised), keyed by normalised DOI.
func (q Q) PapersByDOIs(ctx context.Context, dois []string) (map[string]domain.Paper, error) {
	norm := make([]string, len(dois))
	for i, d := range dois {
		norm[i] = NormalizeDOI(d)
	}
	return queryInKeyed(ctx, q, func(r scanner) (string, domain.Paper, error) {
		p, err := scanPaper(r)
		if err != nil || p.DOI == nil {
			return "", p, err
		}
		return *p.DOI, p, nil
	}, func(marks string) string {
		return `SELECT ` + paperCols + ` FROM papers WHERE doi IN (` + marks + `)`
	}, norm)
}
