CREATE TABLE libraries (
    id         TEXT PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
);

-- Uploaded PDFs (purpose document) and search exports. path is relative to the data folder.
CREATE TABLE files (
    id           TEXT PRIMARY KEY,
    kind         TEXT NOT NULL CHECK (kind IN ('upload', 'export')),
    purpose      TEXT NOT NULL,
    filename     TEXT NOT NULL,
    content_type TEXT NOT NULL,
    byte_size    INTEGER NOT NULL,
    sha256       TEXT NOT NULL,
    path         TEXT NOT NULL,
    key_id       TEXT,
    created_at   TEXT NOT NULL,
    expires_at   TEXT,
    delete_after TEXT
);

CREATE TABLE documents (
    id            TEXT PRIMARY KEY,
    status        TEXT NOT NULL CHECK (status IN ('queued', 'running', 'succeeded', 'failed')),
    filename      TEXT NOT NULL,
    page_count    INTEGER,
    library_id    TEXT REFERENCES libraries (id) ON DELETE SET NULL,
    paper_id      TEXT,
    sha256        TEXT NOT NULL,
    path          TEXT NOT NULL,
    source        TEXT NOT NULL CHECK (source IN ('upload', 'url', 'watch')),
    source_ref    TEXT,
    error_type    TEXT,
    error_code    TEXT,
    error_message TEXT,
    credits       INTEGER NOT NULL DEFAULT 0,
    key_id        TEXT,
    pool          TEXT NOT NULL DEFAULT 'live',
    progress      REAL NOT NULL DEFAULT 0,
    created_at    TEXT NOT NULL,
    updated_at    TEXT NOT NULL
);
-- Same bytes never make a second usable document; a failed one may be re-uploaded.
CREATE UNIQUE INDEX documents_sha256 ON documents (sha256) WHERE status != 'failed';
CREATE INDEX documents_created ON documents (created_at, id);
CREATE INDEX documents_library ON documents (library_id);

-- One row per displayed page: text plus words with boxes (JSON, fractions of the page).
CREATE TABLE pages (
    document_id TEXT NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
    number      INTEGER NOT NULL,
    width       REAL NOT NULL,
    height      REAL NOT NULL,
    text        TEXT NOT NULL,
    words       TEXT NOT NULL,
    PRIMARY KEY (document_id, number)
);

-- Sentences of a document's pages (or of a paper's abstract when document_id is NULL), with the
-- byte span in the page text and the boxes the quote covers (JSON array of locations).
CREATE TABLE passages (
    id          TEXT PRIMARY KEY,
    document_id TEXT REFERENCES documents (id) ON DELETE CASCADE,
    paper_id    TEXT,
    page        INTEGER NOT NULL,
    seq         INTEGER NOT NULL,
    start_off   INTEGER NOT NULL,
    end_off     INTEGER NOT NULL,
    text        TEXT NOT NULL,
    locations   TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX passages_document ON passages (document_id, page, seq);
CREATE INDEX passages_paper ON passages (paper_id);

CREATE TABLE papers (
    id               TEXT PRIMARY KEY,
    title            TEXT NOT NULL,
    authors          TEXT NOT NULL DEFAULT '[]',
    year             INTEGER,
    venue            TEXT,
    doi              TEXT,
    abstract         TEXT,
    publication_type TEXT,
    open_access      INTEGER,
    url              TEXT,
    document_id      TEXT REFERENCES documents (id) ON DELETE SET NULL,
    external_id      TEXT,
    needs_review     INTEGER NOT NULL DEFAULT 0,
    created_at       TEXT NOT NULL,
    updated_at       TEXT NOT NULL
);
-- DOIs are stored lower-cased, so one DOI is one paper.
CREATE UNIQUE INDEX papers_doi ON papers (doi) WHERE doi IS NOT NULL;
CREATE INDEX papers_created ON papers (created_at, id);
CREATE INDEX papers_document ON papers (document_id);

-- The index outbox: written in the same transaction as the rows it describes, drained into
-- Bleve afterwards, so a crash between the SQLite commit and the index write is repaired at start.
CREATE TABLE index_outbox (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    kind       TEXT NOT NULL CHECK (kind IN ('paper', 'document')),
    ref_id     TEXT NOT NULL,
    op         TEXT NOT NULL CHECK (op IN ('upsert', 'delete')),
    created_at TEXT NOT NULL
);
