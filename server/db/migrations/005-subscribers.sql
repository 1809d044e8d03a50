-- "Tell me when" and newsletter subscribers. '' in show or city means "any". The token (128 random bits) is
-- the capability in every e-mail link: whoever holds it may confirm or end this one subscription.
CREATE TABLE subscribers (
  id TEXT PRIMARY KEY,
  token TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL COLLATE NOCASE,
  show TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  -- What the person agreed to, word for word, when and on which page (UK GDPR art. 7(1): show consent).
  consent_text TEXT NOT NULL,
  consent_page TEXT NOT NULL,
  consented_at TEXT NOT NULL,
  confirmed_at TEXT,
  -- When the subscription was first made (a renewed consent keeps it): the dashboard's newest-first order.
  created_at TEXT NOT NULL,
  UNIQUE (email, show, city)
);
CREATE INDEX subscribers_match ON subscribers (confirmed_at, show, city);
CREATE INDEX subscribers_created ON subscribers (created_at);

-- Which subscriber was told about which show, city and date: never twice, whatever the manager edits.
CREATE TABLE subscriber_notices (
  subscriber_id TEXT NOT NULL REFERENCES subscribers (id) ON DELETE CASCADE,
  show TEXT NOT NULL,
  city TEXT NOT NULL,
  date TEXT NOT NULL,
  PRIMARY KEY (subscriber_id, show, city, date)
);

-- E-mail to a subscriber goes when they unsubscribe or are erased, sent or not (nothing waits to go out to
-- someone who left, and no copy of what we sent them stays).
ALTER TABLE outbox ADD COLUMN subscriber_id TEXT REFERENCES subscribers (id) ON DELETE CASCADE;
CREATE INDEX outbox_subscriber ON outbox (subscriber_id);
