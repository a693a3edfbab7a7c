package store

import (
	"context"
	"database/sql"
	"time"

	"carrel/backend/domain"
)

// Delivery is one event queued for one endpoint.
type Delivery struct {
	ID, EndpointID, EventID, Status string
	Attempt                         int
	FirstAt                         time.Time
	NextAt                          *time.Time
	StatusCode                      int
	Error                           string
	DeliveredAt                     *time.Time
}

const deliveryCols = `id, endpoint_id, event_id, status, attempt, first_at, next_at, COALESCE(status_code, 0), COALESCE(error, ''), delivered_at`

func scanDelivery(row interface{ Scan(...any) error }) (Delivery, error) {
	var d Delivery
	var first string
	var next, delivered sql.NullString
	err := row.Scan(&d.ID, &d.EndpointID, &d.EventID, &d.Status, &d.Attempt, &first, &next, &d.StatusCode, &d.Error, &delivered)
	d.FirstAt, d.NextAt, d.DeliveredAt = parseTS(first), parseNullTS(next), parseNullTS(delivered)
	return d, err
}

// UndispatchedEvents returns events not yet fanned out to endpoints, oldest first.
func (q Q) UndispatchedEvents(ctx context.Context, limit int) ([]domain.Event, error) {
	return queryAll(ctx, q, func(row scanner) (domain.Event, error) {
		var e domain.Event
		var data, created string
		err := row.Scan(&e.ID, &e.Type, &data, &created)
		e.Object, e.Data, e.CreatedAt = "event", []byte(data), parseTS(created)
		return e, err
	}, `SELECT id, type, data, created_at FROM events WHERE dispatched = 0 ORDER BY created_at, id LIMIT ?`, limit)
}

// Event returns one event.
func (q Q) Event(ctx context.Context, id string) (domain.Event, error) {
	var e domain.Event
	var data, created string
	err := q.q.QueryRowContext(ctx, `SELECT id, type, data, created_at FROM events WHERE id = ?`, id).Scan(&e.ID, &e.Type, &data, &created)
	e.Object, e.Data, e.CreatedAt = "event", []byte(data), parseTS(created)
	return e, notFound(err, "event")
}

// MarkDispatched records that an event was fanned out.
func (q Q) MarkDispatched(ctx context.Context, eventID string) error {
	_, err := q.q.ExecContext(ctx, `UPDATE events SET dispatched = 1 WHERE id = ?`, eventID)
	return err
}

// InsertDelivery queues an event for an endpoint, once.
func (q Q) InsertDelivery(ctx context.Context, d Delivery) error {
	_, err := q.q.ExecContext(ctx, `INSERT INTO webhook_deliveries (id, endpoint_id, event_id, status, first_at, next_at) VALUES (?, ?, ?, 'pending', ?, ?)
		ON CONFLICT (endpoint_id, event_id) DO NOTHING`, d.ID, d.EndpointID, d.EventID, ts(d.FirstAt), nullTS(d.NextAt))
	return err
}

// DueDeliveries returns pending deliveries whose next attempt is due.
func (q Q) DueDeliveries(ctx context.Context, now time.Time, limit int) ([]Delivery, error) {
	return q.deliveries(ctx, `SELECT `+deliveryCols+` FROM webhook_deliveries WHERE status = 'pending' AND next_at <= ? ORDER BY next_at, id LIMIT ?`, ts(now), limit)
}

// RecordAttempt stores an attempt's outcome and the delivery's new state.
func (q Q) RecordAttempt(ctx context.Context, d Delivery, at time.Time) error {
	_, err := q.q.ExecContext(ctx, `UPDATE webhook_deliveries SET attempt = ?, status = ?, next_at = ?, status_code = ?, error = ?, delivered_at = ? WHERE id = ?`,
		d.Attempt, d.Status, nullTS(d.NextAt), d.StatusCode, d.Error, nullTS(d.DeliveredAt), d.ID)
	if err != nil {
		return err
	}
	_, err = q.q.ExecContext(ctx, `INSERT INTO webhook_attempts (delivery_id, endpoint_id, event_id, attempt, status_code, error, at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
		d.ID, d.EndpointID, d.EventID, d.Attempt, d.StatusCode, d.Error, ts(at))
	return err
}

// RecentDeliveries returns an endpoint's latest deliveries.
func (q Q) RecentDeliveries(ctx context.Context, endpointID string, limit int) ([]Delivery, error) {
	return q.deliveries(ctx, `SELECT `+deliveryCols+` FROM webhook_deliveries WHERE endpoint_id = ? ORDER BY first_at DESC, id DESC LIMIT ?`, endpointID, limit)
}

// DeliveriesForEvent returns the deliveries of one event (tests and diagnostics).
func (q Q) DeliveriesForEvent(ctx context.Context, eventID string) ([]Delivery, error) {
	return q.deliveries(ctx, `SELECT `+deliveryCols+` FROM webhook_deliveries WHERE event_id = ? ORDER BY id`, eventID)
}

func (q Q) deliveries(ctx context.Context, query string, args ...any) ([]Delivery, error) {
	return queryAll(ctx, q, scanDelivery, query, args...)
}

// Notice is a message for the owner shown in the window.
type Notice struct {
	ID, Kind, Message string
	CreatedAt         time.Time
}

// InsertNotice stores a notice.
func (q Q) InsertNotice(ctx context.Context, n Notice) error {
	_, err := q.q.ExecContext(ctx, `INSERT INTO notices (id, kind, message, created_at) VALUES (?, ?, ?, ?)`, n.ID, n.Kind, n.Message, ts(n.CreatedAt))
	return err
}

// Notices lists notices newest first.
func (q Q) Notices(ctx context.Context, limit int) ([]Notice, error) {
	return queryAll(ctx, q, func(row scanner) (Notice, error) {
		var n Notice
		var created string
		err := row.Scan(&n.ID, &n.Kind, &n.Message, &created)
		n.CreatedAt = parseTS(created)
		return n, err
	}, `SELECT id, kind, message, created_at FROM notices ORDER BY created_at DESC, id DESC LIMIT ?`, limit)
}
