package store

import (
	"context"
	"embed"
	"fmt"
	"log/slog"
	"sort"
	"strconv"
	"strings"

	"carrel/backend/domain"
)

var errNotFound = domain.ErrNotFound

//go:embed migrations/*.sql
var migrations embed.FS

// Migration numbers are reserved in ranges per capability (0001-0009 foundation, 0010-0019
// documents and papers, 0020-0029 searches, 0030-0039 chats, 0040-0049 webhooks) so that work
// landing in parallel never collides; gaps are fine because only order matters.
func (s *Store) migrate(ctx context.Context) error {
	entries, err := migrations.ReadDir("migrations")
	if err != nil {
		return err
	}
	type mig struct {
		n    int
		name string
	}
	var ms []mig
	for _, e := range entries {
		num, _, ok := strings.Cut(e.Name(), "_")
		n, err := strconv.Atoi(num)
		if !ok || err != nil {
			return fmt.Errorf("migration %q: name must start with a number", e.Name())
		}
		ms = append(ms, mig{n, e.Name()})
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].n < ms[j].n })
	var cur int
	if err := s.w.QueryRowContext(ctx, "PRAGMA user_version").Scan(&cur); err != nil {
		return err
	}
	// Foreign keys are off while migrations run so a table rebuild (SQLite's way to change a
	// constraint) cascades nothing; the writer pool has one connection, so this is that
	// connection's setting, restored and checked afterwards.
	if _, err := s.w.ExecContext(ctx, "PRAGMA foreign_keys = OFF"); err != nil {
		return err
	}
	defer s.w.ExecContext(ctx, "PRAGMA foreign_keys = ON")
	applied := false
	for _, m := range ms {
		if m.n <= cur {
			continue
		}
		body, err := migrations.ReadFile("migrations/" + m.name)
		if err != nil {
			return err
		}
		err = s.Tx(ctx, func(q Q) error {
			if _, err := q.q.ExecContext(ctx, string(body)); err != nil {
				return fmt.Errorf("migration %s: %w", m.name, err)
			}
			_, err := q.q.ExecContext(ctx, fmt.Sprintf("PRAGMA user_version = %d", m.n))
			return err
		})
		if err != nil {
			return err
		}
		applied = true
	}
	if !applied {
		return nil
	}
	rows, err := s.w.QueryContext(ctx, "PRAGMA foreign_key_check")
	if err != nil {
		return err
	}
	defer rows.Close()
	if rows.Next() {
		// Reported, not fatal: refusing to start would lose the user more than a dangling link.
		slog.Warn("foreign key check after migrations found dangling references")
	}
	return rows.Err()
}
