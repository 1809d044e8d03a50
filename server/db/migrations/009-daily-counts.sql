-- Insights (docs/decisions/0028-counted-not-tracked.md): one number per day, metric and subject (a page key,
-- a listing id, a referring domain, a device class, a city). Nothing here names a visitor: no address, no
-- user agent, no identifier. Rows older than COUNTS_KEPT_MONTHS are deleted by the daily retention job.
CREATE TABLE daily_counts (
  day TEXT NOT NULL,
  metric TEXT NOT NULL,
  subject TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (day, metric, subject)
) WITHOUT ROWID;
