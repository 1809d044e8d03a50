-- "Tell me if seats come back": people waiting for seats on one sold-out date. Asked with consent and
-- confirmed by e-mail (double opt-in) like the subscribers; told once, in the order they asked (created_at),
-- when the date is back on sale. Deleted 30 days after the date (server/retention.ts), and with the date when
-- it is deleted for good. The token (128 random bits) is the capability in every e-mail link.
CREATE TABLE seats_back (
  id TEXT PRIMARY KEY,
  token TEXT NOT NULL UNIQUE,
  venue_id TEXT NOT NULL REFERENCES venues (id) ON DELETE CASCADE,
  email TEXT NOT NULL COLLATE NOCASE,
  party_size INTEGER NOT NULL CHECK (party_size BETWEEN 1 AND 20),
  -- What the person agreed to, word for word, when and on which page (UK GDPR art. 7(1)).
  consent_text TEXT NOT NULL,
  consent_page TEXT NOT NULL,
  consented_at TEXT NOT NULL,
  confirmed_at TEXT,
  -- When they were told the seats came back: never twice.
  told_at TEXT,
  created_at TEXT NOT NULL,
  UNIQUE (venue_id, email)
);
CREATE INDEX seats_back_waiting ON seats_back (venue_id, created_at);
CREATE INDEX seats_back_email ON seats_back (email);

-- Their e-mails go when they leave the list (sent or not), as a subscriber's do.
ALTER TABLE outbox ADD COLUMN seats_back_id TEXT REFERENCES seats_back (id) ON DELETE CASCADE;
CREATE INDEX outbox_seats_back ON outbox (seats_back_id);
