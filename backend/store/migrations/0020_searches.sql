-- Research searches. filters, answer and metadata are JSON as the API shows them. key_id and
-- pool say who pays when the job completes; planned/processed measure work for a partial charge
-- on cancel. expired marks a search purged by the retention sweep (kept so reads say
-- resource_expired rather than resource_not_found).
CREATE TABLE searches (
    id            TEXT PRIMARY KEY,
    status        TEXT NOT NULL CHECK (status IN ('queued', 'running', 'succeeded', 'failed', 'canceled')),
    depth         TEXT NOT NULL,
    query         TEXT NOT NULL,
    filters       TEXT NOT NULL,
    max_papers    INTEGER NOT NULL,
    answer_format TEXT NOT NULL,
    language      TEXT NOT NULL,
    answer        TEXT,
    paper_count   INTEGER NOT NULL DEFAULT 0,
    planned       INTEGER NOT NULL DEFAULT 0,
    processed     INTEGER NOT NULL DEFAULT 0,
    credits_cost  INTEGER NOT NULL DEFAULT 0,
    metadata      TEXT NOT NULL DEFAULT '{}',
    key_id        TEXT,
    pool          TEXT NOT NULL DEFAULT 'live',
    error_type    TEXT,
    error_code    TEXT,
    error_message TEXT,
    created_at    TEXT NOT NULL,
    completed_at  TEXT,
    expires_at    TEXT NOT NULL,
    expired       INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX searches_created ON searches (created_at, id);
CREATE INDEX searches_expires ON searches (expired, expires_at);

-- The ranked papers of a succeeded search (rank 1 first).
CREATE TABLE search_results (
    search_id       TEXT NOT NULL REFERENCES searches (id) ON DELETE CASCADE,
    rank            INTEGER NOT NULL,
    paper_id        TEXT NOT NULL,
    relevance_score REAL NOT NULL,
    PRIMARY KEY (search_id, rank)
);
CREATE UNIQUE INDEX search_results_paper ON search_results (search_id, paper_id);
