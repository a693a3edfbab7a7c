package store

import (
	"context"

	"carrel/backend/domain"
)

// InsertEvent records a completion event for webhook delivery. The event takes the mode of its
// resource (a document or search), so it is delivered only to endpoints of that mode.
func (q Q) InsertEvent(ctx context.Context, e domain.Event, resourceID string) error {
	_, err := q.q.ExecContext(ctx, `INSERT INTO events (id, type, resource_id, data, created_at, mode) VALUES (?, ?, ?, ?, ?,
		COALESCE((SELECT mode FROM documents WHERE id = ?), (SELECT mode FROM searches WHERE id = ?), 'live'))`,
		e.ID, e.Type, resourceID, string(e.Data), ts(e.CreatedAt), resourceID, resourceID)
	return err
}

// EndpointsForEvent lists the endpoints of the event's mode (test events go to test endpoints
// only, live events to live ones), newest first.
func (q Q) EndpointsForEvent(ctx context.Context, eventID string) ([]WebhookEndpoint, error) {
	rows, err := q.q.QueryContext(ctx, `SELECT `+endpointCols+` FROM webhook_endpoints
		WHERE mode = (SELECT mode FROM events WHERE id = ?) ORDER BY created_at DESC, id DESC`, eventID)
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

// EventsFor lists the events of a resource, oldest first.
func (q Q) EventsFor(ctx context.Context, resourceID string) ([]domain.Event, error) {
	rows, err := q.q.QueryContext(ctx, `SELECT id, type, data, created_at FROM events WHERE resource_id = ? ORDER BY created_at, id`, resourceID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []domain.Event
	for rows.Next() {
		var e domain.Event
		var data, created string
		if err := rows.Scan(&e.ID, &e.Type, &data, &created); err != nil {
			return nil, err
		}
		e.Object, e.Data, e.CreatedAt = "event", []byte(data), parseTS(created)
		out = append(out, e)
	}
	return out, rows.Err()
}
