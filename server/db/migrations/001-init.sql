-- Listings, submissions, managers and sessions. Dates are ISO text (YYYY-MM-DD), so text order is date order.
CREATE TABLE venues (
  id TEXT PRIMARY KEY,
  show TEXT NOT NULL,
  hotel_name TEXT NOT NULL,
  hotel_location TEXT NOT NULL,
  city TEXT NOT NULL,
  date TEXT NOT NULL,
  booking_url TEXT NOT NULL,
  sold_out INTEGER NOT NULL DEFAULT 0 CHECK (sold_out IN (0, 1)),
  created_at TEXT NOT NULL
);
-- The show page's query: one show, upcoming, in date order.
CREATE INDEX venues_show_date ON venues (show, date);
CREATE INDEX venues_date ON venues (date);

CREATE TABLE hosting_requests (
  id TEXT PRIMARY KEY,
  show TEXT NOT NULL,
  venue_name TEXT NOT NULL,
  venue_link TEXT NOT NULL DEFAULT '',
  venue_email TEXT NOT NULL,
  venue_number TEXT NOT NULL,
  venue_message TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX hosting_requests_created ON hosting_requests (created_at);

CREATE TABLE contact_messages (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX contact_messages_created ON contact_messages (created_at);

CREATE TABLE managers (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Only a SHA-256 of the session id is stored: a copy of the database does not hold usable cookies.
-- Google managers have no row in managers (they are allow-listed by ADMIN_EMAILS), hence no foreign key.
CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY,
  manager_email TEXT NOT NULL COLLATE NOCASE,
  manager_name TEXT,
  method TEXT NOT NULL CHECK (method IN ('password', 'google')),
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_manager ON sessions (manager_email);
