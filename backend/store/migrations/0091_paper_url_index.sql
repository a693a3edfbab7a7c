-- Duplicates by arXiv id (issue 22): a paper's arXiv id lives in its URL (arxiv.org/abs/ID), so
-- matching looks URLs up by prefix; this index keeps that a range seek instead of a table scan.
CREATE INDEX papers_url ON papers(url) WHERE url IS NOT NULL;
