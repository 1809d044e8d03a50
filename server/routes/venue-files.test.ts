import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ListPage } from '../../src/domain/paging';
import type { VenueChange } from '../../src/domain/venue-change';
import type { ImportReport } from '../../src/domain/venue-import';
import type { Venue } from '../../src/domain/venue';
import { aVenueInput } from '../../tests/builders/inputs';
import { MANAGER, createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.signIn();
});
afterEach(() => t.close());

/** A new server on an empty database, the manager signed in: where an exported file is imported again. */
async function startAfresh() {
  await t.close();
  t = await createTestApp();
  cookie = await t.signIn();
}

const HEADER = 'show,hotelName,hotelLocation,city,date,bookingUrl,soldOut';
const line = (hotel: string, date: string, extra: Partial<Record<'show' | 'city' | 'url', string>> = {}) =>
  `${extra.show ?? 'Titanic'},${hotel},"1 Sea Front, Brighton",${extra.city ?? 'Brighton'},${date},${extra.url ?? 'https://t.example.co.uk/a'},no`;
// What Excel writes for "CSV UTF-8": a byte-order mark, CRLF line ends, day-first dates.
/** An exported file with its id column taken out: every row adds a listing. */
const withoutIds = (csv: string) => csv.replace(/^(\uFEFF?)[^,\r\n]*,/gm, '$1');
const excel = (...lines: string[]) => `\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`;

const importCsv = (csv: string, dryRun = false, contentType = 'text/csv') =>
  t.app.inject({
    method: 'POST',
    url: `/api/venues/import${dryRun ? '?dryRun=1' : ''}`,
    headers: { cookie, 'content-type': contentType },
    payload: csv,
  });
const allListings = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/venues', headers: { cookie } })).json<Venue[]>();

describe('importing listings from CSV', () => {
  it('previews an Excel file without writing, then imports every row', async () => {
    const csv = excel(line('Café Royal', '26/01/2027'), line('The Grand', '2027-02-05'));
    const preview = await importCsv(csv, true);
    expect(preview.statusCode).toBe(200);
    expect(preview.json<ImportReport>().rows.map((r) => r.listing?.date)).toEqual([
      '2027-01-26',
      '2027-02-05',
    ]);
    expect(await allListings()).toEqual([]);

    const imported = await importCsv(csv);
    expect(imported.statusCode).toBe(201);
    expect((await allListings()).map((v) => [v.hotelName, v.date, v.hotelLocation])).toEqual([
      ['Café Royal', '2027-01-26', '1 Sea Front, Brighton'],
      ['The Grand', '2027-02-05', '1 Sea Front, Brighton'],
    ]);
    // Recent changes across listings come a page at a time.
    const history = (await t.app.inject({ method: 'GET', url: '/api/history', headers: { cookie } })).json<
      ListPage<VenueChange>
    >();
    expect(history.items.map((c) => [c.action, c.actor])).toEqual([
      ['import', MANAGER.email],
      ['import', MANAGER.email],
    ]);
  });

  it('writes nothing when any row is bad, and names each bad row', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/venues',
      headers: { cookie },
      payload: aVenueInput({ hotelName: 'Stored', date: '2027-03-01' }),
    });
    const csv = excel(
      line('Good', '2027-01-01'),
      line('Bad show', '2027-01-02', { show: 'Hamlet' }),
      line('Bad city', '2027-01-03', { city: 'Edinburg' }),
      line('Bad link', '2027-01-04', { url: 'data:text/html,hi' }),
      line('Stored', '01/03/2027'),
    );
    const response = await importCsv(csv);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'invalid_import',
      message: '4 of 5 rows need attention; nothing was imported.',
      fields: {
        'rows.3.show': expect.stringContaining('Unknown show "Hamlet"'),
        'rows.4.city': 'Unknown city "Edinburg": did you mean Edinburgh?',
        'rows.5.bookingUrl': 'Booking link must start with https:// or http://',
        'rows.6.date': 'Duplicate of a listing already stored (same show, hotel and date)',
      },
    });
    expect((await allListings()).map((v) => v.hotelName)).toEqual(['Stored']);
  });

  it('refuses a body that is not CSV, and CSV it cannot read', async () => {
    expect((await importCsv(JSON.stringify({ rows: [] }), false, 'application/json')).statusCode).toBe(415);
    const broken = await importCsv(`${HEADER}\n"unclosed,quote`);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('invalid_csv');
  });

  it('is for managers only, refusing a stranger before reading the file', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/venues/import',
      headers: { 'content-type': 'text/csv' },
      payload: excel(line('A', '2027-01-01')),
    });
    expect(response.statusCode).toBe(401);
    expect(await allListings()).toEqual([]);
    // Past the import's size cap: a 413 would mean the body was being read; the 401 comes first.
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/venues/import',
      headers: { 'content-type': 'text/csv' },
      payload: `${HEADER}\n${'x'.repeat(600 * 1024)}`,
    });
    expect(huge.statusCode).toBe(401);
  });
});

describe('CSV anywhere else', () => {
  it('is refused as the wrong type before it is read, even within the import size', async () => {
    const csv = `${HEADER}\n${line('A', '2027-01-01')}\n`.repeat(5000).slice(0, 500 * 1024);
    for (const url of ['/api/subscriptions', '/api/contact-messages', '/api/venues']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'text/csv', cookie },
        payload: csv,
      });
      expect(response.statusCode, url).toBe(415);
      expect(response.json().error.code, url).toBe('unsupported_media_type');
    }
    expect(await allListings()).toEqual([]);
  });
});

describe('exporting listings to CSV', () => {
  it('exports the columns the import takes, formula-safe, and reads back as the same listings', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/venues',
      headers: { cookie },
      payload: aVenueInput({
        hotelName: '=HYPERLINK("http://evil")',
        hotelLocation: 'Bath, "Upper" Town',
        date: '2027-04-01',
      }),
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/venues/export.csv',
      headers: { cookie },
    });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="listings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [head, row] = response.body.replace('\uFEFF', '').split('\r\n');
    expect(head).toBe(`id,${HEADER},startTime,extras,status,availability`);
    const [stored] = await allListings();
    expect(row).toBe(
      `${stored?.id},Titanic,"'=HYPERLINK(""http://evil"")","Bath, ""Upper"" Town",Brighton,2027-04-01,https://tickets.example.co.uk/titanic/brighton,no,,,scheduled,on-sale`,
    );
    // Imported again as it is, the file changes nothing: every cell reads back as the value it came from.
    expect((await importCsv(response.body)).statusCode).toBe(201);
    expect(await allListings()).toEqual([stored]);
    // Into a fresh site the ids name nothing: refused, each row saying how to add it instead.
    await startAfresh();
    const refused = await importCsv(response.body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields['rows.2.id']).toMatch(
      /empty the id cell to add the row as a new listing/,
    );
    expect((await importCsv(withoutIds(response.body))).statusCode).toBe(201);
    expect((await allListings()).map((v) => [v.hotelName, v.hotelLocation])).toEqual([
      ['=HYPERLINK("http://evil")', 'Bath, "Upper" Town'],
    ]);
    const unauthenticated = await t.app.inject({ method: 'GET', url: '/api/venues/export.csv' });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it("keeps a listing's own start time through an export and an import", async () => {
    for (const [date, startTime] of [
      ['2027-04-01', '14:30'],
      ['2027-04-08', undefined],
    ] as const) {
      await t.app.inject({
        method: 'POST',
        url: '/api/venues',
        headers: { cookie },
        payload: aVenueInput({ date, ...(startTime ? { startTime } : {}) }),
      });
    }
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/venues/export.csv',
      headers: { cookie },
    });
    expect(exported.body.split('\r\n')[1]).toMatch(/,14:30,,scheduled,on-sale$/);
    await startAfresh();
    expect((await importCsv(withoutIds(exported.body))).statusCode).toBe(201);
    expect((await allListings()).map((v) => [v.date, v.startTime])).toEqual([
      ['2027-04-01', '14:30'],
      ['2027-04-08', undefined],
    ]);
  });
});
