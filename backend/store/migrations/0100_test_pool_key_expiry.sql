-- Test keys share one test-credit pool per month, however many there are (issue 24): rows whose
-- pool named a test key's id now name the pool 'test', so this month's test spending is one sum.
UPDATE ledger SET pool = 'test' WHERE pool != 'live';
UPDATE topups SET pool = 'test' WHERE pool != 'live';
UPDATE documents SET pool = 'test' WHERE pool != 'live';
UPDATE searches SET pool = 'test' WHERE pool != 'live';
UPDATE chats SET pool = 'test' WHERE pool != 'live';
UPDATE messages SET pool = 'test' WHERE pool != 'live';
-- A key may expire: after expires_at it authenticates no more (401 api_key_expired).
ALTER TABLE api_keys ADD COLUMN expires_at TEXT;
