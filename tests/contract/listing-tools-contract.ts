import { expect, it } from 'vitest';
import { aVenueInput, daysFromToday } from '../builders/inputs';
import { failureOf, type DataPortHarness } from './data-port-harness';

/** The builder's listing as a batch body: `dates` in place of `date`. */
function aBatch(dates: string[]) {
  const { show, hotelName, hotelLocation, city, bookingUrl } = aVenueInput();
  return { show, hotelName, hotelLocation, city, bookingUrl, dates };
}

const HEADER = 'show,hotelName,hotelLocation,city,date,bookingUrl,soldOut';
const csvRow = (hotel: string, date: string, city = 'Leeds') =>
  `JFK,${hotel},"1 Park Row, Leeds",${city},${date},https://t.example.co.uk/${hotel},no`;

/**
 * The manager's tools: several dates at once, CSV in and out, the trash and the history. Called inside
 * describeDataPortContract, so both adapters owe it.
 */
export function listingToolsContract(harness: () => DataPortHarness): void {
  it('adds several dates of one hotel at once, or none when one is bad', async () => {
    const h = harness();
    const dates = [daysFromToday(21), daysFromToday(7), daysFromToday(14)];
    const created = await h.manager.createVenues(aBatch(dates));
    expect(created.map((v) => v.date)).toEqual([...dates].sort());
    expect((await h.visitor.listUpcomingVenues('Titanic')).map((v) => v.id)).toEqual(
      created.map((v) => v.id),
    );

    const refused = await failureOf(h.manager.createVenues(aBatch([daysFromToday(30), '2027-02-30'])));
    expect(refused).toMatchObject({ kind: 'invalid', fields: { 'dates.1': expect.any(String) } });
    expect(await h.manager.listAllVenues()).toHaveLength(3);
    expect(['signed-out', 'forbidden']).toContain(
      (await failureOf(h.visitor.createVenues(aBatch([daysFromToday(40)])))).kind,
    );
  });

  it('adds a run with a matinee among evenings: each date keeps its own start, visitors see it', async () => {
    const h = harness();
    const [evening, matinee] = [daysFromToday(7), daysFromToday(8)];
    await h.manager.createVenues({ ...aBatch([evening, matinee]), times: { [matinee]: '14:00' } });
    const seen = await h.visitor.listUpcomingVenues('Titanic');
    expect(seen.map((v) => [v.date, v.startTime])).toEqual([
      [evening, undefined],
      [matinee, '14:00'],
    ]);
  });

  it('refuses a date the hotel already has the show on, whatever the name’s capitals, and adds none of the dates', async () => {
    // The form checks against its own list, which may be minutes old: another tab or manager added it since.
    const h = harness();
    const [first, second] = [daysFromToday(7), daysFromToday(14)];
    await h.manager.createVenue(aVenueInput({ date: second }));

    const shouted = { ...aBatch([first, second]), hotelName: ' THE GRAND HOTEL ' };
    const refused = await failureOf(h.manager.createVenues(shouted));
    expect(refused.kind).toBe('conflict');
    expect(refused.message).toMatch(
      /^The Queen of the Ocean \(Titanic\) at THE GRAND HOTEL is already listed on \w+day \d+ \w+ 20\d\d: leave that date out\.$/,
    );
    expect((await failureOf(h.manager.createVenue(aVenueInput({ date: second })))).kind).toBe('conflict');
    expect((await h.manager.listAllVenues()).map((v) => v.date)).toEqual([second]);

    // Another show, or another hotel, on that day is its own listing.
    await h.manager.createVenue(aVenueInput({ date: second, show: 'JFK' }));
    await h.manager.createVenues({ ...aBatch([first, second]), hotelName: 'The Midland' });
    expect(await h.manager.listAllVenues()).toHaveLength(4);
  });

  it('previews an import without writing, refuses a file with a bad row, and imports a good one whole', async () => {
    const h = harness();
    const bad = [HEADER, csvRow('One', '26/01/2027'), csvRow('Two', '27/01/2027', 'Lids')].join('\r\n');
    const preview = await h.manager.previewVenueImport(`\uFEFF${bad}\r\n`);
    expect(preview.rows.map((r) => [r.row, r.errors])).toEqual([
      [2, {}],
      [3, { city: expect.stringContaining('did you mean Leeds?') }],
    ]);
    const refused = await failureOf(h.manager.importVenues(bad));
    expect(refused).toMatchObject({ kind: 'invalid', fields: { 'rows.3.city': expect.any(String) } });
    expect(await h.manager.listAllVenues()).toEqual([]);

    const good = [HEADER, csvRow('One', '26/01/2027'), csvRow('Two', '27/01/2027')].join('\r\n');
    const imported = await h.manager.importVenues(good);
    expect(imported.map((v) => [v.hotelName, v.date])).toEqual([
      ['One', '2027-01-26'],
      ['Two', '2027-01-27'],
    ]);
    // Importing the same file again would duplicate every listing: refused, row by row.
    expect(Object.keys((await failureOf(h.manager.importVenues(good))).fields)).toEqual([
      'rows.2.date',
      'rows.3.date',
    ]);

    const exported = await h.manager.exportVenuesCsv();
    // Each row starts with its listing's id; the start time and the extras follow, empty for the show's
    // usual time and for none, then the status and the seats.
    expect(exported.split('\r\n').slice(0, 3)).toEqual([
      `id,${HEADER},startTime,extras,status,availability`,
      `${imported[0]?.id},JFK,One,"1 Park Row, Leeds",Leeds,2027-01-26,https://t.example.co.uk/One,no,,,scheduled,on-sale`,
      `${imported[1]?.id},JFK,Two,"1 Park Row, Leeds",Leeds,2027-01-27,https://t.example.co.uk/Two,no,,,scheduled,on-sale`,
    ]);
  });

  it('imports an exported file with one hotel renamed: that listing changes, nothing is duplicated', async () => {
    const h = harness();
    const [one, two] = await h.manager.importVenues(
      [HEADER, csvRow('One', '26/01/2027'), csvRow('Two', '27/01/2027')].join('\r\n'),
    );
    const lines = (await h.manager.exportVenuesCsv()).split('\r\n');
    const edited = lines.map((line) =>
      line.startsWith(`${two?.id},`) ? line.replace(',Two,', ',Two Renamed,') : line,
    );
    const preview = await h.manager.previewVenueImport(edited.join('\r\n'));
    expect(preview.rows.map((r) => [r.action, r.changes])).toEqual([
      ['unchanged', []],
      ['update', [{ field: 'hotelName', before: 'Two', after: 'Two Renamed' }]],
    ]);

    await h.manager.importVenues(edited.join('\r\n'));
    const after = await h.manager.listAllVenues();
    expect(after.map((v) => [v.id, v.hotelName]).sort()).toEqual(
      [
        [one?.id, 'One'],
        [two?.id, 'Two Renamed'],
      ].sort(),
    );
    const history = await h.manager.listVenueChanges(two?.id ?? '');
    expect(history[0]).toMatchObject({
      action: 'import',
      before: expect.objectContaining({ hotelName: 'Two' }),
      after: expect.objectContaining({ hotelName: 'Two Renamed' }),
    });
  });

  it('keeps a deleted listing in the trash, out of public view, until it is restored', async () => {
    const h = harness();
    const venue = await h.manager.createVenue(aVenueInput());
    await h.manager.deleteVenue(venue.id);
    expect(await h.visitor.listUpcomingVenues('Titanic')).toEqual([]);
    const [trashed] = await h.manager.listTrashedVenues();
    expect(trashed).toMatchObject({ ...venue, deletedBy: (await h.manager.currentManager())?.email });
    expect(Date.parse(trashed?.deletedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(await h.manager.listTrashedVenues()).toHaveLength(1);
    expect(['signed-out', 'forbidden']).toContain((await failureOf(h.visitor.listTrashedVenues())).kind);
    expect(['signed-out', 'forbidden']).toContain((await failureOf(h.visitor.restoreVenue(venue.id))).kind);
    expect(await h.manager.restoreVenue(venue.id)).toEqual(venue);
    expect(await h.visitor.listUpcomingVenues('Titanic')).toEqual([venue]);
    expect(await h.manager.listTrashedVenues()).toEqual([]);
    expect((await failureOf(h.manager.restoreVenue(venue.id))).kind).toBe('not-found');
  });

  it("records every change with the manager's e-mail, before and after", async () => {
    const h = harness();
    const venue = await h.manager.createVenue(aVenueInput());
    await h.manager.updateVenue(venue.id, aVenueInput({ soldOut: true }));
    await h.manager.deleteVenue(venue.id);
    await h.manager.restoreVenue(venue.id);
    const email = (await h.manager.currentManager())?.email;
    const history = await h.manager.listVenueChanges(venue.id);
    expect(history.map((c) => [c.action, c.actor])).toEqual([
      ['restore', email],
      ['delete', email],
      ['update', email],
      ['create', email],
    ]);
    expect(history[3]).toMatchObject({ venueId: venue.id, before: null, after: { soldOut: false } });
    expect(history[2]).toMatchObject({ before: { soldOut: false }, after: { soldOut: true } });
    expect(history[1]).toMatchObject({ before: { soldOut: true }, after: null });
    expect(history[0]).toMatchObject({ before: null, after: { soldOut: true } });
    expect(Date.parse(history[0]?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await h.manager.listVenueChanges()).map((c) => c.venueId)).toEqual([
      venue.id,
      venue.id,
      venue.id,
      venue.id,
    ]);
    expect(['signed-out', 'forbidden']).toContain(
      (await failureOf(h.visitor.listVenueChanges(venue.id))).kind,
    );
  });

  it('pages recent changes across listings, newest first, each change once, an import row by row', async () => {
    const h = harness();
    const first = await h.manager.createVenue(aVenueInput({ hotelName: 'First' }));
    const imported = await h.manager.importVenues(
      [HEADER, csvRow('One', '26/01/2027'), csvRow('Two', '27/01/2027'), csvRow('Three', '28/01/2027')].join(
        '\r\n',
      ),
    );
    await h.manager.updateVenue(first.id, aVenueInput({ hotelName: 'First', soldOut: true }));

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await h.manager.listRecentVenueChanges({ limit: 2, cursor });
      expect(page.total).toBe(5);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((c) => `${c.action} ${c.venueId}`));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 10);

    expect(pages).toBe(3);
    expect(seen[0]).toBe(`update ${first.id}`);
    expect(seen.at(-1)).toBe(`create ${first.id}`);
    expect(seen.slice(1, 4).sort()).toEqual(imported.map((v) => `import ${v.id}`).sort());
    expect(['signed-out', 'forbidden']).toContain((await failureOf(h.visitor.listRecentVenueChanges())).kind);
  });
}
