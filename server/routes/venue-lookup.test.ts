import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Venue, VenueLookup } from '../../src/domain/venue';
import { venueSlug } from '../../src/domain/venue-slug';
import { aVenueInput, daysFromToday } from '../../tests/builders/inputs';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
});
afterEach(() => t.close());

async function send(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}
const lookup = async (show: string, slug: string) =>
  t.app.inject({ method: 'GET', url: `/api/venues/lookup?show=${show}&slug=${encodeURIComponent(slug)}` });

describe('date page addresses on the embedded server', () => {
  it("answers 'gone' for a deleted listing's address, for anyone", async () => {
    const venue = (await send('POST', '/api/venues', aVenueInput())).json<Venue>();
    await send('DELETE', `/api/venues/${venue.id}`);
    const response = await lookup('Titanic', venueSlug(venue));
    expect(response.statusCode).toBe(200);
    expect(response.json<VenueLookup>()).toEqual({ kind: 'gone' });
  });

  it('gives an address to the listing that most recently left it', async () => {
    const date = daysFromToday(20);
    const first = (
      await send('POST', '/api/venues', aVenueInput({ hotelName: 'Shared', date }))
    ).json<Venue>();
    await send('PUT', `/api/venues/${first.id}`, aVenueInput({ hotelName: 'First', date }));
    const second = (
      await send('POST', '/api/venues', aVenueInput({ hotelName: 'Shared', date }))
    ).json<Venue>();
    await send('PUT', `/api/venues/${second.id}`, aVenueInput({ hotelName: 'Second', date }));
    expect((await lookup('Titanic', `${date}-shared`)).json<VenueLookup>()).toMatchObject({
      kind: 'moved',
      venue: { id: second.id },
    });
  });

  it('refuses an unknown show with 400 and treats a malformed address as unknown', async () => {
    expect((await lookup('Hamlet', '2030-01-01-x')).statusCode).toBe(400);
    expect((await lookup('Titanic', '../../etc')).json<VenueLookup>()).toEqual({ kind: 'unknown' });
  });

  it("lists every show's upcoming dates to anyone, and revalidates after a write", async () => {
    await send('POST', '/api/venues', aVenueInput({ show: 'JFK' }));
    const first = await t.app.inject({ method: 'GET', url: '/api/venues/upcoming' });
    expect(first.json<Venue[]>().map((v) => v.show)).toEqual(['JFK']);
    await send('POST', '/api/venues', aVenueInput({ show: 'Scrooge', date: daysFromToday(1) }));
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/venues/upcoming',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json<Venue[]>().map((v) => v.show)).toEqual(['Scrooge', 'JFK']);
  });
});
