package store

import (
	"context"
	"strings"

	"carrel/backend/domain"
)

// PaperBrowse selects and orders papers for the window's Papers page; zero values mean "any".
type PaperBrowse struct {
	Query       string   // matches title, DOI or author names, case-insensitive
	LibraryID   string   // papers with a usable document filed in this library
	Origins     []string // any of these origins ("" matches an unrecorded origin)
	Types       []string // any of these publication types ("" matches an unknown type)
	YearFrom    int
	YearTo      int
	NeedsReview *bool
	// Sort is one of the PaperSort* orders; "" is PaperSortOwnFirst.
	Sort          string
	Offset, Limit int
}

// Paper orders of BrowsePapers.
const (
	PaperSortOwnFirst = "own"    // not from a JSONL corpus first, then newest first
	PaperSortRecent   = "recent" // newest first
	PaperSortYear     = "year"   // newest year first, unknown years last
	PaperSortTitle    = "title"  // A to Z by folded words (case, accents and punctuation ignored)
	PaperSortAuthor   = "author" // first author's family name (or literal), A to Z; none last
)

// titleOrder is the sort key of a title: its folded words (the title_key every write stores:
// case, accents and punctuation dropped, so '"Grazing": …' files under G and 'Ångström' under A),
// or the lower-cased title when it is too short to have a key.
const titleOrder = `COALESCE(NULLIF(title_key, ''), lower(title))`

// firstAuthor is the sort key of a paper's first author.
const firstAuthor = `lower(COALESCE(NULLIF(json_extract(authors, '$[0].family'), ''), NULLIF(json_extract(authors, '$[0].literal'), ''), json_extract(authors, '$[0].given')))`

var paperOrders = map[string]string{
	PaperSortOwnFirst: `(origin IS NOT NULL AND origin = 'jsonl'), created_at DESC, id DESC`,
	PaperSortRecent:   `created_at DESC, id DESC`,
	PaperSortYear:     `year IS NULL, year DESC, ` + titleOrder + `, id`,
	PaperSortTitle:    titleOrder + `, id`,
	PaperSortAuthor:   firstAuthor + ` IS NULL, ` + firstAuthor + `, year, id`,
}

// BrowsedPaper is a paper with its origin.
type BrowsedPaper struct {
	domain.Paper
	Origin string
}

// extraScan scans a row's columns then the extra destinations after them.
type extraScan struct {
	r     scanner
	extra []any
}

func (e extraScan) Scan(dest ...any) error { return e.r.Scan(append(dest, e.extra...)...) }

// BrowsePapers returns one page of papers under f and how many match in all.
func (q Q) BrowsePapers(ctx context.Context, f PaperBrowse) ([]BrowsedPaper, int, error) {
	where, args := f.conditions()
	var total int
	if err := q.q.QueryRowContext(ctx, `SELECT count(*) FROM papers WHERE `+where, args...).Scan(&total); err != nil {
		return nil, 0, err
	}
	order, ok := paperOrders[f.Sort]
	if !ok {
		order = paperOrders[PaperSortOwnFirst]
	}
	args = append(args, f.Limit, f.Offset)
	rows, err := queryAll(ctx, q, func(r scanner) (BrowsedPaper, error) {
		var origin *string
		p, err := scanPaper(extraScan{r, []any{&origin}})
		b := BrowsedPaper{Paper: p}
		if origin != nil {
			b.Origin = *origin
		}
		return b, err
	}, `SELECT `+paperCols+`, origin FROM papers WHERE `+where+` ORDER BY `+order+` LIMIT ? OFFSET ?`, args...)
	return rows, total, err
}

func (f PaperBrowse) conditions() (string, []any) {
	where, args := []string{"1=1"}, []any{}
	if s := strings.TrimSpace(f.Query); s != "" {
		like := "%" + strings.ToLower(s) + "%"
		where = append(where, `(lower(title) LIKE ? OR doi LIKE ? OR lower(authors) LIKE ?)`)
		args = append(args, like, like, like)
	}
	if f.LibraryID != "" {
		where = append(where, `(document_id IN (SELECT id FROM documents WHERE library_id = ? AND status != 'failed')
			OR id IN (SELECT paper_id FROM documents WHERE library_id = ? AND status != 'failed' AND paper_id IS NOT NULL))`)
		args = append(args, f.LibraryID, f.LibraryID)
	}
	anyOf := func(col string, vals []string) {
		if len(vals) == 0 {
			return
		}
		var parts []string
		var named []any
		for _, v := range vals {
			if v == "" {
				parts = append(parts, col+` IS NULL OR `+col+` = ''`)
			} else {
				named = append(named, v)
			}
		}
		if len(named) > 0 {
			parts = append(parts, col+` IN (`+placeholders(len(named))+`)`)
			args = append(args, named...)
		}
		where = append(where, `(`+strings.Join(parts, " OR ")+`)`)
	}
	anyOf("origin", f.Origins)
	anyOf("publication_type", f.Types)
	if f.YearFrom != 0 {
		where = append(where, `year >= ?`)
		args = append(args, f.YearFrom)
	}
	if f.YearTo != 0 {
		where = append(where, `year <= ?`)
		args = append(args, f.YearTo)
	}
	if f.NeedsReview != nil {
		where = append(where, `needs_review = ?`)
		args = append(args, *f.NeedsReview)
	}
	return strings.Join(where, " AND "), args
}
