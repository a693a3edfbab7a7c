CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

CREATE TABLE api_keys (
    id         TEXT PRIMARY KEY,
    name       TEXT NOT NULL,
    kind       TEXT NOT NULL CHECK (kind IN ('live', 'test')),
    prefix     TEXT NOT NULL,
    hash       BLOB NOT NULL UNIQUE,
    scopes     TEXT NOT NULL,
    created_at TEXT NOT NULL,
    revoked_at TEXT
);

-- One row per metered call; refunds are negative rows. pool is 'live' or a test key's id.
CREATE TABLE ledger (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    created_at TEXT NOT NULL,
    date       TEXT NOT NULL,
    endpoint   TEXT NOT NULL,
    key_id     TEXT,
    pool       TEXT NOT NULL,
    requests   INTEGER NOT NULL,
    credits    INTEGER NOT NULL,
    ref        TEXT
);
CREATE INDEX ledger_pool_date ON ledger (pool, date);
CREATE INDEX ledger_date ON ledger (date);
CREATE INDEX ledger_ref ON ledger (ref);

CREATE TABLE topups (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    pool       TEXT NOT NULL,
    amount     INTEGER NOT NULL,
    created_at TEXT NOT NULL
);

CREATE TABLE idempotency (
    key_id     TEXT NOT NULL,
    idem_key   TEXT NOT NULL,
    method     TEXT NOT NULL,
    path       TEXT NOT NULL,
    body_hash  TEXT NOT NULL,
    status     INTEGER NOT NULL DEFAULT 0,
    body       BLOB,
    credits    INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    PRIMARY KEY (key_id, idem_key)
);

CREATE TABLE jobs (
    id          TEXT PRIMARY KEY,
    kind        TEXT NOT NULL,
    ref_id      TEXT NOT NULL,
    status      TEXT NOT NULL CHECK (status IN ('queued', 'running', 'succeeded', 'failed', 'canceled')),
    attempts    INTEGER NOT NULL DEFAULT 0,
    payload     TEXT NOT NULL DEFAULT '{}',
    error       TEXT,
    run_after   TEXT NOT NULL,
    created_at  TEXT NOT NULL,
    updated_at  TEXT NOT NULL
);
CREATE INDEX jobs_pending ON jobs (status, run_after);
CREATE INDEX jobs_ref ON jobs (ref_id);

CREATE TABLE events (
    id          TEXT PRIMARY KEY,
    type        TEXT NOT NULL,
    resource_id TEXT NOT NULL,
    data        TEXT NOT NULL,
    created_at  TEXT NOT NULL
);
CREATE INDEX events_created ON events (created_at);
CREATE INDEX api_keys_prefix ON api_keys (prefix);
