-- Test mode (DECISIONS.md "Test mode and key creation"): every owned row is live or test, fixed by
-- the key that created it, and every query on these tables is filtered by the caller's mode.
-- Existing rows take their mode from the pool that paid for them (a test key's id) or their key.
ALTER TABLE documents ADD COLUMN mode TEXT NOT NULL DEFAULT 'live' CHECK (mode IN ('live', 'test'));
UPDATE documents SET mode = 'test' WHERE pool != 'live';
DROP INDEX documents_sha256;
CREATE UNIQUE INDEX documents_sha256 ON documents (mode, sha256) WHERE status != 'failed';
CREATE INDEX documents_mode_created ON documents (mode, created_at, id);

ALTER TABLE searches ADD COLUMN mode TEXT NOT NULL DEFAULT 'live' CHECK (mode IN ('live', 'test'));
UPDATE searches SET mode = 'test' WHERE pool != 'live';
CREATE INDEX searches_mode_created ON searches (mode, created_at, id);

ALTER TABLE chats ADD COLUMN mode TEXT NOT NULL DEFAULT 'live' CHECK (mode IN ('live', 'test'));
UPDATE chats SET mode = 'test' WHERE pool != 'live';
CREATE INDEX chats_mode_created ON chats (mode, created_at, id);

ALTER TABLE files ADD COLUMN mode TEXT NOT NULL DEFAULT 'live' CHECK (mode IN ('live', 'test'));
UPDATE files SET mode = 'test' WHERE key_id IN (SELECT id FROM api_keys WHERE kind = 'test');

ALTER TABLE events ADD COLUMN mode TEXT NOT NULL DEFAULT 'live' CHECK (mode IN ('live', 'test'));

-- Names and URLs are unique within a mode, so a test library or endpoint never collides with (or
-- reveals) a live one. SQLite cannot change a UNIQUE constraint in place: the tables are rebuilt
-- (foreign keys are off while migrations run, so the rebuild cascades nothing).
CREATE TABLE libraries_new (
    id         TEXT PRIMARY KEY,
    name       TEXT NOT NULL,
    mode       TEXT NOT NULL DEFAULT 'live' CHECK (mode IN ('live', 'test')),
    created_at TEXT NOT NULL,
    UNIQUE (mode, name)
);
INSERT INTO libraries_new (id, name, mode, created_at) SELECT id, name, 'live', created_at FROM libraries;
DROP TABLE libraries;
ALTER TABLE libraries_new RENAME TO libraries;

CREATE TABLE webhook_endpoints_new (
    id            TEXT PRIMARY KEY,
    url           TEXT NOT NULL,
    events        TEXT NOT NULL,
    description   TEXT NOT NULL DEFAULT '',
    secret        TEXT NOT NULL,
    status        TEXT NOT NULL CHECK (status IN ('enabled', 'disabled')),
    failing_since TEXT,
    created_at    TEXT NOT NULL,
    disabled_at   TEXT,
    mode          TEXT NOT NULL DEFAULT 'live' CHECK (mode IN ('live', 'test')),
    UNIQUE (mode, url)
);
INSERT INTO webhook_endpoints_new (id, url, events, description, secret, status, failing_since, created_at, disabled_at, mode)
    SELECT id, url, events, description, secret, status, failing_since, created_at, disabled_at, 'live' FROM webhook_endpoints;
DROP TABLE webhook_endpoints;
ALTER TABLE webhook_endpoints_new RENAME TO webhook_endpoints;

-- Crash cap: how many times a job was running when the process died (jobs.MaxCrashes).
ALTER TABLE jobs ADD COLUMN crashes INTEGER NOT NULL DEFAULT 0;
