package cslcat

import (
	"fmt"
	"strings"
)

// Page sizes: the API's default with a query, and the whole-catalogue page without one.
const (
	DefaultLimit = 20
	MaxLimit     = 100
)

// Query selects styles for List. Zero fields do not filter.
type Query struct {
	Text     string // tokens, each found in the title, short title, short name or id (search.go); ranked by relevance
	Category string // numeric, author-date, note or label
	Limit    int    // 1..100; 0 means 20 with Text and 100 without; above 100 means 100
	Cursor   string // id of the last style of the previous page
}

// List returns one page of styles ordered by name (by relevance with Text), the cursor for the next page ("" when
// there is none) and whether more styles match. Errors: ErrInvalidCategory,
// ErrInvalidCursor, and ErrUnavailable when the catalogue is empty because the built-in
// styles could not be loaded.
func (c *Catalog) List(q Query) ([]StyleInfo, string, bool, error) {
	if q.Category != "" && !ValidCategory(q.Category) {
		return nil, "", false, fmt.Errorf("%w: %q", ErrInvalidCategory, q.Category)
	}
	v := c.view.Load()
	if len(v.sorted) == 0 && c.builtin.err != nil {
		return nil, "", false, c.builtin.err
	}
	text := strings.ToLower(strings.TrimSpace(q.Text))
	limit := q.Limit
	switch {
	case limit <= 0 && text == "":
		limit = MaxLimit
	case limit <= 0:
		limit = DefaultLimit
	case limit > MaxLimit:
		limit = MaxLimit
	}
	if text != "" {
		return pageOf(v.search(q.Text, q.Category), q.Cursor, limit)
	}
	start := 0
	if q.Cursor != "" {
		p, ok := v.pos[q.Cursor]
		if !ok {
			return nil, "", false, fmt.Errorf("%w: %q", ErrInvalidCursor, q.Cursor)
		}
		start = p + 1
	}
	page := make([]StyleInfo, 0, min(limit, 32))
	for _, e := range v.sorted[start:] {
		if q.Category != "" && e.info.Category != q.Category {
			continue
		}
		if text != "" && !strings.Contains(e.nameKey, text) && !strings.Contains(e.slugKey, text) {
			continue
		}
		if len(page) == limit {
			return page, page[len(page)-1].ID, true, nil
		}
		page = append(page, e.info)
	}
	return page, "", false, nil
}

// pageOf cuts one page from ranked results; the cursor is the id of the previous page's last style.
func pageOf(ranked []*entry, cursor string, limit int) ([]StyleInfo, string, bool, error) {
	start := 0
	if cursor != "" {
		start = -1
		for i, e := range ranked {
			if e.info.ID == cursor {
				start = i + 1
				break
			}
		}
		if start < 0 {
			return nil, "", false, fmt.Errorf("%w: %q", ErrInvalidCursor, cursor)
		}
	}
	end := min(start+limit, len(ranked))
	page := make([]StyleInfo, 0, end-start)
	for _, e := range ranked[start:end] {
		page = append(page, e.info)
	}
	if end < len(ranked) {
		return page, page[len(page)-1].ID, true, nil
	}
	return page, "", false, nil
}
