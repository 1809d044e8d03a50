/**
 * How long what visitors send is kept before something deletes it automatically; null where nothing does.
 * The privacy statement states it from this, so the page cannot say one thing while the site does another.
 * Embedded: the server deletes contact messages and hosting enquiries after RETENTION_MONTHS and its
 * e-mail log after MAIL_LOG_DAYS. Hosted: no server runs, so nothing deletes either on a schedule.
 */
export interface RetentionPolicy {
  submissionMonths: number | null;
  mailLogDays: number | null;
  /** Insights' daily counts of visits (decision 0028); null where the site counts nothing. */
  countsMonths: number | null;
}

export const DEFAULT_RETENTION_MONTHS = 24;
/** Insights' daily counts are kept this long, then deleted: two seasons to compare, year on year. */
export const COUNTS_KEPT_MONTHS = 25;
/** Sent and failed e-mails are kept this long for the dashboard's log, then deleted (embedded). */
export const MAIL_LOG_DAYS = 90;

/** Hosted mode: Firestore keeps documents until someone deletes them (docs/hosted-mode.md). */
export const HOSTED_RETENTION: RetentionPolicy = {
  submissionMonths: null,
  mailLogDays: null,
  countsMonths: null,
};
