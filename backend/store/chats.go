package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"time"
)

// ChatRow is a stored chat: its sources in the order given, its defaults and who created it.
type ChatRow struct {
	ID          string
	DocumentIDs []string
	PaperIDs    []string
	Depth       string
	Language    string
	KeyID, Pool string
	Mode        string // live or test, from the creating key (set by the store on insert)
	CreatedAt   time.Time
	Title       string
}

const chatCols = `id, document_ids, paper_ids, depth, language, COALESCE(key_id, ''), pool, created_at, mode, title`

func jsonList(ids []string) string {
	if ids == nil {
		return "[]"
	}
	b, _ := json.Marshal(ids)
	return string(b)
}

func scanChat(row interface{ Scan(...any) error }) (ChatRow, error) {
	var c ChatRow
	var docs, papers, created string
	if err := row.Scan(&c.ID, &docs, &papers, &c.Depth, &c.Language, &c.KeyID, &c.Pool, &created, &c.Mode, &c.Title); err != nil {
		return c, err
	}
	_ = json.Unmarshal([]byte(docs), &c.DocumentIDs)
	_ = json.Unmarshal([]byte(papers), &c.PaperIDs)
	if c.DocumentIDs == nil {
		c.DocumentIDs = []string{}
	}
	if c.PaperIDs == nil {
		c.PaperIDs = []string{}
	}
	c.CreatedAt = parseTS(created)
	return c, nil
}

// InsertChat stores a new chat.
func (q Q) InsertChat(ctx context.Context, c ChatRow) error {
	_, err := q.q.ExecContext(ctx, `INSERT INTO chats (id, document_ids, paper_ids, depth, language, key_id, pool, created_at, mode) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		c.ID, jsonList(c.DocumentIDs), jsonList(c.PaperIDs), c.Depth, c.Language, chatNullStr(c.KeyID), c.Pool, ts(c.CreatedAt), insertMode(ctx))
	return err
}

// Chat returns one chat. Errors: wraps ErrNotFound.
func (q Q) Chat(ctx context.Context, id string) (ChatRow, error) {
	cond, a := modeCond(ctx, "mode")
	c, err := scanChat(q.q.QueryRowContext(ctx, `SELECT `+chatCols+` FROM chats WHERE id = ?`+cond, withArgs([]any{id}, a)...))
	return c, notFound(err, "chat")
}

// ListChats returns up to limit+1 chats newest first, after the cursor chat when given.
func (q Q) ListChats(ctx context.Context, cursor string, limit int) ([]ChatRow, error) {
	cond, args := modeCond(ctx, "mode")
	query := `SELECT ` + chatCols + ` FROM chats WHERE 1=1` + cond
	if cursor != "" {
		query += ` AND (created_at, id) < (SELECT created_at, id FROM chats WHERE id = ?)`
		args = append(args, cursor)
	}
	query += ` ORDER BY created_at DESC, id DESC LIMIT ?`
	args = append(args, limit+1)
	rows, err := q.q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []ChatRow
	for rows.Next() {
		c, err := scanChat(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// chatNullStr stores "" as NULL.
func chatNullStr(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// SetChatTitle renames a chat. Errors: wraps ErrNotFound.
func (q Q) SetChatTitle(ctx context.Context, id, title string) error {
	res, err := q.q.ExecContext(ctx, `UPDATE chats SET title = ? WHERE id = ?`, title, id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return notFound(sql.ErrNoRows, "chat")
	}
	return nil
}

// TitleChatIfUntitled gives a chat its first title (the first question) unless it has one.
func (q Q) TitleChatIfUntitled(ctx context.Context, id, title string) error {
	_, err := q.q.ExecContext(ctx, `UPDATE chats SET title = ? WHERE id = ? AND title = ''`, title, id)
	return err
}
