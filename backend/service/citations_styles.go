package service

import (
	"context"
	"errors"
	"strings"
	"time"

	"carrel/backend/apierr"
	"carrel/backend/cslcat"
	"carrel/backend/domain"
)

// CitationStyle is a style as listed (object citation_style).
type CitationStyle struct {
	Object    string `json:"object"`
	ID        string `json:"id"`
	Name      string `json:"name"`
	ShortName string `json:"short_name"`
	Category  string `json:"category"`
	// IsUser marks a style the researcher added (Carrel's addition; omitted for built-in styles).
	IsUser bool `json:"is_user,omitempty"`
}

// CitationStyleDetail is GET /v1/citation-styles/{id}: the listed fields plus is_numeric, parent
// (the independent parent's id for a dependent style, else null) and updated_at.
type CitationStyleDetail struct {
	CitationStyle
	IsNumeric bool      `json:"is_numeric"`
	Parent    *string   `json:"parent"`
	UpdatedAt time.Time `json:"updated_at"`
}

// ListCitationStylesParams filter GET /v1/citation-styles.
type ListCitationStylesParams struct {
	Query    string `json:"query"`
	Category string `json:"category"`
	// Limit is 1 to 100; 0 means 20 with a query and 100 (the whole catalogue, page by page) without.
	Limit  int    `json:"limit"`
	Cursor string `json:"cursor"`
}

// maxStyleQuery bounds the style search text; style names are far shorter.
const maxStyleQuery = 200

// ListStyles returns citation styles alphabetically, filtered by a case-insensitive query on name
// and short name and by category. Free. Errors: 401/403; 400 parameter_invalid (category, limit,
// cursor, query); 503 styles_unavailable.
func (cs *CitationService) ListStyles(ctx context.Context, p ListCitationStylesParams) (domain.List[CitationStyle], error) {
	var empty domain.List[CitationStyle]
	if _, err := require(ctx, domain.ScopeCitationsRead); err != nil {
		return empty, err
	}
	q := cslcat.Query{Text: strings.TrimSpace(p.Query), Category: strings.TrimSpace(p.Category), Limit: p.Limit, Cursor: p.Cursor}
	if q.Category != "" && !cslcat.ValidCategory(q.Category) {
		return empty, apierr.BadParam("category", "category must be one of numeric, author-date, note, label.")
	}
	if p.Limit < 0 || p.Limit > cslcat.MaxLimit {
		return empty, apierr.BadParam("limit", "limit must be between 1 and 100.")
	}
	if len(q.Text) > maxStyleQuery {
		return empty, apierr.BadParam("query", "query is limited to 200 characters.")
	}
	cat, _, err := cs.catalog()
	if err != nil {
		return empty, err
	}
	rows, _, more, err := cat.List(q)
	switch {
	case errors.Is(err, cslcat.ErrInvalidCursor):
		return empty, apierr.BadParam("cursor", "cursor is not a style id from a previous page.")
	case errors.Is(err, cslcat.ErrInvalidCategory):
		return empty, apierr.BadParam("category", "category must be one of numeric, author-date, note, label.")
	case errors.Is(err, cslcat.ErrUnavailable):
		return empty, stylesUnavailable(err)
	case err != nil:
		return empty, err
	}
	out := make([]CitationStyle, len(rows))
	for i, r := range rows {
		out[i] = listedStyle(r)
	}
	return domain.NewList(out, more, func(s CitationStyle) string { return s.ID }), nil
}

// GetStyle returns one style by id (cstl_...), short name or <id> URI. Free.
// Errors: 401/403; 404 style_not_found; 503 styles_unavailable.
func (cs *CitationService) GetStyle(ctx context.Context, idOrSlug string) (CitationStyleDetail, error) {
	if _, err := require(ctx, domain.ScopeCitationsRead); err != nil {
		return CitationStyleDetail{}, err
	}
	cat, _, err := cs.catalog()
	if err != nil {
		return CitationStyleDetail{}, err
	}
	info, err := cat.Get(strings.TrimSpace(idOrSlug))
	switch {
	case errors.Is(err, cslcat.ErrUnavailable):
		return CitationStyleDetail{}, stylesUnavailable(err)
	case errors.Is(err, cslcat.ErrStyleNotFound):
		return CitationStyleDetail{}, styleNotFound(idOrSlug, "id")
	case err != nil:
		return CitationStyleDetail{}, err
	}
	d := CitationStyleDetail{CitationStyle: listedStyle(info), IsNumeric: info.IsNumeric, UpdatedAt: info.UpdatedAt.UTC()}
	if info.Parent != "" {
		parent := info.Parent
		d.Parent = &parent
	}
	return d, nil
}

// Attribution is the CC BY-SA credit for the styles and locales that the window shows with them.
type Attribution struct {
	Text string `json:"text"`
}

// StylesAttribution returns the credit line for the style catalogue; needs no scope.
func (cs *CitationService) StylesAttribution() Attribution {
	return Attribution{Text: cslcat.Attribution}
}

func listedStyle(info cslcat.StyleInfo) CitationStyle {
	return CitationStyle{Object: "citation_style", ID: info.ID, Name: info.Name, ShortName: info.ShortName, Category: info.Category, IsUser: info.IsUser}
}
