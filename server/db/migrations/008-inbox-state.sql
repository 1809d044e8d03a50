-- The manager's inbox (src/domain/inbox.ts): when a message or enquiry was first opened, and when it was
-- marked handled. NULL: not yet. The partial indexes serve the "new" count and the handled filter.
ALTER TABLE contact_messages ADD COLUMN opened_at TEXT;
ALTER TABLE contact_messages ADD COLUMN handled_at TEXT;
ALTER TABLE hosting_requests ADD COLUMN opened_at TEXT;
ALTER TABLE hosting_requests ADD COLUMN handled_at TEXT;
CREATE INDEX contact_messages_unopened ON contact_messages (created_at) WHERE opened_at IS NULL;
CREATE INDEX hosting_requests_unopened ON hosting_requests (created_at) WHERE opened_at IS NULL;
