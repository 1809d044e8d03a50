-- Where a date stands and how many seats are left (src/domain/venue.ts): a cancelled or postponed date keeps
-- its page; a moved one keeps the date it had (previous_date) and is 'rescheduled'. `sequence` is the date's
-- calendar revision (.ics SEQUENCE), raised on every change. sold_out stays, written in step with
-- availability, so a copy of the database read by an older build still shows sold-out dates as sold out.
ALTER TABLE venues ADD COLUMN status TEXT NOT NULL DEFAULT 'scheduled'
  CHECK (status IN ('scheduled', 'cancelled', 'postponed', 'rescheduled'));
ALTER TABLE venues ADD COLUMN availability TEXT NOT NULL DEFAULT 'on-sale'
  CHECK (availability IN ('on-sale', 'few-left', 'sold-out'));
ALTER TABLE venues ADD COLUMN previous_date TEXT;
ALTER TABLE venues ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0 CHECK (sequence >= 0);
UPDATE venues SET availability = 'sold-out' WHERE sold_out = 1;
