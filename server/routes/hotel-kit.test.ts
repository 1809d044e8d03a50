import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { HotelKit, SentHotelLink } from '../../src/domain/hotel-kit';
import type { HotelWithDates } from '../../src/domain/hotel';
import type { Venue } from '../../src/domain/venue';
import type { VenueChange } from '../../src/domain/venue-change';
import { aVenueInput } from '../../tests/builders/inputs';
import { mailingApp, type MailingApp } from '../testing/mailing-app';
import { CONTACT, giveContact, GRAND, grandWithLinkOn, hotelNamed, sendLink } from '../testing/hotel-links';
import { createTestApp } from '../testing/test-app';

const SITE = 'https://shows.example.test';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const server = mailingApp(SITE);
const grandWithLink = () => grandWithLinkOn(server, SITE);

const get = (url: string) => server.t.app.inject({ method: 'GET', url });
const kitOf = async (token: string) => (await get(`/api/hotel-kit/${token}`)).json<HotelKit>();
const markSeats = (token: string, venueId: string, availability: string) =>
  server.t.app.inject({
    method: 'PUT',
    url: `/api/hotel-kit/${token}/dates/${venueId}`,
    payload: { availability },
  });

const listed = async (show: string, id: string) =>
  (await get(`/api/venues?show=${show}`)).json<Venue[]>().find((venue) => venue.id === id);

describe('a hotel’s private link', () => {
  it('is e-mailed to the hotel’s contact, unguessable, and opens a page of that hotel’s upcoming dates only', async () => {
    const { soon, later, token } = await grandWithLink();
    const [mail] = server.inbox.received;
    expect(mail?.to).toEqual([CONTACT.email]);
    expect(mail?.text).toContain('Dear Ada Events');
    // 256 random bits, URL-safe.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const response = await get(`/api/hotel-kit/${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toContain('noindex');
    const kit = response.json<HotelKit>();
    expect(kit.hotel).toMatchObject({ name: 'The Grand Hotel', town: 'Brighton', contactName: 'Ada Events' });
    expect(kit.dates.map((date) => [date.id, date.status, date.availability])).toEqual([
      [soon.id, 'scheduled', 'on-sale'],
      [later.id, 'scheduled', 'on-sale'],
    ]);
    const [first] = kit.dates;
    expect(first?.files['poster-a4.pdf']).toBe(`/api/hotel-kit/${token}/dates/${soon.id}/poster-a4.pdf`);
    expect(first?.texts).toMatchObject({
      short: expect.stringContaining('The Queen of the Ocean'),
      ageGuidance: 'No age restriction',
      hashtags: expect.stringContaining('#TheQueenOfTheOcean'),
    });
    expect(first?.texts.dressCode).toMatch(/Edwardian/);
  });

  it('shows the manager when the hotel last opened it, and never the token', async () => {
    const { hotel, token } = await grandWithLink();
    const before = await hotelNamed(server, hotel.name);
    expect(before.link).toEqual({
      sentTo: CONTACT.email,
      emailed: true,
      createdAt: expect.any(String),
      lastOpenedAt: null,
    });
    await kitOf(token);
    const after = await hotelNamed(server, hotel.name);
    expect(after.link?.lastOpenedAt).toEqual(expect.any(String));
    expect(JSON.stringify(after)).not.toContain(token);
  });

  it('answers a revoked, replaced or made-up link as a route that never existed, and its files too', async () => {
    const { soon, hotel, token } = await grandWithLink();
    const made = 'A'.repeat(43);
    const neverExisted = await get(`/api/hotel-kit-nothing/${made}`);
    for (const url of [`/api/hotel-kit/${made}`, `/api/hotel-kit/${made}/dates/${soon.id}/feed.png`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ error: { code: string } }>().error.code).toBe(
        neverExisted.json<{ error: { code: string } }>().error.code,
      );
    }

    const fresh = await sendLink(server, SITE, hotel.id);
    expect((await get(`/api/hotel-kit/${token}`)).statusCode).toBe(404);
    expect((await get(`/api/hotel-kit/${fresh}`)).statusCode).toBe(200);

    const revoked = await server.t.app.inject({
      method: 'DELETE',
      url: `/api/hotels/${hotel.id}/link`,
      headers: { cookie: server.cookie },
    });
    expect(revoked.statusCode).toBe(204);
    expect((await get(`/api/hotel-kit/${fresh}`)).statusCode).toBe(404);
    expect((await get(`/api/hotel-kit/${fresh}/dates/${soon.id}/poster-a4.pdf`)).statusCode).toBe(404);
    expect((await markSeats(fresh, soon.id, 'sold-out')).statusCode).toBe(404);
    expect((await listed('Titanic', soon.id))?.availability).toBe('on-sale');
    expect((await hotelNamed(server, hotel.name)).link).toBeNull();
    // The e-mails that carried the old links are gone from the outbox with them.
    const outbox = server.t.app.store.outbox.listNewest();
    expect(outbox.filter((mail) => mail.kind === 'hotel-link')).toEqual([]);
  });

  it('is refused to a hotel without a contact e-mail, and only managers send or revoke one', async () => {
    await server.t.createVenue(server.cookie, aVenueInput(GRAND));
    const hotel = await hotelNamed(server, GRAND.hotelName);
    const noContact = await server.t.app.inject({
      method: 'POST',
      url: `/api/hotels/${hotel.id}/link`,
      headers: { cookie: server.cookie },
    });
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json()).toMatchObject({ error: { fields: { 'contact.email': expect.any(String) } } });
    for (const method of ['POST', 'DELETE'] as const) {
      const signedOut = await server.t.app.inject({ method, url: `/api/hotels/${hotel.id}/link` });
      expect(signedOut.statusCode).toBe(401);
    }
  });

  it('refuses a contact e-mail that is not one, and saves nothing', async () => {
    await server.t.createVenue(server.cookie, aVenueInput(GRAND));
    const hotel: HotelWithDates = await hotelNamed(server, GRAND.hotelName);
    const response = await server.t.app.inject({
      method: 'PUT',
      url: `/api/hotels/${hotel.id}`,
      headers: { cookie: server.cookie },
      payload: { ...hotel, contact: { name: 'Ada', email: 'not an address' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { fields: { 'contact.email': expect.any(String) } } });
    expect((await hotelNamed(server, hotel.name)).contact).toEqual({ name: '', email: '' });
  });
});

describe('the hotel’s seats control', () => {
  it('marks its own date few left: the public list shows it at once and the history names the hotel', async () => {
    const { soon, token } = await grandWithLink();
    const response = await markSeats(token, soon.id, 'few-left');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect((await listed('Titanic', soon.id))?.availability).toBe('few-left');
    const history = (
      await server.t.app.inject({
        method: 'GET',
        url: `/api/history?venue=${soon.id}`,
        headers: { cookie: server.cookie },
      })
    ).json<VenueChange[]>();
    expect(history[0]).toMatchObject({
      action: 'update',
      actor: 'The Grand Hotel (hotel, by its link)',
      before: { availability: 'on-sale' },
      after: { availability: 'few-left' },
    });
    expect((await kitOf(token)).dates.find((date) => date.id === soon.id)?.availability).toBe('few-left');
  });

  it('refuses another hotel’s date, a past date and anything but the seats, and changes nothing', async () => {
    const { park, past, soon, token } = await grandWithLink();
    expect((await markSeats(token, park.id, 'sold-out')).statusCode).toBe(404);
    expect((await listed('Titanic', park.id))?.availability).toBe('on-sale');
    expect((await markSeats(token, past.id, 'sold-out')).statusCode).toBe(404);
    const other = await server.t.app.inject({
      method: 'PUT',
      url: `/api/hotel-kit/${token}/dates/${soon.id}`,
      payload: { availability: 'sold-out', status: 'cancelled', bookingUrl: 'https://evil.example/' },
    });
    // Only the seats are the hotel's: any other field is not read at all.
    expect(other.statusCode).toBe(200);
    expect(await listed('Titanic', soon.id)).toMatchObject({
      availability: 'sold-out',
      status: 'scheduled',
      bookingUrl: 'https://tickets.example.co.uk/titanic/brighton',
    });
    const bad = await markSeats(token, soon.id, 'plenty');
    expect(bad.statusCode).toBe(400);
    expect((await listed('Titanic', soon.id))?.availability).toBe('sold-out');
  });

  it('puts a sold-out date back on sale and the people waiting for seats are told, as after a manager’s change', async () => {
    const { soon, token } = await grandWithLink();
    await markSeats(token, soon.id, 'sold-out');
    const ask = await server.t.app.inject({
      method: 'POST',
      url: '/api/seats-back',
      payload: { email: 'waiting@example.test', listing: soon.id, partySize: 2, consent: true, page: '/x' },
    });
    expect(ask.statusCode, ask.body).toBe(201);
    const mails = await server.inbox.waitFor(2);
    const confirm = /Yes, tell me if seats come back: (\S+)/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
    const confirmToken = new URL(confirm).searchParams.get('token');
    await server.t.app.inject({ method: 'GET', url: `/api/subscriptions/confirm?token=${confirmToken}` });
    const sent = await server.sentAfter(() => markSeats(token, soon.id, 'on-sale'));
    expect(sent.map((mail) => [mail.to[0], mail.subject])).toEqual([
      ['waiting@example.test', expect.stringMatching(/^Seats are back: /)],
    ]);
  });

  it('shows the Book clicks and page views the site counted for each date', async () => {
    const { soon, later, token } = await grandWithLink();
    const hit = (payload: object) =>
      server.t.app.inject({ method: 'POST', url: '/api/hits', payload, headers: { 'user-agent': DESKTOP } });
    const page = (await kitOf(token)).dates[0]?.path ?? '';
    for (let i = 0; i < 3; i += 1) expect((await hit({ kind: 'view', path: page })).statusCode).toBe(204);
    expect((await hit({ kind: 'book', listing: soon.id })).statusCode).toBe(204);
    const counts = (await kitOf(token)).dates.map((date) => [date.id, date.counts]);
    expect(counts).toEqual([
      [soon.id, { views: 3, bookClicks: 1 }],
      [later.id, { views: 0, bookClicks: 0 }],
    ]);
  });
});

describe('the kit’s files', () => {
  it('serves the posters as PDF and the pictures at their sizes, privately', async () => {
    const { soon, token } = await grandWithLink();
    const base = `/api/hotel-kit/${token}/dates/${soon.id}`;
    const a4 = await get(`${base}/poster-a4.pdf`);
    expect(a4.statusCode).toBe(200);
    expect(a4.headers['content-type']).toBe('application/pdf');
    expect(a4.headers['cache-control']).toBe('private, no-store');
    expect(a4.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const feed = await get(`${base}/feed.png`);
    expect(await sharp(feed.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 1080,
      height: 1080,
    });
    const share = await get(`${base}/share.jpg`);
    expect(await sharp(share.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    expect((await get(`${base}/poster.webp`)).statusCode).toBe(404);
  }, 30_000);

  it('still lists a date whose stored booking link fails the check, and refuses only its files', async () => {
    const { soon, token } = await grandWithLink();
    // Only a store from before the check could hold one: written here past the API, which refuses it.
    server.t.app.store.venues.update(soon.id, { ...soon, bookingUrl: 'javascript:alert(1)' });
    const kit = await get(`/api/hotel-kit/${token}`);
    expect(kit.statusCode).toBe(200);
    expect(kit.json<HotelKit>().dates.map((date) => date.id)).toContain(soon.id);
    const poster = await get(`/api/hotel-kit/${token}/dates/${soon.id}/poster-a4.pdf`);
    expect(poster.statusCode).toBe(409);
    expect(poster.json()).toMatchObject({ error: { message: expect.stringMatching(/booking link/) } });
  });
});

describe('a hotel link where e-mail is off', () => {
  /** A site without SMTP settings, its manager signed in, with the Grand's date listed. */
  async function withMailOff(test: (off: MailingApp) => Promise<void>) {
    const t = await createTestApp({ siteUrl: SITE });
    try {
      const off = { t, cookie: await t.signIn() } as MailingApp;
      await t.createVenue(off.cookie, aVenueInput(GRAND));
      await test(off);
    } finally {
      await t.close();
    }
  }
  const makeLink = (off: MailingApp, hotelId: string) =>
    off.t.app.inject({ method: 'POST', url: `/api/hotels/${hotelId}/link`, headers: { cookie: off.cookie } });
  /** Whether the link handed over opens the hotel's page. */
  const opens = async (off: MailingApp, token: string) =>
    (await off.t.app.inject({ method: 'GET', url: `/api/hotel-kit/${token}` })).statusCode === 200;

  it('is made for a hotel with no contact e-mail, since none carries it: made for the hotel', () =>
    withMailOff(async (off) => {
      const sent = await makeLink(off, (await hotelNamed(off, GRAND.hotelName)).id);
      expect(sent.statusCode, sent.body).toBe(201);
      const { emailed, url, link } = sent.json<SentHotelLink>();
      expect({ emailed, sentTo: link.sentTo, emailedLink: link.emailed }).toEqual({
        emailed: false,
        sentTo: GRAND.hotelName,
        emailedLink: false,
      });
      const token = url?.split('/').pop() ?? '';
      expect(await opens(off, token)).toBe(true);
    }));

  it('is shown to the manager once and kept nowhere else: the e-mail log holds no copy of it', () =>
    withMailOff(async (off) => {
      await giveContact(off, await hotelNamed(off, GRAND.hotelName));
      const sent = await makeLink(off, (await hotelNamed(off, GRAND.hotelName)).id);
      expect(sent.statusCode).toBe(201);
      const { emailed, url } = sent.json<SentHotelLink>();
      expect(emailed).toBe(false);
      const token = url?.split('/').pop() ?? '';
      expect(await opens(off, token)).toBe(true);
      // Other e-mails are kept unsent for the dashboard to show; this one would be a copy of the key.
      const log = await off.t.app.inject({
        method: 'GET',
        url: '/api/outbox',
        headers: { cookie: off.cookie },
      });
      expect(log.statusCode).toBe(200);
      expect(log.body).not.toContain(token);
      expect(off.t.app.store.outbox.listNewest().filter((mail) => mail.kind === 'hotel-link')).toEqual([]);
    }));
});
