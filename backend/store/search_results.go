package store

import (
	"context"
	"strings"

	"carrel/backend/domain"
)

// SearchResultRow is one ranked paper of a search.
type SearchResultRow struct {
	Rank    int
	PaperID string
	Score   float64
}

// ReplaceSearchResults stores a search's ranked papers, replacing any earlier attempt's.
func (q Q) ReplaceSearchResults(ctx context.Context, searchID string, rows []SearchResultRow) error {
	if _, err := q.q.ExecContext(ctx, `DELETE FROM search_results WHERE search_id = ?`, searchID); err != nil {
		return err
	}
	for start := 0; start < len(rows); start += 200 {
		chunk := rows[start:min(start+200, len(rows))]
		args := make([]any, 0, 4*len(chunk))
		vals := make([]byte, 0, 12*len(chunk))
		for i, r := range chunk {
			if i > 0 {
				vals = append(vals, ',')
			}
			vals = append(vals, "(?,?,?,?)"...)
			args = append(args, searchID, r.Rank, r.PaperID, r.Score)
		}
		if _, err := q.q.ExecContext(ctx, `INSERT INTO search_results (search_id, rank, paper_id, relevance_score) VALUES `+string(vals), args...); err != nil {
			return err
		}
	}
	return nil
}

// SearchResults returns up to limit+1 results after the cursor paper (by rank), with their papers.
// Results whose paper was deleted since are left out. A cursor that is not a result of the
// search is not found.
func (q Q) SearchResults(ctx context.Context, searchID, cursor string, limit int) ([]domain.SearchResult, error) {
	after := 0
	if cursor != "" {
		err := q.q.QueryRowContext(ctx, `SELECT rank FROM search_results WHERE search_id = ? AND paper_id = ?`, searchID, cursor).Scan(&after)
		if err != nil {
			return nil, notFound(err, "search result")
		}
	}
	scan := paperScanner(ctx)
	return queryAll(ctx, q, func(row scanner) (domain.SearchResult, error) {
		var rank int
		var score float64
		p, err := scan(scanPrefix{row, []any{&rank, &score}})
		return domain.SearchResult{Object: "search_result", Rank: rank, RelevanceScore: score, Paper: p}, err
	}, `SELECT r.rank, r.relevance_score, `+prefixed("p.", paperBaseCols)+`, (SELECT mode FROM documents WHERE documents.id = p.document_id)
		FROM search_results r JOIN papers p ON p.id = r.paper_id
		WHERE r.search_id = ? AND r.rank > ?`+paperModeCond(ctx, "p")+` ORDER BY r.rank LIMIT ?`, searchID, after, limit+1)
}

// scanPrefix scans leading columns into extra before handing the rest to a row scanner.
type scanPrefix struct {
	row   interface{ Scan(...any) error }
	extra []any
}

func (s scanPrefix) Scan(dest ...any) error { return s.row.Scan(append(s.extra, dest...)...) }

func prefixed(prefix, cols string) string {
	parts := strings.Split(cols, ",")
	for i, c := range parts {
		parts[i] = prefix + strings.TrimSpace(c)
	}
	return strings.Join(parts, ", ")
}
