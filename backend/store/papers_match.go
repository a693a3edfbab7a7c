package store

import (
	"context"

	"carrel/backend/domain"
)

// PapersByTitleKey returns the papers whose folded title is one of keys, keyed by title key.
func (q Q) PapersByTitleKey(ctx context.Context, keys []string) (map[string][]domain.Paper, error) {
	type row struct {
		key string
		p   domain.Paper
	}
	scan := paperScanner(ctx)
	rows, err := queryIn(ctx, q, func(r scanner) (row, error) {
		var x row
		var err error
		x.p, err = scan(scanPrefix{row: r, extra: []any{&x.key}})
		return x, err
	}, func(marks string) string {
		return `SELECT title_key, ` + paperCols + ` FROM papers WHERE title_key IN (` + marks + `) ORDER BY created_at, id`
	}, keys)
	if err != nil {
		return nil, err
	}
	out := map[string][]domain.Paper{}
	for _, x := range rows {
		out[x.key] = append(out[x.key], x.p)
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
	return queryInKeyed(ctx, q, func(r scanner) (id, origin string, err error) {
		return id, origin, r.Scan(&id, &origin)
	}, func(marks string) string {
		return `SELECT id, origin FROM papers WHERE origin IS NOT NULL AND id IN (` + marks + `)`
	}, ids)
}
