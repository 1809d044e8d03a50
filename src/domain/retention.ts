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
  /**
   * Whether the referring site's name is among the counts: the embedded server counts it (a day's names
   * capped); hosted mode does not, since its rules cannot tell a real site's name from an invented one.
   */
  countsReferrers: boolean;
  /**
   * Hosted mode reads and counts over Firestore's REST API, which stores nothing; a visitor's form (a message,
   * a hosting enquiry, a subscription) loads Firebase's own library, which keeps one record in the browser
   * (IndexedDB `firebase-heartbeat-database`: its version and the last day it ran) and offers no setting to
   * stop it; the statement names it. Embedded pages store nothing.
   */
  firebaseLibraryRecord: boolean;
  /**
   * "Tell me if seats come back" requests are deleted this many days after their date (embedded); absent
   * where the site does not offer the list.
   */
  seatsBackDays?: number;
  /**
   * Hosted mode has no server to delete them on a timer: the manager's browser does, when the dashboard opens
   * (docs/hosted-mode.md), and the statement says so.
   */
  seatsBackOnDashboardOpen?: boolean;
}

/**
 * A seats-back request is deleted this many days after its date (server/retention.ts; hosted:
 * src/data/firebase/seats-back-store.ts). Here rather than beside its schema, so the privacy statement's
 * settings need no zod.
 */
export const SEATS_BACK_KEPT_DAYS = 30;

/**
 * A subscription nobody confirmed is deleted this many days after it was last asked for (server/retention.ts):
 * a confirmation confirms its own request only, so one asked for by someone else would otherwise wait forever.
 */
export const UNCONFIRMED_KEPT_DAYS = 30;

export const DEFAULT_RETENTION_MONTHS = 24;
/** Insights' daily counts are kept this long, then deleted: two seasons to compare, year on year. */
export const COUNTS_KEPT_MONTHS = 25;
/** Sent and failed e-mails are kept this long for the dashboard's log, then deleted (embedded). */
export const MAIL_LOG_DAYS = 90;

/**
 * Hosted mode: Firestore keeps documents until someone deletes them (docs/hosted-mode.md); the daily counts
 * older than COUNTS_KEPT_MONTHS are deleted by the manager's browser when Insights opens.
 */
export const HOSTED_RETENTION: RetentionPolicy = {
  submissionMonths: null,
  mailLogDays: null,
  countsMonths: COUNTS_KEPT_MONTHS,
  countsReferrers: false,
  firebaseLibraryRecord: true,
  seatsBackDays: SEATS_BACK_KEPT_DAYS,
  seatsBackOnDashboardOpen: true,
};
