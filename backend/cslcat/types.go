package cslcat

import (
	"crypto/sha256"
	"encoding/base32"
	"errors"
	"strings"
	"time"
)

// Categories of citation format, as the API names them.
const (
	CategoryNumeric    = "numeric"
	CategoryAuthorDate = "author-date"
	CategoryNote       = "note"
	CategoryLabel      = "label"
)

// IDPrefix starts every style id.
const IDPrefix = "cstl_"

// Errors returned by the catalogue.
var (
	ErrStyleNotFound   = errors.New("style not found")
	ErrLocaleNotFound  = errors.New("locale not found")
	ErrInvalidCategory = errors.New("category must be numeric, author-date, note or label")
	ErrInvalidCursor   = errors.New("cursor does not name a style in the catalogue")
	ErrInvalidStyle    = errors.New("invalid CSL style")
	ErrStyleExists     = errors.New("a built-in style already has this <id>")
	ErrParentMissing   = errors.New("dependent style's parent is not in the catalogue")
	ErrUnavailable     = errors.New("citation styles are unavailable")
	ErrNoUserDir       = errors.New("no user style folder configured")
)

// StyleInfo describes one style as listed.
type StyleInfo struct {
	ID        string    `json:"id"`
	Name      string    `json:"name"`
	ShortName string    `json:"short_name"`
	Category  string    `json:"category"`
	IsNumeric bool      `json:"is_numeric"`
	Parent    string    `json:"parent,omitempty"` // id of the independent parent, "" for an independent style
	UpdatedAt time.Time `json:"updated_at"`
	StyleURL  string    `json:"style_url"` // the style's own <id> URI
	IsUser    bool      `json:"is_user,omitempty"`
}

// Resolved is what a renderer needs for one style.
type Resolved struct {
	Info          StyleInfo
	XML           []byte // the independent style to render: the style itself or its parent
	DefaultLocale string // the dependent's default-locale, else the parent's; may be ""
}

// StyleID derives the stable catalogue id from a style's <id> URI.
func StyleID(uri string) string {
	sum := sha256.Sum256([]byte(strings.TrimSpace(uri)))
	enc := base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(sum[:])
	return IDPrefix + strings.ToLower(enc[:20])
}

// ValidCategory reports whether c is one of the four categories.
func ValidCategory(c string) bool {
	switch c {
	case CategoryNumeric, CategoryAuthorDate, CategoryNote, CategoryLabel:
		return true
	}
	return false
}

func parseUpdated(s string) time.Time {
	for _, layout := range []string{time.RFC3339Nano, "2006-01-02T15:04:05", "2006-01-02"} {
		if t, err := time.Parse(layout, s); err == nil {
			return t.UTC()
		}
	}
	return time.Time{}
}
