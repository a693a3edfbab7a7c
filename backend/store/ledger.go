package store

import (
	"context"
	"strings"
	"time"
)

// LedgerRow is one metered call (or a refund, with negative credits).
type LedgerRow struct {
	CreatedAt time.Time
	Endpoint  string
	KeyID     string
	Pool      string
	Requests  int
	Credits   int
	Ref       string
}

// InsertLedger appends a row; Date is the UTC calendar date of CreatedAt.
func (q Q) InsertLedger(ctx context.Context, r LedgerRow) error {
	var key any
	if r.KeyID != "" {
		key = r.KeyID
	}
	_, err := q.q.ExecContext(ctx,
		`INSERT INTO ledger (created_at, date, endpoint, key_id, pool, requests, credits, ref) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
		ts(r.CreatedAt), r.CreatedAt.UTC().Format("2006-01-02"), r.Endpoint, key, r.Pool, r.Requests, r.Credits, r.Ref)
	return err
}

// Consumed sums credits of a pool over [from, to] dates inclusive (YYYY-MM-DD).
func (q Q) Consumed(ctx context.Context, pool, from, to string) (int, error) {
	var n int
	err := q.q.QueryRowContext(ctx,
		`SELECT COALESCE(SUM(credits), 0) FROM ledger WHERE pool = ? AND date >= ? AND date <= ?`, pool, from, to).Scan(&n)
	return n, err
}

// ChargedFor sums the credits recorded for a reference (a document or search id).
func (q Q) ChargedFor(ctx context.Context, ref string) (int, error) {
	var n int
	err := q.q.QueryRowContext(ctx, `SELECT COALESCE(SUM(credits), 0) FROM ledger WHERE ref = ?`, ref).Scan(&n)
	return n, err
}

// HasLedgerRows reports whether any ledger row refers to ref.
func (q Q) HasLedgerRows(ctx context.Context, ref string) (bool, error) {
	var n int
	err := q.q.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM ledger WHERE ref = ?)`, ref).Scan(&n)
	return n == 1, err
}

// TopUps sums top-ups of a pool created within [from, to) timestamps.
func (q Q) TopUps(ctx context.Context, pool string, from, to time.Time) (int, error) {
	var n int
	err := q.q.QueryRowContext(ctx,
		`SELECT COALESCE(SUM(amount), 0) FROM topups WHERE pool = ? AND created_at >= ? AND created_at < ?`,
		pool, ts(from), ts(to)).Scan(&n)
	return n, err
}

// InsertTopUp adds credits to a pool for the current period.
func (q Q) InsertTopUp(ctx context.Context, pool string, amount int, at time.Time) error {
	_, err := q.q.ExecContext(ctx, `INSERT INTO topups (pool, amount, created_at) VALUES (?, ?, ?)`, pool, amount, ts(at))
	return err
}

// UsageGroup is one aggregated breakdown row.
type UsageGroup struct {
	Date, Endpoint, KeyID *string
	Requests, Credits     int
}

// UsageBreakdown aggregates ledger rows over [from, to] dates by the given dimensions
// (any of "date", "endpoint", "api_key"); pools limits the rows (nil means every pool).
func (q Q) UsageBreakdown(ctx context.Context, from, to string, pools []string, dims []string) ([]UsageGroup, error) {
	cols := map[string]string{"date": "date", "endpoint": "endpoint", "api_key": "key_id"}
	var sel, group []string
	has := map[string]bool{}
	for _, d := range dims {
		if c, ok := cols[d]; ok && !has[d] {
			has[d] = true
			group = append(group, c)
		}
	}
	for _, d := range []string{"date", "endpoint", "api_key"} {
		if has[d] {
			sel = append(sel, cols[d])
		} else {
			sel = append(sel, "NULL")
		}
	}
	query := `SELECT ` + strings.Join(sel, ", ") + `, COALESCE(SUM(requests),0), COALESCE(SUM(credits),0) FROM ledger WHERE date >= ? AND date <= ?`
	args := []any{from, to}
	switch {
	case pools == nil:
	case len(pools) == 0:
		query += ` AND 0`
	default:
		query += ` AND pool IN (` + strings.TrimSuffix(strings.Repeat("?,", len(pools)), ",") + `)`
		for _, p := range pools {
			args = append(args, p)
		}
	}
	if len(group) > 0 {
		query += ` GROUP BY ` + strings.Join(group, ", ") + ` ORDER BY ` + strings.Join(group, ", ")
	}
	rows, err := q.q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []UsageGroup
	for rows.Next() {
		var g UsageGroup
		if err := rows.Scan(&g.Date, &g.Endpoint, &g.KeyID, &g.Requests, &g.Credits); err != nil {
			return nil, err
		}
		if len(group) == 0 && g.Requests == 0 {
			continue
		}
		out = append(out, g)
	}
	return out, rows.Err()
}
