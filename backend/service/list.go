package service

import (
	"errors"
	"strconv"

	"carrel/backend/apierr"
	"carrel/backend/domain"
)

// ListParams are the common list query parameters: limit (1 to 100, default 20) and cursor
// (the next_cursor of the previous page, which is the id of its last item).
type ListParams struct {
	Limit  int    `json:"limit"`
	Cursor string `json:"cursor"`
}

// DefaultListLimit is the page size when limit is omitted.
const DefaultListLimit = 20

// normalize applies the default and checks the range. Errors: 400 parameter_invalid.
func (p *ListParams) normalize() error {
	if p.Limit == 0 {
		p.Limit = DefaultListLimit
	}
	if p.Limit < 1 || p.Limit > 100 {
		return apierr.BadParam("limit", "limit must be between 1 and 100.")
	}
	return nil
}

// ParseLimit turns a query-string limit into an int for ListParams; "" is 0 (the default).
// Errors: 400 parameter_invalid for a non-integer.
func ParseLimit(s string) (int, error) {
	if s == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n == 0 {
		return 0, apierr.BadParam("limit", "limit must be an integer between 1 and 100.")
	}
	return n, nil
}

// checkCursor is the one cursor rule of every list: a cursor that is not an item id this caller
// can see (the next_cursor of a previous page) is 400 parameter_invalid on "cursor", never an
// empty page. find looks the id up and returns an error when it is unknown.
func checkCursor(cursor string, find func() error) error {
	if cursor == "" {
		return nil
	}
	if err := find(); err != nil {
		if errors.Is(err, domain.ErrNotFound) {
			return apierr.BadParam("cursor", "cursor must be the next_cursor of a previous page of this list.")
		}
		return err
	}
	return nil
}

// page trims a result fetched with limit+1 rows and reports whether more exist.
func page[T any](rows []T, limit int) ([]T, bool) {
	if len(rows) > limit {
		return rows[:limit], true
	}
	return rows, false
}

// pageOf pages a list held in memory (in its display order) with the common rules: limit, and
// the one cursor rule (an id not in the list is 400 parameter_invalid on cursor).
func pageOf[T any](items []T, p ListParams, id func(T) string) (domain.List[T], error) {
	if err := p.normalize(); err != nil {
		return domain.List[T]{}, err
	}
	start := 0
	err := checkCursor(p.Cursor, func() error {
		for i, it := range items {
			if id(it) == p.Cursor {
				start = i + 1
				return nil
			}
		}
		return domain.ErrNotFound
	})
	if err != nil {
		return domain.List[T]{}, err
	}
	rows, more := page(items[start:], p.Limit)
	return domain.NewList(rows, more, id), nil
}
