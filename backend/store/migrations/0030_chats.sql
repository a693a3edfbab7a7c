-- Chats over a fixed set of sources. document_ids and paper_ids are JSON arrays in the order given.
CREATE TABLE chats (
    id           TEXT PRIMARY KEY,
    document_ids TEXT NOT NULL DEFAULT '[]',
    paper_ids    TEXT NOT NULL DEFAULT '[]',
    depth        TEXT NOT NULL,
    language     TEXT NOT NULL,
    key_id       TEXT,
    pool         TEXT NOT NULL DEFAULT 'live',
    created_at   TEXT NOT NULL
);
CREATE INDEX chats_created ON chats (created_at, id);

-- Turns of a chat in order (seq). An assistant message is inserted 'pending' in the transaction
-- that charges for it and becomes 'completed' in one UPDATE with its whole content, so a crash
-- never shows half a message: readers only see completed rows. citations is JSON as the API shows it.
CREATE TABLE messages (
    id                    TEXT PRIMARY KEY,
    chat_id               TEXT NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
    seq                   INTEGER NOT NULL,
    role                  TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
    status                TEXT NOT NULL CHECK (status IN ('pending', 'completed', 'failed')),
    content               TEXT NOT NULL DEFAULT '',
    citations             TEXT NOT NULL DEFAULT '[]',
    unsourced_claim_count INTEGER NOT NULL DEFAULT 0,
    credits_cost          INTEGER NOT NULL DEFAULT 0,
    depth                 TEXT NOT NULL DEFAULT '',
    answer_format         TEXT NOT NULL DEFAULT '',
    reply_to              TEXT,
    key_id                TEXT,
    pool                  TEXT NOT NULL DEFAULT 'live',
    error_code            TEXT,
    created_at            TEXT NOT NULL,
    completed_at          TEXT
);
CREATE UNIQUE INDEX messages_chat_seq ON messages (chat_id, seq);
CREATE INDEX messages_pending ON messages (status) WHERE status = 'pending';
