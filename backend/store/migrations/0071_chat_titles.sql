-- Chats get a title: the first question until the owner renames it ('' means not set yet).
ALTER TABLE chats ADD COLUMN title TEXT NOT NULL DEFAULT '';
