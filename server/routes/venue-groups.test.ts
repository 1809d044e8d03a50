import { describe, expect, it } from 'vitest';
import type { ListPage } from '../../src/domain/paging';
import type { TrashedVenue, VenueChange } from '../../src/domain/venue-change';
import type { Venue } from '../../src/domain/venue';
import { aVenueInput } from '../../tests/builders/inputs';
import { MANAGER } from '../testing/test-app';
import { signedInApp } from '../testing/signed-in-app';

const DAY = 24 * 3600 * 1000;
const s = signedInApp();
const { call, publicList } = s;

/** Every Friday of January 2027 at the builder's hotel, made in one go: a run. */
async function aRun(): Promise<Venue[]> {
  const { show, hotelName, hotelLocation, city, bookingUrl } = aVenueInput();
  const dates = ['2027-01-01', '2027-01-08', '2027-01-15', '2027-01-22', '2027-01-29'];
  const response = await call('POST', '/api/venues/batch', {
    show,
    hotelName,
    hotelLocation,
    city,
    bookingUrl,
    dates,
  });
  expect(response.statusCode).toBe(201);
  return response.json<Venue[]>();
}

const historyOf = async (id: string) => (await call('GET', `/api/history?venue=${id}`)).json<VenueChange[]>();

describe("a run's dates", () => {
  it('edits every date of the run in one save; visitors see it at once; one record names them all', async () => {
    const run = await aRun();
    expect(new Set(run.map((v) => v.seriesId)).size).toBe(1);
    expect((await publicList()).map((v) => v.hotelName)).toEqual(run.map(() => 'The Grand Hotel'));

    const [, second] = run;
    const response = await call(
      'PUT',
      `/api/venues/${second?.id}/series?scope=all`,
      aVenueInput({ hotelName: 'The Grand Hotel & Spa', date: '2027-01-09' }),
    );
    expect(response.statusCode).toBe(200);
    // The public list was cached before the edit: the edit shows on the next visit all the same.
    expect((await publicList()).map((v) => [v.hotelName, v.date])).toEqual([
      ['The Grand Hotel & Spa', '2027-01-01'],
      ['The Grand Hotel & Spa', '2027-01-09'],
      ['The Grand Hotel & Spa', '2027-01-15'],
      ['The Grand Hotel & Spa', '2027-01-22'],
      ['The Grand Hotel & Spa', '2027-01-29'],
    ]);
    const records = new Set<string>();
    for (const venue of run) {
      const [latest] = await historyOf(venue.id);
      expect(latest).toMatchObject({ action: 'update', actor: MANAGER.email, at: s.clock.toISOString() });
      records.add(JSON.stringify(latest?.venueIds));
    }
    expect([...records]).toEqual([
      JSON.stringify([second?.id, ...run.filter((v) => v !== second).map((v) => v.id)]),
    ]);
  });

  it('deletes "this and later" dates to the trash, each restorable, with one record', async () => {
    const run = await aRun();
    const third = run[2];
    await publicList();
    const response = await call('DELETE', `/api/venues/${third?.id}/series?scope=following`);
    expect(response.statusCode).toBe(200);
    const { ids } = response.json<{ ids: string[] }>();
    expect(ids).toEqual(run.slice(2).map((v) => v.id));
    expect((await publicList()).map((v) => v.date)).toEqual(['2027-01-01', '2027-01-08']);
    expect(
      (await call('GET', '/api/venues/trash'))
        .json<TrashedVenue[]>()
        .map((v) => v.id)
        .sort(),
    ).toEqual([...ids].sort());
    expect((await historyOf(run[4]?.id ?? ''))[0]).toMatchObject({ action: 'delete', venueIds: ids });
  });

  it('refuses an unknown scope, a listing that is gone and a visitor, changing nothing', async () => {
    const [first] = await aRun();
    const bad = await call('PUT', `/api/venues/${first?.id}/series?scope=some`, aVenueInput());
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ scope: expect.stringContaining('every date of the run') });
    expect((await call('DELETE', `/api/venues/${first?.id}/series`)).statusCode).toBe(400);
    expect((await call('PUT', '/api/venues/no-such-id/series?scope=all', aVenueInput())).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', '/api/venues/no-such-id/series?scope=all')).statusCode).toBe(404);
    const visitor = await s.t.app.inject({
      method: 'DELETE',
      url: `/api/venues/${first?.id}/series?scope=all`,
    });
    expect(visitor.statusCode).toBe(401);
    expect(await publicList()).toHaveLength(5);
  });
});

describe('a selection', () => {
  it('marks listings sold out and moves them by days, keeping the public list fresh', async () => {
    const a = await s.t.createVenue(s.cookie, aVenueInput({ hotelName: 'A', date: '2027-03-05' }));
    const b = await s.t.createVenue(s.cookie, aVenueInput({ hotelName: 'B', date: '2027-03-12' }));
    await publicList();
    const soldOut = await call('POST', '/api/venues/selection/update', {
      ids: [a.id, b.id],
      change: { soldOut: true },
    });
    expect(soldOut.statusCode).toBe(200);
    expect((await publicList()).map((v) => v.soldOut)).toEqual([true, true]);

    // 29 March 2027 is the Monday after the clocks go forward: calendar days, not 24-hour steps.
    const moved = await call('POST', '/api/venues/selection/update', {
      ids: [b.id],
      change: { shiftDays: 17 },
    });
    expect(moved.json<Venue[]>().map((v) => v.date)).toEqual(['2027-03-29']);
    expect((await publicList()).map((v) => v.date)).toEqual(['2027-03-05', '2027-03-29']);
    // The moved date's old page address still leads to it.
    const lookup = await s.t.app.inject({
      method: 'GET',
      url: '/api/venues/lookup?show=Titanic&slug=2027-03-12-b',
    });
    expect(lookup.json()).toMatchObject({ kind: 'moved', venue: { id: b.id } });
  });

  it('refuses the whole selection when one listing is missing, naming it, and writes nothing', async () => {
    const a = await s.t.createVenue(s.cookie, aVenueInput({ hotelName: 'A' }));
    for (const [url, body] of [
      ['/api/venues/selection/update', { ids: [a.id, 'gone-1', 'gone-2'], change: { soldOut: true } }],
      ['/api/venues/selection/delete', { ids: ['gone-1', a.id] }],
      ['/api/venues/selection/restore', { ids: [a.id] }],
    ] as const) {
      const response = await call('POST', url, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({
        code: 'not_found',
        message: expect.stringContaining('nothing'),
      });
    }
    const named = await call('POST', '/api/venues/selection/update', {
      ids: [a.id, 'gone-1', 'gone-2'],
      change: { soldOut: true },
    });
    expect(Object.keys(named.json().error.fields)).toEqual(['ids.1', 'ids.2']);
    expect(named.json().error.message).toMatch(/^2 of the chosen listings/);
    expect(await publicList()).toEqual([a]);
    expect((await historyOf(a.id)).map((c) => c.action)).toEqual(['create']);
  });

  it('refuses bad changes with a message per field', async () => {
    const a = await s.t.createVenue(s.cookie, aVenueInput());
    for (const change of [{ shiftDays: 0 }, { shiftDays: 1.5 }, { shiftDays: 400 }, { soldOut: 'yes' }, {}]) {
      const response = await call('POST', '/api/venues/selection/update', { ids: [a.id], change });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fields)[0]).toMatch(/^change/);
    }
    const tooMany = await call('POST', '/api/venues/selection/delete', {
      ids: Array.from({ length: 201 }, (_, i) => `id-${i}`),
    });
    expect(tooMany.json().error.fields).toEqual({ ids: 'At most 200 listings at once' });
    expect(await publicList()).toEqual([a]);
  });

  it('deletes to the trash and restores as one undo, within the trash days only', async () => {
    const a = await s.t.createVenue(s.cookie, aVenueInput({ hotelName: 'A' }));
    const b = await s.t.createVenue(s.cookie, aVenueInput({ hotelName: 'B' }));
    await publicList();
    expect((await call('POST', '/api/venues/selection/delete', { ids: [a.id, b.id] })).statusCode).toBe(204);
    expect(await publicList()).toEqual([]);
    const restored = await call('POST', '/api/venues/selection/restore', { ids: [a.id, b.id] });
    expect(restored.json<Venue[]>()).toEqual([a, b]);
    expect(await publicList()).toEqual([a, b]);
    const history = (await call('GET', '/api/history')).json<ListPage<VenueChange>>();
    expect(history.items.map((c) => [c.action, c.venueIds.length])).toEqual([
      ['restore', 2],
      ['restore', 2],
      ['delete', 2],
      ['delete', 2],
      ['create', 1],
      ['create', 1],
    ]);

    await call('POST', '/api/venues/selection/delete', { ids: [a.id] });
    await s.advance(31 * DAY); // the session ended meanwhile
    expect((await call('POST', '/api/venues/selection/restore', { ids: [a.id] })).statusCode).toBe(404);
  });

  it('is for managers only', async () => {
    for (const url of ['update', 'delete', 'restore']) {
      const response = await s.t.app.inject({
        method: 'POST',
        url: `/api/venues/selection/${url}`,
        payload: { ids: ['x'], change: { soldOut: true } },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});
