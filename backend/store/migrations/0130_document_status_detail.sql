-- What a running document is doing, in words ("reading scanned page 3 of 12", issue 25): the
-- document's "status_detail" extension field, NULL when there is nothing to say.
ALTER TABLE documents ADD COLUMN status_detail TEXT;
