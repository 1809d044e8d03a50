-- E-mails a listing change causes (a date cancelled, postponed, moved, new, seats back) wait a few minutes
-- in the outbox (next_attempt_at, NOTICE_DELAY_MINUTES) so the manager can send them at once, drop them, or
-- recall them by undoing the change. Each names its listing, and the listing's date it speaks of, so a later
-- write of the listing can tell whether the notice is still true.
ALTER TABLE outbox ADD COLUMN listing_id TEXT;
ALTER TABLE outbox ADD COLUMN notice_date TEXT;
CREATE INDEX outbox_listing ON outbox (listing_id, status);
