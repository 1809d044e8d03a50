-- Runs: the dates a manager creates together (a list, or "every Friday from ... to ...") share a series id,
-- so one edit or delete may reach the whole run (src/domain/venue-series.ts). NULL: created alone.
ALTER TABLE venues ADD COLUMN series_id TEXT;
CREATE INDEX venues_series ON venues (series_id) WHERE series_id IS NOT NULL;

-- One history record per write of the manager's: a run edited together, an action on a selection, a
-- batch of dates or an import is one record naming every listing it touched. Its rows (one per listing,
-- each with its before and after) share the record id. NULL in rows written before records existed:
-- each of those is a record of its own.
ALTER TABLE venue_changes ADD COLUMN record_id TEXT;
CREATE INDEX venue_changes_record ON venue_changes (record_id) WHERE record_id IS NOT NULL;
