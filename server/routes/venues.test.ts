import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Venue } from '../../src/domain/venue';
import { aVenueInput, daysFromToday } from '../../tests/builders/inputs';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
});
afterEach(() => t.close());

const create = (input = aVenueInput()) => t.createVenue(cookie, input);

const publicList = async (show = 'Titanic') =>
  (await t.app.inject({ method: 'GET', url: `/api/venues?show=${show}` })).json<Venue[]>();

describe('public listings of a show', () => {
  it('lists upcoming listings of that show only, in true date order', async () => {
    await create(aVenueInput({ hotelName: 'Later', date: daysFromToday(300) }));
    await create(aVenueInput({ hotelName: 'Sooner', date: daysFromToday(9) }));
    await create(aVenueInput({ hotelName: 'Middle', date: daysFromToday(40) }));
    await create(aVenueInput({ show: 'JFK', hotelName: 'Other show' }));

    expect((await publicList()).map((v) => v.hotelName)).toEqual(['Sooner', 'Middle', 'Later']);
  });

  it('hides a listing dated yesterday and shows one dated today, in London time', async () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST): "today" must be 1 July.
    const now = new Date('2031-06-30T23:30:00Z');
    await t.close();
    t = await createTestApp({ now: () => now });
    cookie = await t.signIn();
    await create(aVenueInput({ hotelName: 'Yesterday', date: '2031-06-30' }));
    await create(aVenueInput({ hotelName: 'Today', date: '2031-07-01' }));

    expect((await publicList()).map((v) => v.hotelName)).toEqual(['Today']);
  });

  it('refuses an unknown or repeated show with 400', async () => {
    for (const query of ['show=Hamlet', 'show=Titanic&show=JFK', 'show=']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/venues?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'invalid_input', fields: { show: 'Choose a show' } },
      });
    }
  });

  it('keeps the list without a show (past listings included) for managers', async () => {
    await create(aVenueInput({ hotelName: 'Past', date: daysFromToday(-3) }));
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/venues' });
    const manager = await t.app.inject({ method: 'GET', url: '/api/venues', headers: { cookie } });

    expect(signedOut.statusCode).toBe(401);
    expect(manager.json<Venue[]>().map((venue) => venue.hotelName)).toEqual(['Past']);
  });

  it('sends the list as its exact bytes, with every header a browser relies on, on a 200 and on a 304', async () => {
    await create(aVenueInput({ hotelName: 'Hôtel Café Brontë' }));
    const first = await t.app.inject({ method: 'GET', url: '/api/venues?show=Titanic' });
    expect(first.statusCode).toBe(200);
    expect(first.json<Venue[]>().map((v) => v.hotelName)).toEqual(['Hôtel Café Brontë']);
    // Bytes, not characters: a length counted in characters would cut the accented name's list short.
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    expect(first.rawPayload.length).toBeGreaterThan(first.body.length);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');

    const repeat = await t.app.inject({
      method: 'GET',
      url: '/api/venues?show=Titanic',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(repeat.statusCode).toBe(304);
    expect(repeat.rawPayload.length).toBe(0);
    for (const answer of [first, repeat]) {
      expect(answer.headers).toMatchObject({
        etag: first.headers.etag,
        'cache-control': 'no-cache',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('answers a repeat visit with 304 until a manager changes something', async () => {
    await create();
    const first = await t.app.inject({ method: 'GET', url: '/api/venues?show=Titanic' });
    const etag = String(first.headers.etag);
    const repeat = await t.app.inject({
      method: 'GET',
      url: '/api/venues?show=Titanic',
      headers: { 'if-none-match': etag },
    });
    expect(repeat.statusCode).toBe(304);

    await create(aVenueInput({ hotelName: 'New one' }));
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/venues?show=Titanic',
      headers: { 'if-none-match': etag },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json<Venue[]>()).toHaveLength(2);
  });
});

describe('managing listings', () => {
  it('creates a listing with an id and a creation time, and lists past ones to managers', async () => {
    const past = await create(aVenueInput({ date: daysFromToday(-3) }));
    const venue = await create(aVenueInput({ soldOut: true }));
    expect(venue).toMatchObject({ ...aVenueInput({ soldOut: true }), id: expect.any(String) });
    expect(Date.parse(venue.createdAt)).not.toBeNaN();

    const all = await t.app.inject({ method: 'GET', url: '/api/venues', headers: { cookie } });
    expect(all.json<Venue[]>().map((v) => v.id)).toEqual([past.id, venue.id]);
  });

  it('updates only the chosen listing when two share a date', async () => {
    const date = daysFromToday(20);
    const chosen = await create(aVenueInput({ hotelName: 'Chosen', date }));
    const other = await create(aVenueInput({ hotelName: 'Other', date }));

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/venues/${chosen.id}`,
      headers: { cookie },
      payload: aVenueInput({ hotelName: 'Renamed', date, soldOut: true }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: chosen.id,
      hotelName: 'Renamed',
      soldOut: true,
      createdAt: chosen.createdAt,
    });
    expect((await publicList()).find((v) => v.id === other.id)).toEqual(other);
  });

  it('deletes one listing by id and reports a missing one as not found', async () => {
    const keep = await create(aVenueInput({ hotelName: 'Keep' }));
    const gone = await create(aVenueInput({ hotelName: 'Gone' }));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/venues/${gone.id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await publicList()).map((v) => v.id)).toEqual([keep.id]);

    for (const method of ['DELETE', 'PUT'] as const) {
      const again = await t.app.inject({
        method,
        url: `/api/venues/${gone.id}`,
        headers: { cookie },
        payload: aVenueInput(),
      });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: { code: 'not_found', message: 'No matching documents found' } });
    }
  });

  it('rejects bad input with a message per field and stores nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/venues',
      headers: { cookie },
      payload: {
        show: 'Hamlet',
        hotelName: ' ',
        city: 'Sold Out',
        date: '2024-02-30',
        bookingUrl: 'javascript:alert(1)',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(
      ['bookingUrl', 'city', 'date', 'hotelLocation', 'hotelName', 'show'].sort(),
    );
    const all = await t.app.inject({ method: 'GET', url: '/api/venues', headers: { cookie } });
    expect(all.json()).toEqual([]);
  });

  it('refuses a javascript: booking link on update too', async () => {
    const venue = await create();
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/venues/${venue.id}`,
      headers: { cookie },
      payload: aVenueInput({ bookingUrl: 'javascript:alert(document.cookie)' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.bookingUrl).toMatch(/https:\/\//);
    expect((await publicList())[0]?.bookingUrl).toBe(venue.bookingUrl);
  });
});
