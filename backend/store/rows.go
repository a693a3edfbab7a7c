package store

import "context"

// scanner is what a row scan reads from: *sql.Row and *sql.Rows both have it.
type scanner = interface{ Scan(dest ...any) error }

// queryAll runs a query and scans every row with scan: the package's one rows.Next loop.
// No rows is a nil slice, as the hand-written loops returned.
func queryAll[T any](ctx context.Context, q Q, scan func(scanner) (T, error), query string, args ...any) ([]T, error) {
	rows, err := q.q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []T
	for rows.Next() {
		v, err := scan(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// scanString reads a one-column row of text.
func scanString(row scanner) (string, error) {
	var s string
	err := row.Scan(&s)
	return s, err
}
