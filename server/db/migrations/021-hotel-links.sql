-- Hotels' kit (issue 39): who at the hotel sells the dates, and the private link to its page. The link's
-- token (256 random bits) is kept only as its SHA-256, so a copy of the database opens no hotel's page; a
-- hotel has at most one live link, replaced when the manager sends a new one and deleted when revoked.
ALTER TABLE hotels ADD COLUMN contact_name TEXT NOT NULL DEFAULT '';
ALTER TABLE hotels ADD COLUMN contact_email TEXT NOT NULL DEFAULT '';

CREATE TABLE hotel_links (
  hotel_id TEXT PRIMARY KEY REFERENCES hotels (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  -- Where the link was sent (the contact may change later; the dashboard says who has this one).
  sent_to TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_opened_at TEXT
);
