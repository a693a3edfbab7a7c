package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"time"
)

// WebhookEndpoint is a stored endpoint, secret included.
type WebhookEndpoint struct {
	ID, URL, Description, Secret, Status string
	Events                               []string
	Mode                                 string // live or test (set by the store on insert)
	FailingSince                         *time.Time
	CreatedAt                            time.Time
	DisabledAt                           *time.Time
}

const endpointCols = `id, url, events, description, secret, status, failing_since, created_at, disabled_at, mode`

func scanEndpoint(row interface{ Scan(...any) error }) (WebhookEndpoint, error) {
	var e WebhookEndpoint
	var events, created string
	var failing, disabled sql.NullString
	err := row.Scan(&e.ID, &e.URL, &events, &e.Description, &e.Secret, &e.Status, &failing, &created, &disabled, &e.Mode)
	_ = json.Unmarshal([]byte(events), &e.Events)
	e.FailingSince, e.CreatedAt, e.DisabledAt = parseNullTS(failing), parseTS(created), parseNullTS(disabled)
	return e, err
}

// InsertEndpoint stores an endpoint.
func (q Q) InsertEndpoint(ctx context.Context, e WebhookEndpoint) error {
	ev, _ := json.Marshal(e.Events)
	_, err := q.q.ExecContext(ctx, `INSERT INTO webhook_endpoints (id, url, events, description, secret, status, created_at, mode) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
		e.ID, e.URL, string(ev), e.Description, e.Secret, e.Status, ts(e.CreatedAt), insertMode(ctx))
	return err
}

// Endpoint returns one endpoint.
func (q Q) Endpoint(ctx context.Context, id string) (WebhookEndpoint, error) {
	c, a := modeCond(ctx, "mode")
	e, err := scanEndpoint(q.q.QueryRowContext(ctx, `SELECT `+endpointCols+` FROM webhook_endpoints WHERE id = ?`+c, withArgs([]any{id}, a)...))
	return e, notFound(err, "webhook endpoint")
}

// EndpointByURL finds an endpoint by its URL.
func (q Q) EndpointByURL(ctx context.Context, url string) (WebhookEndpoint, error) {
	c, a := modeCond(ctx, "mode")
	e, err := scanEndpoint(q.q.QueryRowContext(ctx, `SELECT `+endpointCols+` FROM webhook_endpoints WHERE url = ?`+c, withArgs([]any{url}, a)...))
	return e, notFound(err, "webhook endpoint")
}

// Endpoints lists endpoints newest first.
func (q Q) Endpoints(ctx context.Context) ([]WebhookEndpoint, error) {
	c, a := modeCond(ctx, "mode")
	rows, err := q.q.QueryContext(ctx, `SELECT `+endpointCols+` FROM webhook_endpoints WHERE 1=1`+c+` ORDER BY created_at DESC, id DESC`, a...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []WebhookEndpoint
	for rows.Next() {
		e, err := scanEndpoint(rows)
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, rows.Err()
}

// DeleteEndpoint deletes an endpoint and its deliveries.
func (q Q) DeleteEndpoint(ctx context.Context, id string) error {
	c, a := modeCond(ctx, "mode")
	res, err := q.q.ExecContext(ctx, `DELETE FROM webhook_endpoints WHERE id = ?`+c, withArgs([]any{id}, a)...)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return notFound(sql.ErrNoRows, "webhook endpoint")
	}
	return nil
}

// SetEndpointHealth records the start of a failure streak (nil after a success).
func (q Q) SetEndpointHealth(ctx context.Context, id string, failingSince *time.Time) error {
	_, err := q.q.ExecContext(ctx, `UPDATE webhook_endpoints SET failing_since = ? WHERE id = ?`, nullTS(failingSince), id)
	return err
}

// DisableEndpoint marks an endpoint disabled and stops its pending deliveries.
func (q Q) DisableEndpoint(ctx context.Context, id string, at time.Time) error {
	if _, err := q.q.ExecContext(ctx, `UPDATE webhook_endpoints SET status = 'disabled', disabled_at = ? WHERE id = ?`, ts(at), id); err != nil {
		return err
	}
	_, err := q.q.ExecContext(ctx, `UPDATE webhook_deliveries SET status = 'failed', next_at = NULL WHERE endpoint_id = ? AND status = 'pending'`, id)
	return err
}
