import { randomBytes, randomUUID } from 'node:crypto';
import type { CityKey } from '../../src/domain/cities';
import type { ShowKey } from '../../src/domain/shows';
import type { Subscriber, SubscriberDemand, SubscriptionFields } from '../../src/domain/subscription';
import type { Db } from './database';
import { newestFirstPages } from './newest-first-pages';

interface SubscriberRow {
  id: string;
  token: string;
  email: string;
  show: string;
  city: string;
  consent_text: string;
  consent_page: string;
  consented_at: string;
  confirmed_at: string | null;
  created_at: string;
}

/** A subscriber with the token for their e-mail links (never sent to the dashboard). */
export interface SubscriberWithToken extends Subscriber {
  token: string;
}

function toSubscriber(row: SubscriberRow): SubscriberWithToken {
  return {
    id: row.id,
    token: row.token,
    email: row.email,
    show: (row.show || null) as ShowKey | null,
    city: (row.city || null) as CityKey | null,
    consentText: row.consent_text,
    consentPage: row.consent_page,
    consentedAt: row.consented_at,
    confirmedAt: row.confirmed_at,
  };
}

const withoutToken = ({ token: _token, ...subscriber }: SubscriberWithToken): Subscriber => subscriber;

export function createSubscribersRepository(db: Db) {
  const byKey = db.prepare<[string, string, string], SubscriberRow>(
    'SELECT * FROM subscribers WHERE email = ? AND show = ? AND city = ?',
  );
  const byToken = db.prepare<[string], SubscriberRow>('SELECT * FROM subscribers WHERE token = ?');
  const unconfirmedOfEmail = db.prepare<[string], SubscriberRow>(
    'SELECT * FROM subscribers WHERE email = ? AND confirmed_at IS NULL ORDER BY created_at, rowid',
  );
  const insert = db.prepare(
    `INSERT INTO subscribers (id, token, email, show, city, consent_text, consent_page, consented_at, created_at)
     VALUES (@id, @token, @email, @show, @city, @consentText, @consentPage, @consentedAt, @consentedAt)`,
  );
  const renewConsent = db.prepare(
    `UPDATE subscribers SET consent_text = @consentText, consent_page = @consentPage, consented_at = @consentedAt
     WHERE id = @id`,
  );
  const removeByToken = db.prepare<[string], { email: string }>(
    'DELETE FROM subscribers WHERE token = ? RETURNING email',
  );
  const removeUnconfirmedBefore = db.prepare<[string]>(
    'DELETE FROM subscribers WHERE confirmed_at IS NULL AND consented_at < ?',
  );
  const removeById = db.prepare<[string], { email: string }>(
    'DELETE FROM subscribers WHERE id = ? RETURNING email',
  );
  const all = db.prepare<[], SubscriberRow>('SELECT * FROM subscribers ORDER BY created_at DESC, rowid DESC');
  const recordRequest = db.prepare<[string, string]>(
    'INSERT INTO subscription_requests (at, network) VALUES (?, ?)',
  );
  const forgetRequestsBefore = db.prepare<[string]>('DELETE FROM subscription_requests WHERE at < ?');
  const requestsSince = db.prepare<[string], { n: number }>(
    'SELECT count(*) AS n FROM subscription_requests WHERE at >= ?',
  );
  const requestsFromSince = db.prepare<[string, string], { n: number }>(
    'SELECT count(*) AS n FROM subscription_requests WHERE network = ? AND at >= ?',
  );
  const confirmOne = db.prepare<[string, string]>(
    'UPDATE subscribers SET confirmed_at = ? WHERE confirmed_at IS NULL AND token = ?',
  );
  const matching = db.prepare<[string, string], SubscriberRow>(
    `SELECT * FROM subscribers WHERE confirmed_at IS NOT NULL AND show IN (?, '') AND city IN (?, '')`,
  );
  const forgetNotice = db.prepare(
    `DELETE FROM subscriber_notices WHERE subscriber_id = ? AND show = ? AND city = ? AND date = ?`,
  );
  const markNoticed = db.prepare(
    `INSERT INTO subscriber_notices (subscriber_id, show, city, date) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  );
  // Confirmed people can be e-mailed; those still waiting (every one, while SMTP is not set up) asked too.
  const demandByShow = db.prepare<[], { show: string; count: number; waiting: number }>(
    `SELECT show, COUNT(confirmed_at) AS count, COUNT(*) - COUNT(confirmed_at) AS waiting
       FROM subscribers GROUP BY show ORDER BY count DESC, waiting DESC, show`,
  );
  const demandByCity = db.prepare<[], { city: string; count: number; waiting: number }>(
    `SELECT city, COUNT(confirmed_at) AS count, COUNT(*) - COUNT(confirmed_at) AS waiting
       FROM subscribers GROUP BY city ORDER BY count DESC, waiting DESC, city`,
  );

  return {
    /**
     * Stores a subscription with its consent. Subscribing again to the same thing before confirming renews
     * the consent record and keeps the token; a confirmed subscription keeps the consent its owner confirmed
     * (anyone can type an address into the form).
     */
    save(fields: SubscriptionFields, consentText: string, now: Date): SubscriberWithToken {
      const show = fields.show ?? '';
      const city = fields.city ?? '';
      const consent = { consentText, consentPage: fields.page, consentedAt: now.toISOString() };
      const existing = byKey.get(fields.email, show, city);
      if (existing) {
        if (existing.confirmed_at === null) renewConsent.run({ ...consent, id: existing.id });
      } else
        insert.run({
          ...consent,
          id: randomUUID(),
          token: randomBytes(16).toString('hex'),
          email: fields.email,
          show,
          city,
        });
      return toSubscriber(byKey.get(fields.email, show, city) as SubscriberRow);
    },
    /**
     * Counts one request of the form (new or a repeat) from `network`, and forgets those older than `keepFrom`:
     * the caps count requests, so asking again for the same thing is no way around them.
     */
    recordRequest(network: string, now: Date, keepFrom: Date): void {
      forgetRequestsBefore.run(keepFrom.toISOString());
      recordRequest.run(now.toISOString(), network);
    },
    /** Requests since then from everyone (an indexed count): the form's daily cap. */
    countSince(since: Date): number {
      return requestsSince.get(since.toISOString())?.n ?? 0;
    },
    /** Requests since then from one network: its share of the daily cap. */
    countFromSince(network: string, since: Date): number {
      return requestsFromSince.get(network, since.toISOString())?.n ?? 0;
    },
    /** The subscription a link's token names (what its confirmation e-mail and page show), or null. */
    findByToken(token: string): SubscriberWithToken | null {
      const row = byToken.get(token);
      return row ? toSubscriber(row) : null;
    },
    /** The address's subscriptions not confirmed yet, oldest first. */
    unconfirmedOf(email: string): SubscriberWithToken[] {
      return unconfirmedOfEmail.all(email).map(toSubscriber);
    },
    /**
     * Double opt-in: confirms exactly the subscription whose e-mail the token came in (its e-mail and page
     * name it); the address's other waiting ones stay unconfirmed, and nothing is sent for them: 'confirmed'
     * when this call confirmed it, 'already' when it was before, null when it does not exist.
     */
    confirm(token: string, now: Date): 'confirmed' | 'already' | null {
      const changed = confirmOne.run(now.toISOString(), token).changes > 0;
      if (byToken.get(token) === undefined) return null;
      return changed ? 'confirmed' : 'already';
    },
    /** Deletes the subscription; returns its e-mail address, or null when there was none. */
    deleteByToken(token: string): string | null {
      return removeByToken.get(token)?.email ?? null;
    },
    /** Deletes the subscriptions never confirmed, last asked for before `before`: the retention rule. */
    deleteUnconfirmedBefore(before: Date): number {
      return removeUnconfirmedBefore.run(before.toISOString()).changes;
    },
    deleteById(id: string): string | null {
      return removeById.get(id)?.email ?? null;
    },
    /** One page, newest first (the dashboard). */
    pageNewestFirst: newestFirstPages(db, 'subscribers', (row: SubscriberRow) =>
      withoutToken(toSubscriber(row)),
    ),
    /** Everyone, newest first (the CSV export). */
    listAll(): Subscriber[] {
      return all.all().map((row) => withoutToken(toSubscriber(row)));
    },
    demand(): SubscriberDemand {
      return {
        byShow: demandByShow
          .all()
          .map((r) => ({ show: (r.show || null) as ShowKey | null, count: r.count, waiting: r.waiting })),
        byCity: demandByCity
          .all()
          .map((r) => ({ city: (r.city || null) as CityKey | null, count: r.count, waiting: r.waiting })),
      };
    },
    /** Confirmed subscribers who asked for this show (or any) in this city (or anywhere). */
    matching(show: ShowKey, city: CityKey): SubscriberWithToken[] {
      return matching.all(show, city).map(toSubscriber);
    },
    /** Records that a subscriber is told about a date; false when they were told before. */
    markNoticed(subscriberId: string, listing: { show: ShowKey; city: CityKey; date: string }): boolean {
      return markNoticed.run(subscriberId, listing.show, listing.city, listing.date).changes > 0;
    },
    /** The subscriber was not told after all (the e-mail was recalled before it went). */
    forgetNoticed(subscriberId: string, listing: { show: ShowKey; city: CityKey; date: string }): void {
      forgetNotice.run(subscriberId, listing.show, listing.city, listing.date);
    },
  };
}

export type SubscribersRepository = ReturnType<typeof createSubscribersRepository>;
