import { describe, expect, it } from 'vitest';
import type { HotelWithDates } from '../../src/domain/hotel';
import type { SentHotelLink } from '../../src/domain/hotel-kit';
import { aHotelInput, aVenueInput } from '../../tests/builders/inputs';
import { signedInSiteApp } from '../testing/site-app';

const SITE = 'https://shows.example.test';
const server = signedInSiteApp(SITE);

/** A hotel with a date and a contact, and the path of the link the manager was given (e-mail is off). */
async function linkedHotel() {
  const { t, cookie } = server;
  await t.createVenue(cookie, aVenueInput({ hotelName: 'The Grand Hotel' }));
  const [hotel] = (await t.app.inject({ method: 'GET', url: '/api/hotels', headers: { cookie } })).json<
    HotelWithDates[]
  >();
  if (!hotel) throw new Error('no hotel');
  const contact = { name: 'Ada', email: 'events@grand.example.test' };
  await t.app.inject({
    method: 'PUT',
    url: `/api/hotels/${hotel.id}`,
    headers: { cookie },
    payload: aHotelInput({ name: hotel.name, address: hotel.address, city: hotel.city, contact }),
  });
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/hotels/${hotel.id}/link`,
    headers: { cookie },
  });
  const { url, emailed } = sent.json<SentHotelLink>();
  expect(emailed).toBe(false);
  return { hotel, path: (url ?? '').slice(SITE.length) };
}

const get = (url: string) => server.t.app.inject({ method: 'GET', url });

describe('a hotel’s page', () => {
  it('is sent for a live link, never to be cached by a shared cache or indexed', async () => {
    const { path } = await linkedHotel();
    const page = await get(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toMatch(/<meta name="robots" content="noindex/);
  });

  it('answers a wrong or revoked link exactly as a page that never existed', async () => {
    const { hotel, path } = await linkedHotel();
    const never = await get('/no-such-page-at-all');
    const made = await get(`/hotel-kit/${'x'.repeat(43)}`);
    expect([made.statusCode, made.body, made.headers['cache-control']]).toEqual([
      404,
      never.body,
      never.headers['cache-control'],
    ]);
    await server.t.app.inject({
      method: 'DELETE',
      url: `/api/hotels/${hotel.id}/link`,
      headers: { cookie: server.cookie },
    });
    const revoked = await get(path);
    expect([revoked.statusCode, revoked.body]).toEqual([404, never.body]);
  });

  it('is in no sitemap, and robots are asked to keep out of every hotel’s page', async () => {
    await linkedHotel();
    expect((await get('/sitemap.xml')).body).not.toContain('hotel-kit');
    expect((await get('/robots.txt')).body).toContain('Disallow: /hotel-kit/\n');
  });
});
