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

// maxInKeys is how many keys one IN (…) list takes: SQLite caps a statement's parameters.
const maxInKeys = 500

// queryIn runs the query build makes for each run of at most maxInKeys keys (build is given the
// run's "?,?,…" marks) and scans every row with scan: the package's one chunked IN loop.
func queryIn[T any](ctx context.Context, q Q, scan func(scanner) (T, error), build func(marks string) string, keys []string) ([]T, error) {
	var out []T
	for start := 0; start < len(keys); start += maxInKeys {
		chunk := keys[start:min(start+maxInKeys, len(keys))]
		args := make([]any, len(chunk))
		for i, k := range chunk {
			args[i] = k
		}
		rows, err := queryAll(ctx, q, scan, build(placeholders(len(chunk))), args...)
		if err != nil {
			return nil, err
		}
		out = append(out, rows...)
	}
	return out, nil
}

// scanString reads a one-column row of text.
func scanString(row scanner) (string, error) {
	var s string
	err := row.Scan(&s)
	return s, err
}

// keyedRow is one row of a lookup keyed by a text column.
type keyedRow[V any] struct {
	key string
	val V
}

// queryInKeyed is queryIn for a lookup keyed by one column: scan reads a row's key and value,
// and the rows come back as a map (a later row of a key replaces an earlier one).
func queryInKeyed[V any](ctx context.Context, q Q, scan func(scanner) (string, V, error), build func(marks string) string, keys []string) (map[string]V, error) {
	rows, err := queryIn(ctx, q, func(r scanner) (keyedRow[V], error) {
		k, v, err := scan(r)
		return keyedRow[V]{k, v}, err
	}, build, keys)
	if err != nil {
		return nil, err
	}
	out := make(map[string]V, len(rows))
	for _, x := range rows {
		out[x.key] = x.val
	}
	return out, nil
}
