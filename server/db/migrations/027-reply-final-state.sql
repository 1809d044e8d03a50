-- A reply keeps how its e-mail ended when the e-mail log forgets it: the outbox's finished rows are purged
-- after 90 days (MAIL_LOG_DAYS), and the inbox then read "Sent or failed (no longer in the e-mail log)" for
-- an answer the site knew was sent. Replies whose row was purged before this migration stay unknown.
ALTER TABLE inbox_replies ADD COLUMN final_status TEXT;
ALTER TABLE inbox_replies ADD COLUMN final_error TEXT;
CREATE INDEX inbox_replies_mail_key ON inbox_replies (mail_key) WHERE mail_key IS NOT NULL;
CREATE TRIGGER outbox_row_leaves_its_state AFTER DELETE ON outbox
WHEN OLD.kind = 'inbox-reply' AND OLD.status IN ('sent', 'failed', 'held') BEGIN
  UPDATE inbox_replies SET final_status = OLD.status, final_error = OLD.last_error
  WHERE mail_key = OLD.dedupe_key;
END;
