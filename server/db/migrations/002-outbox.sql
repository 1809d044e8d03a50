-- E-mail waiting to be sent, sent, or given up on. A message is written here in the same transaction as the
-- change that causes it, so a crash can delay an e-mail but never lose it; the worker sends what is due.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  -- What kind of e-mail (for the dashboard and for erasure), e.g. 'subscription-confirmation'.
  kind TEXT NOT NULL,
  to_address TEXT NOT NULL COLLATE NOCASE,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  -- Extra headers as a JSON object (List-Unsubscribe and friends).
  headers TEXT NOT NULL DEFAULT '{}',
  -- Optional: a second enqueue with the same key is ignored, so one cause never sends two e-mails.
  dedupe_key TEXT UNIQUE,
  status TEXT NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'sending', 'sent', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  -- Milliseconds since the epoch: when the next attempt is due.
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  created_at TEXT NOT NULL,
  sent_at TEXT
);
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
CREATE INDEX outbox_to ON outbox (to_address);
