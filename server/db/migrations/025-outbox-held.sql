-- Without SMTP the site still writes every e-mail it would send, as 'held': kept for the dashboard's outbox to
-- read, never sent (turning SMTP on later does not send stale confirmations). SQLite cannot change a CHECK in
-- place, so the table is rebuilt with the same columns, keys and indexes and one more allowed state.
-- The inbox's triggers (024) name the outbox: SQLite refuses to rename a table over them, so they are made
-- again after the rebuild, unchanged.
DROP TRIGGER contact_message_replies_go;
DROP TRIGGER hosting_request_replies_go;
CREATE TABLE outbox_next (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  to_address TEXT NOT NULL COLLATE NOCASE,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  headers TEXT NOT NULL DEFAULT '{}',
  dedupe_key TEXT UNIQUE,
  status TEXT NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'sending', 'sent', 'failed', 'held')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  created_at TEXT NOT NULL,
  sent_at TEXT,
  subscriber_id TEXT REFERENCES subscribers (id) ON DELETE CASCADE,
  seats_back_id TEXT REFERENCES seats_back (id) ON DELETE CASCADE,
  listing_id TEXT,
  notice_date TEXT
);
INSERT INTO outbox_next (id, kind, to_address, subject, text_body, html_body, headers, dedupe_key, status, attempts,
    next_attempt_at, last_error, created_at, sent_at, subscriber_id, seats_back_id, listing_id, notice_date)
  SELECT id, kind, to_address, subject, text_body, html_body, headers, dedupe_key, status, attempts,
    next_attempt_at, last_error, created_at, sent_at, subscriber_id, seats_back_id, listing_id, notice_date
  FROM outbox;
DROP TABLE outbox;
ALTER TABLE outbox_next RENAME TO outbox;
CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
CREATE INDEX outbox_to ON outbox (to_address);
CREATE INDEX outbox_subscriber ON outbox (subscriber_id);
CREATE INDEX outbox_seats_back ON outbox (seats_back_id);
CREATE INDEX outbox_listing ON outbox (listing_id, status);
CREATE TRIGGER contact_message_replies_go AFTER DELETE ON contact_messages BEGIN
  DELETE FROM outbox WHERE dedupe_key IN
    (SELECT mail_key FROM inbox_replies WHERE kind = 'contactMessages' AND submission_id = OLD.id);
  DELETE FROM inbox_replies WHERE kind = 'contactMessages' AND submission_id = OLD.id;
END;
CREATE TRIGGER hosting_request_replies_go AFTER DELETE ON hosting_requests BEGIN
  DELETE FROM outbox WHERE dedupe_key IN
    (SELECT mail_key FROM inbox_replies WHERE kind = 'hostingRequests' AND submission_id = OLD.id);
  DELETE FROM inbox_replies WHERE kind = 'hostingRequests' AND submission_id = OLD.id;
END;
