package service

import (
	"context"
	"errors"
	"strings"
	"unicode/utf8"

	"carrel/backend/apierr"
	"carrel/backend/domain"
	"carrel/backend/store"
)

// LibraryService manages libraries of documents.
type LibraryService struct{ s *Service }

// CreateLibraryParams is the body of POST /v1/libraries.
type CreateLibraryParams struct {
	Name string `json:"name"`
}

// Create makes a library. Scope documents:write.
// Errors: 401/403; 400 parameter_missing / parameter_invalid (name); 409 library_exists.
func (ls *LibraryService) Create(ctx context.Context, p CreateLibraryParams) (domain.Library, error) {
	if _, err := require(ctx, domain.ScopeDocumentsWrite); err != nil {
		return domain.Library{}, err
	}
	name := strings.TrimSpace(p.Name)
	if name == "" {
		return domain.Library{}, apierr.Missing("name")
	}
	if utf8.RuneCountInString(name) > 200 {
		return domain.Library{}, apierr.BadParam("name", "name must be at most 200 characters.")
	}
	l := domain.Library{Object: "library", ID: domain.NewID(domain.PrefixLibrary), Name: name, CreatedAt: ls.s.now()}
	err := ls.s.st.W().InsertLibrary(ctx, l)
	if errors.Is(err, store.ErrLibraryExists) {
		return domain.Library{}, apierr.Conflict("library_exists", "A library named '"+name+"' already exists.").WithParam("name")
	}
	return l, err
}

// List returns libraries newest first. Scope documents:read. Errors: 401/403; 400 parameter_invalid (limit).
func (ls *LibraryService) List(ctx context.Context, p ListParams) (domain.List[domain.Library], error) {
	if _, err := require(ctx, domain.ScopeDocumentsRead); err != nil {
		return domain.List[domain.Library]{}, err
	}
	if err := p.normalize(); err != nil {
		return domain.List[domain.Library]{}, err
	}
	if err := checkCursor(p.Cursor, func() error { _, err := ls.s.st.R().Library(ctx, p.Cursor); return err }); err != nil {
		return domain.List[domain.Library]{}, err
	}
	rows, err := ls.s.st.R().ListLibraries(ctx, p.Cursor, p.Limit)
	if err != nil {
		return domain.List[domain.Library]{}, err
	}
	rows, more := page(rows, p.Limit)
	return domain.NewList(rows, more, func(l domain.Library) string { return l.ID }), nil
}
