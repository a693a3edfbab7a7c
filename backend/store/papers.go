package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"strings"
	"time"

	"carrel/backend/domain"
)

// paperBaseCols are the papers table's own columns; paperCols adds the mode of the paper's
// document, so a read in a caller's mode can hide a PDF of the other mode (paper_modes.go).
const paperBaseCols = `id, title, authors, year, venue, doi, abstract, publication_type, open_access, url, document_id, external_id, needs_review, created_at`

const paperCols = paperBaseCols + `, (SELECT mode FROM documents WHERE documents.id = papers.document_id)`

// scanPaper reads paperCols as a context-free row: the document link is kept whatever its mode.
func scanPaper(row interface{ Scan(...any) error }) (domain.Paper, error) {
	p, _, err := scanPaperMode(row)
	return p, err
}

func scanPaperMode(row interface{ Scan(...any) error }) (domain.Paper, string, error) {
	var p domain.Paper
	var authors, created string
	var year sql.NullInt64
	var oa sql.NullBool
	var venue, doi, abstract, ptype, url, docID, ext, docMode sql.NullString
	if err := row.Scan(&p.ID, &p.Title, &authors, &year, &venue, &doi, &abstract, &ptype, &oa, &url, &docID, &ext, &p.NeedsReview, &created, &docMode); err != nil {
		return p, "", err
	}
	p.Object = "paper"
	_ = json.Unmarshal([]byte(authors), &p.Authors)
	if p.Authors == nil {
		p.Authors = []domain.Author{}
	}
	if year.Valid {
		y := int(year.Int64)
		p.Year = &y
	}
	if oa.Valid {
		p.OpenAccess = &oa.Bool
	}
	p.Venue, p.DOI, p.Abstract, p.PublicationType = strp(venue), strp(doi), strp(abstract), strp(ptype)
	p.URL, p.DocumentID, p.ExternalID = strp(url), strp(docID), strp(ext)
	p.CreatedAt = parseTS(created)
	return p, docMode.String, nil
}

func strp(s sql.NullString) *string {
	if !s.Valid {
		return nil
	}
	return &s.String
}

// NormalizeDOI lower-cases a DOI and strips resolver prefixes, so one DOI is one key.
func NormalizeDOI(doi string) string {
	d := strings.TrimSpace(strings.ToLower(doi))
	for _, p := range []string{"https://doi.org/", "http://doi.org/", "https://dx.doi.org/", "http://dx.doi.org/", "doi:"} {
		d = strings.TrimPrefix(d, p)
	}
	return strings.TrimSpace(d)
}

func paperArgs(p domain.Paper) []any {
	authors, _ := json.Marshal(p.Authors)
	if p.Authors == nil {
		authors = []byte("[]")
	}
	var doi any
	if p.DOI != nil && NormalizeDOI(*p.DOI) != "" {
		doi = NormalizeDOI(*p.DOI)
	}
	return []any{p.Title, string(authors), p.Year, p.Venue, doi, p.Abstract, p.PublicationType, p.OpenAccess, p.URL, p.DocumentID, p.ExternalID, p.NeedsReview}
}

// originArg stores an unrecorded origin as NULL.
func originArg(o string) any {
	if o == "" {
		return nil
	}
	return o
}

// InsertPaper inserts a paper and queues it for indexing.
func (q Q) InsertPaper(ctx context.Context, p domain.Paper) error {
	args := append([]any{p.ID}, paperArgs(p)...)
	args = append(args, ts(p.CreatedAt), ts(p.CreatedAt), originArg(p.Origin))
	_, err := q.q.ExecContext(ctx, `INSERT INTO papers (id, title, authors, year, venue, doi, abstract, publication_type, open_access, url, document_id, external_id, needs_review, created_at, updated_at, origin)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, args...)
	if err != nil {
		return err
	}
	return q.EnqueueIndex(ctx, "paper", p.ID, "upsert")
}

// UpdatePaper replaces a paper's fields and queues it for indexing.
func (q Q) UpdatePaper(ctx context.Context, p domain.Paper) error {
	args := paperArgs(p)
	args = append(args[:9], p.DocumentHidden, args[9], args[10], args[11], ts(time.Now()), p.ID)
	// A link the caller could not see (a PDF of the other mode) is kept, not cleared.
	res, err := q.q.ExecContext(ctx, `UPDATE papers SET title = ?, authors = ?, year = ?, venue = ?, doi = ?, abstract = ?, publication_type = ?,
		open_access = ?, url = ?, document_id = CASE WHEN ? THEN document_id ELSE ? END, external_id = ?, needs_review = ?, updated_at = ? WHERE id = ?`, args...)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return notFound(sql.ErrNoRows, "paper")
	}
	return q.EnqueueIndex(ctx, "paper", p.ID, "upsert")
}

// DeletePaper deletes a paper and queues its removal from the index.
func (q Q) DeletePaper(ctx context.Context, id string) error {
	res, err := q.q.ExecContext(ctx, `DELETE FROM papers WHERE id = ?`, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return notFound(sql.ErrNoRows, "paper")
	}
	return q.EnqueueIndex(ctx, "paper", id, "delete")
}

// Paper returns one paper.
func (q Q) Paper(ctx context.Context, id string) (domain.Paper, error) {
	p, err := paperScanner(ctx)(q.q.QueryRowContext(ctx, `SELECT `+paperCols+` FROM papers WHERE id = ?`+paperModeCond(ctx, "papers"), id))
	return p, notFound(err, "paper")
}

// PaperByDOI finds a paper by DOI (any spelling NormalizeDOI accepts).
func (q Q) PaperByDOI(ctx context.Context, doi string) (domain.Paper, error) {
	p, err := paperScanner(ctx)(q.q.QueryRowContext(ctx, `SELECT `+paperCols+` FROM papers WHERE doi = ?`, NormalizeDOI(doi)))
	return p, notFound(err, "paper")
}

// PaperByDocument finds the paper a document created or attached to.
func (q Q) PaperByDocument(ctx context.Context, docID string) (domain.Paper, error) {
	p, err := paperScanner(ctx)(q.q.QueryRowContext(ctx, `SELECT `+paperCols+` FROM papers WHERE document_id = ?`, docID))
	return p, notFound(err, "paper")
}

// PapersByIDs returns the papers that exist among ids, keyed by id.
func (q Q) PapersByIDs(ctx context.Context, ids []string) (map[string]domain.Paper, error) {
	found, err := queryIn(ctx, q, paperScanner(ctx), func(marks string) string {
		return `SELECT ` + paperCols + ` FROM papers WHERE id IN (` + marks + `)` + paperModeCond(ctx, "papers")
	}, ids)
	if err != nil {
		return nil, err
	}
	out := make(map[string]domain.Paper, len(found))
	for _, p := range found {
		out[p.ID] = p
	}
	return out, nil
}

// PaperFilter lists papers newest first, after the cursor paper; Query matches title, DOI or authors.
type PaperFilter struct {
	Query  string
	Cursor string
	Limit  int
}

// ListPapers returns up to Limit+1 papers (the extra one tells the caller there are more).
func (q Q) ListPapers(ctx context.Context, f PaperFilter) ([]domain.Paper, error) {
	where, args := []string{"1=1" + paperModeCond(ctx, "papers")}, []any{}
	if f.Cursor != "" {
		where = append(where, `(created_at, id) < (SELECT created_at, id FROM papers WHERE id = ?)`)
		args = append(args, f.Cursor)
	}
	if s := strings.TrimSpace(f.Query); s != "" {
		like := "%" + strings.ToLower(s) + "%"
		where = append(where, `(lower(title) LIKE ? OR doi LIKE ? OR lower(authors) LIKE ?)`)
		args = append(args, like, like, like)
	}
	args = append(args, f.Limit+1)
	return queryAll(ctx, q, paperScanner(ctx), `SELECT `+paperCols+` FROM papers WHERE `+strings.Join(where, " AND ")+` ORDER BY created_at DESC, id DESC LIMIT ?`, args...)
}

// EachPaper calls fn for every paper in id order (index rebuilds).
func (q Q) EachPaper(ctx context.Context, fn func(domain.Paper) error) error {
	rows, err := q.q.QueryContext(ctx, `SELECT `+paperCols+` FROM papers ORDER BY id`)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		p, err := scanPaper(rows)
		if err != nil {
			return err
		}
		if err := fn(p); err != nil {
			return err
		}
	}
	return rows.Err()
}

func placeholders(n int) string {
	if n <= 0 {
		return ""
	}
	return strings.TrimSuffix(strings.Repeat("?,", n), ",")
}
