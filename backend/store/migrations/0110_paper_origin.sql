-- How each paper came in (issue 26: the Papers page filters by source and lists the researcher's
-- own additions before a bulk corpus import): 'pdf', 'zotero', or the import format ('bibtex',
-- 'ris', 'csl_json', 'jsonl'). Papers from before this migration get a best guess: a Zotero item
-- key (8 characters of Zotero's alphabet) as external_id is Zotero; a paper made from a document
-- is a PDF; another external_id came from a JSONL corpus; the rest stay NULL (not recorded).
ALTER TABLE papers ADD COLUMN origin TEXT;
UPDATE papers SET origin = CASE
    WHEN length(external_id) = 8 AND external_id NOT GLOB '*[^23456789ABCDEFGHIJKLMNPQRSTUVWXYZ]*' THEN 'zotero'
    WHEN document_id IS NOT NULL THEN 'pdf'
    WHEN external_id IS NOT NULL THEN 'jsonl'
    ELSE NULL END;
CREATE INDEX papers_origin ON papers (origin);
