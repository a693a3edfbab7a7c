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
	out := map[string]PaperExtras{}
	for start := 0; start < len(ids); start += 500 {
		chunk := ids[start:min(start+500, len(ids))]
		args := make([]any, len(chunk))
		for i, id := range chunk {
			args[i] = id
		}
		rows, err := q.q.QueryContext(ctx, `SELECT paper_id, citation_key, keywords, note FROM paper_extras WHERE paper_id IN (`+placeholders(len(chunk))+`)`, args...)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var id, kw string
			var e PaperExtras
			if err := rows.Scan(&id, &e.CitationKey, &kw, &e.Note); err != nil {
				rows.Close()
				return nil, err
			}
			_ = json.Unmarshal([]byte(kw), &e.Keywords)
			out[id] = e
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	return out, nil
}
