import { readFileSync } from 'node:fs';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../db/database';
import { datePagePath } from '../../src/domain/date-page-paths';
import type { Insights } from '../../src/domain/insights-report';
import { todayInLondon } from '../../src/domain/dates';
import type { Venue } from '../../src/domain/venue';
import { aVenueInput, daysFromToday } from '../../tests/builders/inputs';
import { applyRetention } from '../retention';
import { createTestApp, type TestApp } from '../testing/test-app';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

let t: TestApp;
let cookie: string;
let venue: Venue;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
  venue = await t.createVenue(cookie, aVenueInput({ city: 'Leeds', date: daysFromToday(20) }));
});
afterEach(() => t.close());

const hit = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/hits',
    headers: { 'user-agent': DESKTOP, ...headers },
    payload,
  });

async function insights(): Promise<Insights> {
  const today = todayInLondon();
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/insights?from=${today}&to=${today}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<Insights>();
}

describe('POST /api/hits (the beacon)', () => {
  it('counts views per page and per listing, landings with their referrer and device, and Book clicks', async () => {
    const answers = [
      await hit({ kind: 'view', path: '/', landing: true, from: 'www.Google.com' }, { 'user-agent': PHONE }),
      await hit({ kind: 'view', path: '/titanic' }),
      await hit({ kind: 'view', path: '/Scrooge' }),
      await hit({ kind: 'view', path: '/scrooge/' }),
      await hit({ kind: 'view', path: datePagePath(venue) }),
      await hit({ kind: 'book', listing: venue.id }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([204, 204, 204, 204, 204, 204]);
    expect(answers.every((a) => a.headers['set-cookie'] === undefined)).toBe(true);

    const report = await insights();
    expect(report.routes).toEqual(
      expect.arrayContaining([
        { path: '/', views: 1 },
        { path: '/titanic', views: 1 },
        { path: '/Scrooge', views: 2 },
        { path: datePagePath(venue), views: 1 },
      ]),
    );
    expect(report.landings).toEqual([{ path: '/', visits: 1 }]);
    expect(report.referrers).toEqual([{ domain: 'google.com', visits: 1 }]);
    expect(report.devices).toEqual([{ device: 'phone', visits: 1 }]);
    expect(report.listings).toMatchObject([{ id: venue.id, views: 1, bookClicks: 1 }]);
    expect(report.shows.find((s) => s.show === 'Titanic')).toEqual({
      show: 'Titanic',
      views: 2,
      bookClicks: 1,
    });
    expect(report.cities).toEqual([{ city: 'Leeds', views: 1, bookClicks: 1 }]);
  });

  it('counts nothing under Global Privacy Control, from a bot, or from the signed-in manager', async () => {
    await hit({ kind: 'view', path: '/titanic' }, { 'sec-gpc': '1' });
    await hit({ kind: 'book', listing: venue.id }, { 'sec-gpc': '1' });
    await hit(
      { kind: 'view', path: '/titanic' },
      { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
    );
    await hit({ kind: 'view', path: '/titanic' }, { 'user-agent': '' });
    await hit({ kind: 'view', path: '/titanic' }, { cookie });
    await hit({ kind: 'book', listing: venue.id }, { cookie });
    const report = await insights();
    expect(report.routes).toEqual([]);
    expect(report.listings).toEqual([]);
  });

  it('refuses pages and listings that are not the site’s, and bodies that are not a hit, counting nothing', async () => {
    expect((await hit({ kind: 'view', path: '/no-such-page' })).statusCode).toBe(404);
    expect((await hit({ kind: 'view', path: '/dashboard' })).statusCode).toBe(404);
    // A date address with no listing is a page the browser shows: refused without an error, and not counted.
    expect((await hit({ kind: 'view', path: '/titanic/2099-01-01-nowhere' })).statusCode).toBe(204);
    expect((await hit({ kind: 'book', listing: 'not-a-listing' })).statusCode).toBe(404);
    const bad = await hit({ kind: 'view', path: 'https://elsewhere.example/' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { fields: { path: expect.any(String) } } });
    expect((await hit({ kind: 'download', listing: venue.id })).statusCode).toBe(400);
    expect((await insights()).routes).toEqual([]);
  });

  it('counts a What’s on search for a city with no dates as demand there, and none for a city with dates', async () => {
    await hit({ kind: 'view', path: '/whats-on?city=Cardiff' });
    await hit({ kind: 'view', path: '/whats-on?city=Leeds' });
    const report = await insights();
    expect(report.routes).toEqual([{ path: '/whats-on', views: 2 }]);
    expect(report.whereNext).toEqual([
      { city: 'Cardiff', subscribers: 0, searches: 1, bookClicks: 0, demand: 1, plannedDates: 0 },
    ]);
  });

  it('counts a calendar subscription link as a calendar download of that feed, and refuses an unknown feed', async () => {
    const feed = '/calendars/cities/leeds.ics';
    expect((await hit({ kind: 'calendar', listing: feed })).statusCode).toBe(204);
    expect((await hit({ kind: 'calendar', listing: feed })).statusCode).toBe(204);
    expect((await hit({ kind: 'calendar', listing: '/calendars/cities/atlantis.ics' })).statusCode).toBe(404);
    // A feed is not a listing: Book and share links name listings only.
    expect((await hit({ kind: 'book', listing: feed })).statusCode).toBe(404);
    await insights(); // writes what is counted in memory
    const db = new Database(join(t.dataDir, DATABASE_FILE), { readonly: true });
    try {
      const rows = db.prepare("SELECT subject, count FROM daily_counts WHERE metric = 'calendar'").all();
      expect(rows).toEqual([{ subject: feed, count: 2 }]);
    } finally {
      db.close();
    }
  });

  it('keeps no address or user agent: the database file holds neither', async () => {
    await hit({ kind: 'view', path: '/', landing: true }, { 'user-agent': PHONE });
    await insights();
    const file = readFileSync(join(t.dataDir, DATABASE_FILE)).toString('latin1');
    const wal = readFileSync(join(t.dataDir, `${DATABASE_FILE}-wal`)).toString('latin1');
    for (const text of [file, wal]) {
      expect(text).not.toContain('127.0.0.1');
      expect(text).not.toContain('iPhone');
    }
  });

  it('is for managers only to read', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/insights?from=2026-01-01&to=2026-01-31',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('daily counts retention', () => {
  it('deletes days older than 25 months and keeps the rest', async () => {
    t.app.store.insights.add([
      { day: '2024-01-31', metric: 'view', subject: '/', count: 3 },
      { day: '2024-03-02', metric: 'view', subject: '/', count: 5 },
    ]);
    const deleted = applyRetention(t.app.store, new Date('2026-03-01T12:00:00Z'), 24);
    expect(deleted.dailyCounts).toBe(1);
    expect(t.app.store.insights.totals('2000-01-01', '2100-01-01')).toEqual([
      { metric: 'view', subject: '/', count: 5 },
    ]);
  });
});
