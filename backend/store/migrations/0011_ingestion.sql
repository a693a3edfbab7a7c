-- A document that created its paper owns it: deleting the document deletes the paper too,
-- while a paper that existed before (imported by DOI) only loses its document link.
ALTER TABLE documents ADD COLUMN owns_paper INTEGER NOT NULL DEFAULT 0;
CREATE INDEX documents_status ON documents (status, created_at, id);
CREATE INDEX documents_sha ON documents (sha256);
CREATE INDEX files_delete_after ON files (delete_after) WHERE delete_after IS NOT NULL;

-- Every file the watched folder has seen, so a restart imports what arrived while the app was
-- closed and nothing twice. (dir, path) is the file; size, mtime and sha256 are what was imported.
CREATE TABLE watch_files (
    dir          TEXT NOT NULL,
    path         TEXT NOT NULL,
    size         INTEGER NOT NULL,
    mtime        TEXT NOT NULL,
    sha256       TEXT NOT NULL DEFAULT '',
    status       TEXT NOT NULL CHECK (status IN ('pending', 'imported', 'duplicate', 'failed', 'ignored')),
    document_id  TEXT,
    duplicate_of TEXT,
    error_code   TEXT,
    updated_at   TEXT NOT NULL,
    PRIMARY KEY (dir, path)
);
CREATE INDEX watch_files_updated ON watch_files (dir, updated_at);
