// Package store is Carrel's SQLite layer: open, migrate, and one file per table. It is the only package with SQL.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// Store holds a single-connection writer pool and a reader pool on one database file.
type Store struct {
	w    *sql.DB
	r    *sql.DB
	path string
}

// Querier is what both *sql.DB and *sql.Tx offer.
type Querier interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// Q runs the table methods against a pool or a transaction.
type Q struct{ q Querier }

// Open opens (creating if needed) carrel.db in dir and applies migrations.
func Open(dir string) (*Store, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("create data dir: %w", err)
	}
	path := filepath.Join(dir, "carrel.db")
	// busy_timeout: the reader pool may meet the writer's lock during checkpoints.
	// WAL: readers never block the single writer. foreign_keys: cascades are part of the schema.
	// synchronous=NORMAL is durable in WAL mode except for the last commits on power loss, not on a process kill.
	dsn := "file:" + path + "?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=foreign_keys(1)&_pragma=synchronous(NORMAL)&_txlock=immediate"
	w, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, err
	}
	// One writer connection serializes writes in-process, so SQLITE_BUSY never reaches callers
	// and a read-check-write inside one transaction is atomic.
	w.SetMaxOpenConns(1)
	w.SetConnMaxIdleTime(0)
	r, err := sql.Open("sqlite", dsn+"&_pragma=query_only(1)")
	if err != nil {
		w.Close()
		return nil, err
	}
	r.SetMaxOpenConns(4)
	s := &Store{w: w, r: r, path: path}
	if err := s.migrate(context.Background()); err != nil {
		s.Close()
		return nil, err
	}
	return s, nil
}

// Close closes both pools.
func (s *Store) Close() error {
	return errors.Join(s.r.Close(), s.w.Close())
}

// Path is the database file.
func (s *Store) Path() string { return s.path }

// W returns the writer for single statements outside a transaction.
func (s *Store) W() Q { return Q{s.w} }

// R returns the reader pool.
func (s *Store) R() Q { return Q{s.r} }

// Tx runs fn in one write transaction, committing when fn returns nil.
func (s *Store) Tx(ctx context.Context, fn func(q Q) error) error {
	tx, err := s.w.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := fn(Q{tx}); err != nil {
		return err
	}
	return tx.Commit()
}

// Time formats for columns: RFC 3339 with nanoseconds sorts lexically.
const timeLayout = "2006-01-02T15:04:05.000000000Z07:00"

func ts(t time.Time) string { return t.UTC().Format(timeLayout) }

func nullTS(t *time.Time) any {
	if t == nil {
		return nil
	}
	return ts(*t)
}

func parseTS(s string) time.Time {
	t, _ := time.Parse(time.RFC3339Nano, s)
	return t
}

func parseNullTS(s sql.NullString) *time.Time {
	if !s.Valid {
		return nil
	}
	t := parseTS(s.String)
	return &t
}

func notFound(err error, what string) error {
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("%s: %w", what, errNotFound)
	}
	return err
}
