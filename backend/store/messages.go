package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"time"

	"carrel/backend/domain"
)

// Message statuses: only completed messages are visible; a pending assistant message is being
// generated (or was cut short by a crash and is finished by its recovery job).
const (
	MessagePending   = "pending"
	MessageCompleted = "completed"
	MessageFailed    = "failed"
)

// MessageRow is one stored turn of a chat.
type MessageRow struct {
	ID, ChatID          string
	Seq                 int
	Role, Status        string
	Content             string
	Citations           []domain.Citation
	UnsourcedClaimCount int
	CreditsCost         int
	Depth, AnswerFormat string
	ReplyTo             string // the user message an assistant message answers
	KeyID, Pool         string
	ErrorCode           string
	CreatedAt           time.Time
	CompletedAt         *time.Time
}

const messageCols = `id, chat_id, seq, role, status, content, citations, unsourced_claim_count, credits_cost, depth,
	answer_format, COALESCE(reply_to, ''), COALESCE(key_id, ''), pool, COALESCE(error_code, ''), created_at, completed_at`

func scanMessage(row interface{ Scan(...any) error }) (MessageRow, error) {
	var m MessageRow
	var cites, created string
	var completed sql.NullString
	if err := row.Scan(&m.ID, &m.ChatID, &m.Seq, &m.Role, &m.Status, &m.Content, &cites, &m.UnsourcedClaimCount, &m.CreditsCost,
		&m.Depth, &m.AnswerFormat, &m.ReplyTo, &m.KeyID, &m.Pool, &m.ErrorCode, &created, &completed); err != nil {
		return m, err
	}
	_ = json.Unmarshal([]byte(cites), &m.Citations)
	if m.Citations == nil {
		m.Citations = []domain.Citation{}
	}
	m.CreatedAt = parseTS(created)
	m.CompletedAt = parseNullTS(completed)
	return m, nil
}

// NextMessageSeq is the seq the next message of a chat takes (call inside the write transaction).
func (q Q) NextMessageSeq(ctx context.Context, chatID string) (int, error) {
	var n int
	err := q.q.QueryRowContext(ctx, `SELECT COALESCE(MAX(seq), 0) + 1 FROM messages WHERE chat_id = ?`, chatID).Scan(&n)
	return n, err
}

// InsertMessage stores a message as given (user turns completed, assistant turns pending).
func (q Q) InsertMessage(ctx context.Context, m MessageRow) error {
	cites, _ := json.Marshal(m.Citations)
	if m.Citations == nil {
		cites = []byte("[]")
	}
	_, err := q.q.ExecContext(ctx, `INSERT INTO messages (id, chat_id, seq, role, status, content, citations, unsourced_claim_count,
		credits_cost, depth, answer_format, reply_to, key_id, pool, created_at, completed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		m.ID, m.ChatID, m.Seq, m.Role, m.Status, m.Content, string(cites), m.UnsourcedClaimCount, m.CreditsCost, m.Depth,
		m.AnswerFormat, chatNullStr(m.ReplyTo), chatNullStr(m.KeyID), m.Pool, ts(m.CreatedAt), nullTS(m.CompletedAt))
	return err
}

// CompleteMessage stores a pending message's whole answer in one statement. It reports false when
// the message was no longer pending (another run finished it first), which changes nothing.
func (q Q) CompleteMessage(ctx context.Context, id, content string, cites []domain.Citation, unsourced int, at time.Time) (bool, error) {
	b, _ := json.Marshal(cites)
	if cites == nil {
		b = []byte("[]")
	}
	res, err := q.q.ExecContext(ctx, `UPDATE messages SET status = 'completed', content = ?, citations = ?, unsourced_claim_count = ?,
		completed_at = ? WHERE id = ? AND status = 'pending'`, content, string(b), unsourced, ts(at), id)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// FailMessage marks a pending message failed with a code and its refunded cost as 0.
func (q Q) FailMessage(ctx context.Context, id, code string, at time.Time) (bool, error) {
	res, err := q.q.ExecContext(ctx, `UPDATE messages SET status = 'failed', error_code = ?, credits_cost = 0, completed_at = ?
		WHERE id = ? AND status = 'pending'`, code, ts(at), id)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// Message returns one message of any status. Errors: wraps ErrNotFound.
func (q Q) Message(ctx context.Context, id string) (MessageRow, error) {
	m, err := scanMessage(q.q.QueryRowContext(ctx, `SELECT `+messageCols+` FROM messages WHERE id = ?`, id))
	return m, notFound(err, "message")
}

// ListMessages returns up to limit+1 completed messages of a chat oldest first, after the cursor
// message when given.
func (q Q) ListMessages(ctx context.Context, chatID, cursor string, limit int) ([]MessageRow, error) {
	query := `SELECT ` + messageCols + ` FROM messages WHERE chat_id = ? AND status = 'completed'`
	args := []any{chatID}
	if cursor != "" {
		query += ` AND seq > (SELECT seq FROM messages WHERE id = ?)`
		args = append(args, cursor)
	}
	query += ` ORDER BY seq LIMIT ?`
	args = append(args, limit+1)
	return q.messages(ctx, query, args...)
}

// UserTurns returns the contents of a chat's user messages before seq, oldest first.
func (q Q) UserTurns(ctx context.Context, chatID string, beforeSeq int) ([]string, error) {
	return queryAll(ctx, q, scanString, `SELECT content FROM messages WHERE chat_id = ? AND role = 'user' AND seq < ? ORDER BY seq`, chatID, beforeSeq)
}

func (q Q) messages(ctx context.Context, query string, args ...any) ([]MessageRow, error) {
	return queryAll(ctx, q, scanMessage, query, args...)
}
