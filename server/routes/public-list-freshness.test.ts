import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { todayInLondon } from '../../src/domain/dates';
import type { Venue } from '../../src/domain/venue';
import { aVenueInput } from '../../tests/builders/inputs';
import { signedInApp } from '../testing/signed-in-app';

const s = signedInApp();
const { call } = s;

const RUN = ['2027-01-01', '2027-01-08', '2027-01-15'];
const { show, hotelName, hotelLocation, city, bookingUrl } = aVenueInput();
const runFields = { show, hotelName, hotelLocation, city, bookingUrl };
const aRun = async () =>
  (await call('POST', '/api/venues/batch', { ...runFields, dates: RUN })).json<Venue[]>();
const aListing = async () =>
  (await call('POST', '/api/venues', aVenueInput({ date: '2027-02-05' }))).json<Venue>();
const ids = (venues: readonly Venue[]) => venues.map((venue) => venue.id);

const CSV = `show,hotelName,hotelLocation,city,date,bookingUrl,soldOut\nTitanic,The Imported,"1 Sea Front, Brighton",Brighton,2027-03-05,https://t.example.co.uk/a,no\n`;

interface WriteCase {
  /** The listings it acts on: one single date, or a run of three. */
  on: 'single' | 'run';
  /** Done before the visitor's visit (a restore needs something in the trash). */
  first?: (made: Venue[]) => Promise<LightMyRequestResponse>;
  write: (made: Venue[]) => Promise<LightMyRequestResponse>;
}

/**
 * Every route that writes listings. A write route added later belongs here: the public list must show its
 * change on the very next visit.
 */
const WRITES: Record<string, WriteCase> = {
  create: {
    on: 'single',
    write: () => call('POST', '/api/venues', aVenueInput({ hotelName: 'New', date: '2027-04-02' })),
  },
  'batch create': {
    on: 'single',
    write: () =>
      call('POST', '/api/venues/batch', { ...runFields, hotelName: 'Batch', dates: ['2027-05-07'] }),
  },
  update: {
    on: 'single',
    write: ([venue]) =>
      call('PUT', `/api/venues/${venue?.id}`, aVenueInput({ hotelName: 'Renamed', date: '2027-02-05' })),
  },
  delete: { on: 'single', write: ([venue]) => call('DELETE', `/api/venues/${venue?.id}`) },
  'restore from the trash': {
    on: 'single',
    first: ([venue]) => call('DELETE', `/api/venues/${venue?.id}`),
    write: ([venue]) => call('POST', `/api/venues/${venue?.id}/restore`),
  },
  import: {
    on: 'single',
    write: () =>
      s.t.app.inject({
        method: 'POST',
        url: '/api/venues/import',
        headers: { cookie: s.cookie, 'content-type': 'text/csv' },
        payload: CSV,
      }),
  },
  'series update': {
    on: 'run',
    write: ([, second]) =>
      call(
        'PUT',
        `/api/venues/${second?.id}/series?scope=all`,
        aVenueInput({ hotelName: 'Run Renamed', date: '2027-01-08' }),
      ),
  },
  'series delete': {
    on: 'run',
    write: ([, second]) => call('DELETE', `/api/venues/${second?.id}/series?scope=following`),
  },
  'selection update': {
    on: 'run',
    write: (made) =>
      call('POST', '/api/venues/selection/update', { ids: ids(made), change: { soldOut: true } }),
  },
  'selection delete': {
    on: 'run',
    write: (made) => call('POST', '/api/venues/selection/delete', { ids: ids(made) }),
  },
  'selection restore': {
    on: 'run',
    first: (made) => call('POST', '/api/venues/selection/delete', { ids: ids(made) }),
    write: (made) => call('POST', '/api/venues/selection/restore', { ids: ids(made) }),
  },
};

const PUBLIC_LISTS = ['/api/venues?show=Titanic', '/api/venues/upcoming'];
const visit = (url: string, etag?: string) =>
  s.t.app.inject({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });

describe('the public listings after any write', () => {
  it.each(Object.entries(WRITES))('show the %s on the next visit', async (_name, { on, first, write }) => {
    const made = on === 'run' ? await aRun() : [await aListing()];
    if (on === 'run') await aListing();
    if (first) expect((await first(made)).statusCode).toBeLessThan(300);

    // A visitor has seen both public lists: each is cached now, and the browser holds its ETag.
    const seen = await Promise.all(PUBLIC_LISTS.map((url) => visit(url)));
    const response = await write(made);
    expect(response.statusCode, response.body).toBeLessThan(300);

    const today = todayInLondon(s.clock);
    const { venues } = s.t.app.store;
    const stored = [venues.listUpcoming('Titanic', today), venues.listAllUpcoming(today)];
    for (const [i, url] of PUBLIC_LISTS.entries()) {
      const before = seen[i]?.json<Venue[]>();
      // Revalidating with the ETag it holds, the browser must get the new list, not a 304.
      const after = await visit(url, seen[i]?.headers.etag as string);
      expect(after.statusCode, url).toBe(200);
      expect(after.json<Venue[]>(), url).toEqual(stored[i]);
      expect(after.json<Venue[]>(), `${url}: the write changed what visitors see`).not.toEqual(before);
    }
  });
});
