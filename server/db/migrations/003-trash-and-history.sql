-- Undo and history. A deleted listing keeps its row with deleted_at set (restorable for 30 days, then
-- purged); every public query reads only rows where deleted_at IS NULL.
ALTER TABLE venues ADD COLUMN deleted_at TEXT;
ALTER TABLE venues ADD COLUMN deleted_by TEXT;
DROP INDEX venues_show_date;
-- The show page's query skips trashed rows without reading them.
CREATE INDEX venues_show_date ON venues (show, date) WHERE deleted_at IS NULL;
CREATE INDEX venues_deleted ON venues (deleted_at) WHERE deleted_at IS NOT NULL;

-- Who changed which listing, when, and the listing before and after (JSON of the domain's fields; NULL
-- before a create, and after nothing: a delete keeps the listing in the trash, so "after" is its fields).
-- No foreign key: the history outlives a purged listing.
CREATE TABLE venue_changes (
  -- Rowid order is the order the changes happened in, even within one millisecond (a batch).
  id INTEGER PRIMARY KEY,
  venue_id TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('create', 'update', 'delete', 'restore', 'import')),
  actor TEXT NOT NULL,
  at TEXT NOT NULL,
  before_json TEXT,
  after_json TEXT
);
CREATE INDEX venue_changes_venue ON venue_changes (venue_id);
