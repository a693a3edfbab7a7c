package store

import (
	"context"
	"encoding/json"
)

// PaperExtras are a paper's citation key, keywords and note as its source gave them.
type PaperExtras struct {
	CitationKey string
	Keywords    []string
	Note        string
}

// SetPaperExtras stores the extras of papers by id (rows with nothing to keep are skipped).
func (q Q) SetPaperExtras(ctx context.Context, extras map[string]PaperExtras) error {
	for id, e := range extras {
		if e.CitationKey == "" && len(e.Keywords) == 0 && e.Note == "" {
			continue
		}
		kw, _ := json.Marshal(e.Keywords)
		if e.Keywords == nil {
			kw = []byte("[]")
		}
		if _, err := q.q.ExecContext(ctx, `INSERT INTO paper_extras (paper_id, citation_key, keywords, note) VALUES (?, ?, ?, ?)
			ON CONFLICT (paper_id) DO UPDATE SET citation_key = excluded.citation_key, keywords = excluded.keywords, note = excluded.note`,
			id, e.CitationKey, string(kw), e.Note); err != nil {
			return err
		}
	}
	return nil
}

// PaperExtrasOf returns the stored extras of the papers among ids, keyed by id.
func (q Q) PaperExtrasOf(ctx context.Context, ids []string) (map[string]PaperExtras, error) {
	return queryInKeyed(ctx, q, func(r scanner) (id string, e PaperExtras, err error) {
		var kw string
		if err := r.Scan(&id, &e.CitationKey, &kw, &e.Note); err != nil {
			return id, e, err
		}
		_ = json.Unmarshal([]byte(kw), &e.Keywords)
		return id, e, nil
	}, func(marks string) string {
		return `SELECT paper_id, citation_key, keywords, note FROM paper_extras WHERE paper_id IN (` + marks + `)`
	}, ids)
}
