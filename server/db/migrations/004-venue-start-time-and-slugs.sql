-- A listing may start at its own time ("19:30"); NULL means the show's usual start (src/content/show-times.ts).
ALTER TABLE venues ADD COLUMN start_time TEXT CHECK (start_time IS NULL OR start_time GLOB '[0-2][0-9]:[0-5][0-9]');

-- The addresses a listing's date page used to have (/titanic/2026-12-04-the-grand-hotel): an edit that
-- changes the date or the hotel changes the address, and the old one must still lead to the listing; a
-- deleted listing's address answers "gone" rather than "never existed". The current address is derived
-- from the listing itself, so only former ones are kept here. No foreign key: the row outlives a deletion.
CREATE TABLE venue_slugs (
  show TEXT NOT NULL,
  slug TEXT NOT NULL,
  venue_id TEXT NOT NULL,
  PRIMARY KEY (show, slug)
) WITHOUT ROWID;
CREATE INDEX venue_slugs_venue ON venue_slugs (venue_id);
