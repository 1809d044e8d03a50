-- Answers the manager sent from the inbox (src/domain/inbox-reply.ts), kept with the message or enquiry
-- they answer. `mail_key` is the dedupe key of the reply's e-mail in the outbox (its state is read from
-- there); NULL for an answer stored while e-mail was off (before 025 kept such e-mails as held).
CREATE TABLE inbox_replies (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('contactMessages', 'hostingRequests')),
  submission_id TEXT NOT NULL,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  sent_by TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  mail_key TEXT
);
CREATE INDEX inbox_replies_of ON inbox_replies (kind, submission_id, sent_at);
-- A message erased (on request, or by retention) takes its answers and their e-mails with it: both quote it.
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
