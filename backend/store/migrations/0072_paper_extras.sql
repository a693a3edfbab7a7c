-- What a reference manager keeps that Carrel only carries (issue 15): the citation key, keywords
-- and the note, so a BibTeX export gives back what was imported.
CREATE TABLE paper_extras (
  paper_id TEXT PRIMARY KEY REFERENCES papers(id) ON DELETE CASCADE,
  citation_key TEXT NOT NULL DEFAULT '',
  keywords TEXT NOT NULL DEFAULT '[]',
  note TEXT NOT NULL DEFAULT ''
);
