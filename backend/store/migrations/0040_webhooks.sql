CREATE TABLE webhook_endpoints (
    id            TEXT PRIMARY KEY,
    url           TEXT NOT NULL UNIQUE,
    events        TEXT NOT NULL,
    description   TEXT NOT NULL DEFAULT '',
    secret        TEXT NOT NULL,
    status        TEXT NOT NULL CHECK (status IN ('enabled', 'disabled')),
    failing_since TEXT,
    created_at    TEXT NOT NULL,
    disabled_at   TEXT
);

-- The durable delivery queue: one row per endpoint and event; attempts are retried in place, so
-- at most one delivery of an event to an endpoint is ever in flight.
CREATE TABLE webhook_deliveries (
    id            TEXT PRIMARY KEY,
    endpoint_id   TEXT NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
    event_id      TEXT NOT NULL,
    attempt       INTEGER NOT NULL DEFAULT 0,
    status        TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
    first_at      TEXT NOT NULL,
    next_at       TEXT,
    status_code   INTEGER,
    error         TEXT,
    delivered_at  TEXT,
    UNIQUE (endpoint_id, event_id)
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (status, next_at);

-- Attempts log for the window's delivery view.
CREATE TABLE webhook_attempts (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    delivery_id  TEXT NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
    endpoint_id  TEXT NOT NULL,
    event_id     TEXT NOT NULL,
    attempt      INTEGER NOT NULL,
    status_code  INTEGER,
    error        TEXT,
    at           TEXT NOT NULL
);
CREATE INDEX webhook_attempts_endpoint ON webhook_attempts (endpoint_id, id);

CREATE TABLE notices (
    id         TEXT PRIMARY KEY,
    kind       TEXT NOT NULL,
    message    TEXT NOT NULL,
    created_at TEXT NOT NULL
);

ALTER TABLE events ADD COLUMN dispatched INTEGER NOT NULL DEFAULT 0;
CREATE INDEX events_undispatched ON events (dispatched, created_at);
