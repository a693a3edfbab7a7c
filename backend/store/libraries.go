package store

import (
	"context"
	"errors"
	"strings"
	"time"

	"carrel/backend/domain"
)

// ErrLibraryExists is returned when a library name is taken.
var ErrLibraryExists = errors.New("store: library name exists")

// InsertLibrary stores a library. Errors: ErrLibraryExists.
func (q Q) InsertLibrary(ctx context.Context, l domain.Library) error {
	_, err := q.q.ExecContext(ctx, `INSERT INTO libraries (id, name, created_at, mode) VALUES (?, ?, ?, ?)`, l.ID, l.Name, ts(l.CreatedAt), insertMode(ctx))
	if err != nil && strings.Contains(err.Error(), "UNIQUE") {
		return ErrLibraryExists
	}
	return err
}

func scanLibrary(row interface{ Scan(...any) error }) (domain.Library, error) {
	var l domain.Library
	var created string
	err := row.Scan(&l.ID, &l.Name, &created)
	l.Object, l.CreatedAt = "library", parseTS(created)
	return l, err
}

// Library returns one library.
func (q Q) Library(ctx context.Context, id string) (domain.Library, error) {
	c, a := modeCond(ctx, "mode")
	l, err := scanLibrary(q.q.QueryRowContext(ctx, `SELECT id, name, created_at FROM libraries WHERE id = ?`+c, withArgs([]any{id}, a)...))
	return l, notFound(err, "library")
}

// LibraryByName returns the library with this exact name.
func (q Q) LibraryByName(ctx context.Context, name string) (domain.Library, error) {
	// The system's context (the watched folder) files into live libraries.
	mode, ok := ModeOf(ctx)
	if !ok {
		mode = ModeLive
	}
	l, err := scanLibrary(q.q.QueryRowContext(ctx, `SELECT id, name, created_at FROM libraries WHERE name = ? AND mode = ?`, name, mode))
	return l, notFound(err, "library")
}

// EnsureLibrary returns the library named name, creating it if needed.
func (q Q) EnsureLibrary(ctx context.Context, name string, now time.Time) (domain.Library, error) {
	l, err := q.LibraryByName(ctx, name)
	if !errors.Is(err, domain.ErrNotFound) {
		return l, err
	}
	l = domain.Library{Object: "library", ID: domain.NewID(domain.PrefixLibrary), Name: name, CreatedAt: now}
	return l, q.InsertLibrary(ctx, l)
}

// ListLibraries returns up to limit+1 libraries newest first after the cursor library.
func (q Q) ListLibraries(ctx context.Context, cursor string, limit int) ([]domain.Library, error) {
	c, args := modeCond(ctx, "mode")
	query := `SELECT id, name, created_at FROM libraries WHERE 1=1` + c
	if cursor != "" {
		query += ` AND (created_at, id) < (SELECT created_at, id FROM libraries WHERE id = ?)`
		args = append(args, cursor)
	}
	args = append(args, limit+1)
	rows, err := q.q.QueryContext(ctx, query+` ORDER BY created_at DESC, id DESC LIMIT ?`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []domain.Library
	for rows.Next() {
		l, err := scanLibrary(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, l)
	}
	return out, rows.Err()
}
