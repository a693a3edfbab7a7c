-- Confidence shown, corrections kept (issue 22): how sure the PDF reading was of each field it
-- filled (JSON object field -> [0,1]; a field absent came from a reference record or the user),
-- and which fields the user edited or confirmed (JSON array), which no re-parse or re-import
-- overwrites.
CREATE TABLE paper_review (
  paper_id TEXT PRIMARY KEY REFERENCES papers(id) ON DELETE CASCADE,
  confidence TEXT NOT NULL DEFAULT '{}',
  edited TEXT NOT NULL DEFAULT '[]'
);
