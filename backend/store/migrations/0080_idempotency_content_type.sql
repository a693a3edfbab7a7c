-- A replayed response keeps the first response's media type (an SSE stream stays text/event-stream).
ALTER TABLE idempotency ADD COLUMN content_type TEXT NOT NULL DEFAULT 'application/json';
