import { Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { isDataError } from '../../src/data/errors';
import { aVenueInput, daysFromToday } from '../builders/inputs';
import { describeOnEmulator } from './emulator';
import { makeFirebaseHarness, MANAGER, readRaw, storeRaw, type FirebaseHarness } from './firebase-harness';

const PROJECT = 'demo-venue-safety-net';
const DAY = 24 * 60 * 60 * 1000;

/** A listing as this site stores it, for documents written around the adapter. */
const stored = (overrides: Record<string, unknown> = {}) => ({
  showName: 'JFK',
  hotelName: 'The Queens Hotel',
  hotelLocation: 'Promenade, Cheltenham',
  selectWhere: 'Cheltenham',
  showDate: daysFromToday(20),
  hotelLink: 'https://queens.example/jfk',
  soldOut: false,
  createdAt: Timestamp.fromDate(new Date('2026-01-06T10:00:00Z')),
  ...overrides,
});

const HEADER = 'show,hotelName,hotelLocation,city,date,bookingUrl,soldOut';
const row = (i: number) =>
  `Titanic,Hotel ${i},"${i} High St, York",York,${daysFromToday(10 + i)},https://h.example/${i},no`;

describeOnEmulator('hosted trash, history and needs attention', () => {
  let h: FirebaseHarness;
  beforeAll(() => {
    h = makeFirebaseHarness(PROJECT);
  });
  afterAll(() => h.close());
  beforeEach(() => h.reset());

  it('keeps a deleted listing in the trash collection, with who and when, and nothing public', async () => {
    const venue = await h.manager.createVenue(aVenueInput());
    await h.manager.deleteVenue(venue.id);

    expect(await readRaw(PROJECT, 'venues')).toEqual([]);
    const [trashed] = await readRaw(PROJECT, 'trash');
    expect(trashed).toMatchObject({ id: venue.id, hotelName: venue.hotelName, deletedBy: MANAGER.email });
    expect(trashed?.deletedAt).toBeInstanceOf(Timestamp);
    expect(await h.visitor.findVenueBySlug('Titanic', 'anything')).toEqual({ kind: 'unknown' });
  });

  it('purges what was trashed over 30 days ago when the dashboard opens, and will not restore it', async () => {
    await storeRaw(PROJECT, {
      'trash/old': {
        ...stored(),
        deletedAt: Timestamp.fromMillis(Date.now() - 31 * DAY),
        deletedBy: 'a@b.test',
      },
      'trash/recent': {
        ...stored(),
        deletedAt: Timestamp.fromMillis(Date.now() - 29 * DAY),
        deletedBy: 'a@b.test',
      },
    });
    const restoringOld = await h.manager.restoreVenue('old').catch((error: unknown) => error);
    expect(isDataError(restoringOld, 'not-found')).toBe(true);

    // A fresh page load: the first listing of the dashboard purges.
    const dashboard = makeFirebaseHarness(PROJECT);
    try {
      await dashboard.manager.listAllVenues();
      expect((await readRaw(PROJECT, 'trash')).map((d) => d.id)).toEqual(['recent']);
      expect((await dashboard.manager.listTrashedVenues()).map((v) => v.id)).toEqual(['recent']);
      const restored = await dashboard.manager.restoreVenue('recent');
      expect(restored).toMatchObject({ id: 'recent', createdAt: '2026-01-06T10:00:00.000Z' });
      expect((await h.visitor.listUpcomingVenues('JFK')).map((v) => v.id)).toEqual(['recent']);
    } finally {
      await dashboard.close();
    }
  });

  it('writes one history record per write, with the e-mail from the token and the server clock', async () => {
    const before = Date.now() - 60_000;
    const batch = await h.manager.createVenues({
      ...aVenueInput(),
      dates: [daysFromToday(7), daysFromToday(14), daysFromToday(21)],
    });
    const records = await readRaw(PROJECT, 'history');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ action: 'create', actor: MANAGER.email, count: 3 });
    expect((records[0]?.at as Timestamp | undefined)?.toMillis()).toBeGreaterThan(before);
    const listings = await readRaw(PROJECT, 'venues');
    expect(new Set(listings.map((l) => l.change))).toEqual(new Set([records[0]?.id]));

    const [change] = await h.manager.listVenueChanges(batch[1]?.id);
    expect(change).toMatchObject({ venueId: batch[1]?.id, action: 'create', before: null });
    expect(change?.after).toMatchObject({ date: daysFromToday(14), hotelName: aVenueInput().hotelName });
  });

  it('pages recent changes a change at a time, through an import of 20 recorded as one document', async () => {
    const first = await h.manager.createVenue(aVenueInput());
    await h.manager.importVenues([HEADER, ...Array.from({ length: 20 }, (_, i) => row(i))].join('\r\n'));
    await h.manager.updateVenue(first.id, aVenueInput({ soldOut: true }));

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await h.manager.listRecentVenueChanges({ limit: 8, cursor });
      expect(page.total).toBe(22);
      expect(page.items.length).toBeLessThanOrEqual(8);
      seen.push(...page.items.map((c) => `${c.action}:${c.venueId}`));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);

    expect(pages).toBe(3);
    expect(seen).toHaveLength(22);
    expect(new Set(seen).size).toBe(22);
    expect(seen[0]).toBe(`update:${first.id}`);
    expect(seen.at(-1)).toBe(`create:${first.id}`);
    expect(seen.slice(1, 21).every((entry) => entry.startsWith('import:'))).toBe(true);
    await expect(h.manager.listRecentVenueChanges({ cursor: 'forged' })).rejects.toSatisfy((e) =>
      isDataError(e, 'invalid'),
    );
  });

  it('lists unreadable old documents and failing booking links with their raw values, fixed by an update', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await storeRaw(PROJECT, {
      'venues/good': stored(),
      'venues/no-date': stored({ showDate: 'SOON', createdAt: 'Mon Jan 06 2025' }),
      'venues/bad-link': stored({ hotelLink: 'javascript:alert(1)' }),
    });

    const attention = await h.manager.listNeedsAttention();
    const byId = Object.fromEntries(attention.map((item) => [item.id, item]));
    expect(Object.keys(byId).sort()).toEqual(['bad-link', 'no-date']);
    expect(byId['no-date']).toMatchObject({
      problem: 'unreadable',
      venue: null,
      raw: { showDate: 'SOON', hotelName: 'The Queens Hotel', createdAt: 'Mon Jan 06 2025' },
    });
    expect(byId['no-date']?.reason).toContain('SOON');
    expect(byId['bad-link']).toMatchObject({
      problem: 'booking-link',
      raw: { hotelLink: 'javascript:alert(1)' },
      venue: { id: 'bad-link', bookingUrl: 'javascript:alert(1)' },
    });
    expect((await h.visitor.listNeedsAttention().catch((e: unknown) => e)) instanceof Error).toBe(true);

    await h.manager.updateVenue('no-date', aVenueInput({ show: 'JFK', date: daysFromToday(30) }));
    await h.manager.deleteVenue('bad-link');
    expect(await h.manager.listNeedsAttention()).toEqual([]);
    expect((await h.manager.listVenueChanges('no-date'))[0]).toMatchObject({
      action: 'update',
      before: null,
    });
    warn.mockRestore();
  });
});
