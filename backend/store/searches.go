package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"strings"
	"time"

	"carrel/backend/domain"
)

// SearchRow is a stored search: the API object plus who pays and how much work was planned and done.
type SearchRow struct {
	domain.Search
	KeyID     string
	Pool      string
	Mode      string // live or test, from the creating key (set by the store on insert)
	Planned   int
	Processed int
	ExpiresAt time.Time
	Expired   bool
}

const searchCols = `id, status, depth, query, filters, max_papers, answer_format, language, answer, paper_count, planned, processed,
	credits_cost, metadata, COALESCE(key_id, ''), pool, error_type, error_code, error_message, created_at, completed_at, expires_at, expired, mode`

func scanSearch(row interface{ Scan(...any) error }) (SearchRow, error) {
	var s SearchRow
	var filters, metadata, created, expires string
	var answer, etype, ecode, emsg, completed sql.NullString
	err := row.Scan(&s.ID, &s.Status, &s.Depth, &s.Query, &filters, &s.MaxPapers, &s.AnswerFormat, &s.Language, &answer,
		&s.PaperCount, &s.Planned, &s.Processed, &s.CreditsCost, &metadata, &s.KeyID, &s.Pool, &etype, &ecode, &emsg,
		&created, &completed, &expires, &s.Expired, &s.Mode)
	if err != nil {
		return s, err
	}
	s.Object = "search"
	_ = json.Unmarshal([]byte(filters), &s.Filters)
	if s.Filters.LibraryIDs == nil {
		s.Filters.LibraryIDs = []string{} // searches stored before the extension
	}
	// json.Number keeps integers above 2^53 exact (a client's 64-bit ids in metadata).
	dec := json.NewDecoder(strings.NewReader(metadata))
	dec.UseNumber()
	_ = dec.Decode(&s.Metadata)
	if answer.Valid {
		var a domain.Answer
		if json.Unmarshal([]byte(answer.String), &a) == nil {
			s.Answer = &a
		}
	}
	if ecode.Valid {
		s.Error = &domain.ErrorInfo{Type: etype.String, Code: ecode.String, Message: emsg.String}
	}
	s.CreatedAt, s.CompletedAt, s.ExpiresAt = parseTS(created), parseNullTS(completed), parseTS(expires)
	s.PapersProcessed = s.Processed
	return s, nil
}

func jsonText(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// InsertSearch stores a new search.
func (q Q) InsertSearch(ctx context.Context, s SearchRow) error {
	md := s.Metadata
	if md == nil {
		md = map[string]any{}
	}
	var key any
	if s.KeyID != "" {
		key = s.KeyID
	}
	_, err := q.q.ExecContext(ctx, `INSERT INTO searches (id, status, depth, query, filters, max_papers, answer_format, language,
		paper_count, planned, processed, credits_cost, metadata, key_id, pool, created_at, expires_at, mode)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, 0, ?, ?, ?, ?, ?, ?, ?)`,
		s.ID, s.Status, s.Depth, s.Query, jsonText(s.Filters), s.MaxPapers, s.AnswerFormat, s.Language, s.Planned,
		s.CreditsCost, jsonText(md), key, s.Pool, ts(s.CreatedAt), ts(s.ExpiresAt), insertMode(ctx))
	return err
}

// Search returns one search.
func (q Q) Search(ctx context.Context, id string) (SearchRow, error) {
	c, a := modeCond(ctx, "mode")
	s, err := scanSearch(q.q.QueryRowContext(ctx, `SELECT `+searchCols+` FROM searches WHERE id = ?`+c, withArgs([]any{id}, a)...))
	return s, notFound(err, "search")
}

// MarkSearchRunning moves a queued search to running; it reports false when the search is no
// longer queued or running (canceled meanwhile), so the job stops.
func (q Q) MarkSearchRunning(ctx context.Context, id string, planned int) (bool, error) {
	c, a := modeCond(ctx, "mode")
	res, err := q.q.ExecContext(ctx, `UPDATE searches SET status = 'running', planned = ? WHERE id = ? AND status IN ('queued', 'running')`+c,
		withArgs([]any{planned, id}, a)...)
	if err != nil {
		return false, err
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// SetSearchProgress records how many papers the running search has processed.
func (q Q) SetSearchProgress(ctx context.Context, id string, processed int) error {
	c, a := modeCond(ctx, "mode")
	_, err := q.q.ExecContext(ctx, `UPDATE searches SET processed = ? WHERE id = ? AND status = 'running'`+c, withArgs([]any{processed, id}, a)...)
	return err
}

// FinishSearch makes a search terminal: status, answer (may be nil), paper count, credits and error.
func (q Q) FinishSearch(ctx context.Context, s SearchRow) error {
	var answer any
	if s.Answer != nil {
		answer = jsonText(s.Answer)
	}
	var et, ec, em any
	if s.Error != nil {
		et, ec, em = s.Error.Type, s.Error.Code, s.Error.Message
	}
	md := s.Metadata
	if md == nil {
		md = map[string]any{}
	}
	c, a := modeCond(ctx, "mode")
	_, err := q.q.ExecContext(ctx, `UPDATE searches SET status = ?, answer = ?, paper_count = ?, planned = MAX(planned, ?), processed = ?,
		credits_cost = ?, error_type = ?, error_code = ?, error_message = ?, completed_at = ?, metadata = ? WHERE id = ?`+c,
		withArgs([]any{s.Status, answer, s.PaperCount, s.Planned, s.Processed, s.CreditsCost, et, ec, em, nullTS(s.CompletedAt), jsonText(md), s.ID}, a)...)
	return err
}

// SearchFilter lists searches newest first after Cursor (a search id).
type SearchFilter struct {
	Status       string
	CreatedAfter *time.Time
	Cursor       string
	Limit        int
	Now          time.Time // searches past their expiry are left out
}

// ListSearches returns up to Limit+1 unexpired searches.
func (q Q) ListSearches(ctx context.Context, f SearchFilter) ([]SearchRow, error) {
	c, a := modeCond(ctx, "mode")
	where, args := []string{"expired = 0" + c, "expires_at > ?"}, withArgs(a, []any{ts(f.Now)})
	if f.Status != "" {
		where, args = append(where, "status = ?"), append(args, f.Status)
	}
	if f.CreatedAfter != nil {
		where, args = append(where, "created_at > ?"), append(args, ts(*f.CreatedAfter))
	}
	if f.Cursor != "" {
		where = append(where, `(created_at, id) < (SELECT created_at, id FROM searches WHERE id = ?)`)
		args = append(args, f.Cursor)
	}
	args = append(args, f.Limit+1)
	rows, err := q.q.QueryContext(ctx, `SELECT `+searchCols+` FROM searches WHERE `+strings.Join(where, " AND ")+
		` ORDER BY created_at DESC, id DESC LIMIT ?`, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []SearchRow
	for rows.Next() {
		s, err := scanSearch(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, rows.Err()
}

// ExpireSearches purges the content of searches past their expiry (answer, results, query and
// metadata) and marks them expired; the row stays so reads answer resource_expired. It returns
// how many searches were purged.
func (q Q) ExpireSearches(ctx context.Context, now time.Time) (int, error) {
	if _, err := q.q.ExecContext(ctx, `DELETE FROM search_results WHERE search_id IN
		(SELECT id FROM searches WHERE expired = 0 AND expires_at <= ?)`, ts(now)); err != nil {
		return 0, err
	}
	res, err := q.q.ExecContext(ctx, `UPDATE searches SET expired = 1, answer = NULL, query = '', metadata = '{}'
		WHERE expired = 0 AND expires_at <= ?`, ts(now))
	if err != nil {
		return 0, err
	}
	n, _ := res.RowsAffected()
	return int(n), nil
}
