import type { FastifyInstance } from 'fastify';
import {
  COUNTS_KEPT_MONTHS,
  MAIL_LOG_DAYS,
  SEATS_BACK_KEPT_DAYS,
  UNCONFIRMED_KEPT_DAYS,
  type RetentionPolicy,
} from '../src/domain/retention';
import { firstKeptCountDay } from '../src/domain/insights-report';
import { todayInLondon } from '../src/domain/dates';
import type { Store } from './db/store';
import { registerDailyJob } from './daily-job';

const DAY_MS = 24 * 60 * 60 * 1000;
export { MAIL_LOG_DAYS };

/** What this server deletes, and when: the privacy statement states it from here. */
export const retentionPolicy = (months: number): RetentionPolicy => ({
  submissionMonths: months,
  mailLogDays: MAIL_LOG_DAYS,
  countsMonths: COUNTS_KEPT_MONTHS,
  countsReferrers: true,
  firebaseLibraryRecord: false,
  seatsBackDays: SEATS_BACK_KEPT_DAYS,
});

export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/**
 * Deletes what we no longer need (UK GDPR art. 5(1)(e), storage limitation): contact messages and hosting
 * enquiries older than RETENTION_MONTHS, the e-mail log older than MAIL_LOG_DAYS, Insights' daily
 * counts older than COUNTS_KEPT_MONTHS, seats-back requests SEATS_BACK_KEPT_DAYS after their date, and
 * subscriptions nobody confirmed UNCONFIRMED_KEPT_DAYS after they were asked for.
 */
export function applyRetention(store: Store, now: Date, months: number) {
  const cutoff = monthsBefore(now, months);
  return store.transaction(() => ({
    contactMessages: store.contactMessages.deleteOlderThan(cutoff),
    hostingRequests: store.hostingRequests.deleteOlderThan(cutoff),
    mailLog: store.outbox.purgeFinishedBefore(new Date(now.getTime() - MAIL_LOG_DAYS * DAY_MS)),
    dailyCounts: store.insights.deleteBefore(firstKeptCountDay(now)),
    seatsBack: store.seatsBack.deleteForDatesBefore(
      todayInLondon(new Date(now.getTime() - SEATS_BACK_KEPT_DAYS * DAY_MS)),
    ),
    unconfirmedSubscriptions: store.subscribers.deleteUnconfirmedBefore(
      new Date(now.getTime() - UNCONFIRMED_KEPT_DAYS * DAY_MS),
    ),
  }));
}

/**
 * Runs retention when the server is ready and then once a day while it runs, and says what it does at
 * GET /api/retention (the privacy page asks when a visitor navigates to it within the site).
 */
export function registerRetention(app: FastifyInstance, store: Store, now: () => Date, months: number): void {
  const policy = retentionPolicy(months);
  app.get('/api/retention', async () => policy);
  registerDailyJob(app, 'retention', () => {
    const deleted = applyRetention(store, now(), months);
    if (Object.values(deleted).some((n) => n > 0))
      app.log.info({ deleted, months }, 'retention: old records deleted');
  });
}
