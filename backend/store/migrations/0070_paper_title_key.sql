-- Duplicate detection beyond DOI: the paper's title folded (case, punctuation, diacritics) by the
-- service. NULL until computed; the service fills old rows at start.
ALTER TABLE papers ADD COLUMN title_key TEXT;
CREATE INDEX papers_title_key ON papers(title_key) WHERE title_key IS NOT NULL;
