package store

import (
	"context"

	"carrel/backend/domain"
)

// InsertEvent records a completion event for webhook delivery.
func (q Q) InsertEvent(ctx context.Context, e domain.Event, resourceID string) error {
	_, err := q.q.ExecContext(ctx, `INSERT INTO events (id, type, resource_id, data, created_at) VALUES (?, ?, ?, ?, ?)`,
		e.ID, e.Type, resourceID, string(e.Data), ts(e.CreatedAt))
	return err
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
