-- Whether Book links to a hotel's booking page add `utm_source` naming this site (issue 39,
-- src/content/booking-link.ts): on for every hotel, the manager switches it off for a booking system that
-- refuses parameters it does not know.
ALTER TABLE hotels ADD COLUMN booking_source INTEGER NOT NULL DEFAULT 1 CHECK (booking_source IN (0, 1));

-- A hosting enquiry names who to reply to and may ask about several shows (issue 39): `shows` holds their
-- keys, comma-separated, the first being `show`; enquiries from before read as their one show.
ALTER TABLE hosting_requests ADD COLUMN contact_name TEXT NOT NULL DEFAULT '';
ALTER TABLE hosting_requests ADD COLUMN shows TEXT NOT NULL DEFAULT '';
