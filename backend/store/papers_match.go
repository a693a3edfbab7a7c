package store

import (
	"context"

	"carrel/backend/domain"
)

// PapersByTitleKey returns the papers whose folded title is one of keys, keyed by title key.
func (q Q) PapersByTitleKey(ctx context.Context, keys []string) (map[string][]domain.Paper, error) {
	out := map[string][]domain.Paper{}
	for start := 0; start < len(keys); start += 500 {
		chunk := keys[start:min(start+500, len(keys))]
		args := make([]any, len(chunk))
		for i, k := range chunk {
			args[i] = k
		}
		rows, err := q.q.QueryContext(ctx, `SELECT title_key, `+paperCols+` FROM papers WHERE title_key IN (`+placeholders(len(chunk))+`) ORDER BY created_at, id`, args...)
		if err != nil {
			return nil, err
		}
		for rows.Next() {
			var key string
			var p domain.Paper
			p, err = paperScanner(ctx)(scanPrefix{row: rows, extra: []any{&key}})
			if err != nil {
				rows.Close()
				return nil, err
			}
			out[key] = append(out[key], p)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// SetPaperTitleKeys stores folded titles by paper id.
func (q Q) SetPaperTitleKeys(ctx context.Context, keys map[string]string) error {
	for id, k := range keys {
		if _, err := q.q.ExecContext(ctx, `UPDATE papers SET title_key = ? WHERE id = ?`, k, id); err != nil {
			return err
		}
	}
	return nil
}

// PaperTitlesWithoutKey returns up to limit (id, title) pairs of papers whose title key is unset.
func (q Q) PaperTitlesWithoutKey(ctx context.Context, limit int) (map[string]string, error) {
	rows, err := q.q.QueryContext(ctx, `SELECT id, title FROM papers WHERE title_key IS NULL LIMIT ?`, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string]string{}
	for rows.Next() {
		var id, title string
		if err := rows.Scan(&id, &title); err != nil {
			return nil, err
		}
		out[id] = title
	}
	return out, rows.Err()
}

// PaperOrigins returns the recorded origin of each of ids that has one (pdf, zotero, bibtex, ris,
// csl_json, jsonl), keyed by paper id.
func (q Q) PaperOrigins(ctx context.Context, ids []string) (map[string]string, error) {
	out := map[string]string{}
	for start := 0; start < len(ids); start += 500 {
		chunk := ids[start:min(start+500, len(ids))]
		args := make([]any, len(chunk))
		for i, id := range chunk {
			args[i] = id
		}
		type row struct{ id, origin string }
		rows, err := queryAll(ctx, q, func(r scanner) (row, error) {
			var x row
			return x, r.Scan(&x.id, &x.origin)
		}, `SELECT id, origin FROM papers WHERE origin IS NOT NULL AND id IN (`+placeholders(len(chunk))+`)`, args...)
		if err != nil {
			return nil, err
		}
		for _, x := range rows {
			out[x.id] = x.origin
		}
	}
	return out, nil
}
