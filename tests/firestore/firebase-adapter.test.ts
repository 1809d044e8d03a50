import { Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { isDataError, SignInError } from '../../src/data/errors';
import { openFirestore } from '../../src/data/firebase/open-firestore';
import { toDataError } from '../../src/data/firebase/store-errors';
import { pageStoredContactMessages } from '../../src/data/firebase/submission-reads';
import { storeContactMessage } from '../../src/data/firebase/submission-store';
import { contactMessageInputSchema } from '../../src/domain/contact-message';
import { aContactMessageInput, aHostingRequestInput, aVenueInput, daysFromToday } from '../builders/inputs';
import { describeOnEmulator } from './emulator';
import {
  emulatorSettings,
  makeFirebaseHarness,
  NOT_A_MANAGER,
  readRaw,
  storeRaw,
  type FirebaseHarness,
} from './firebase-harness';

const PROJECT = 'demo-firebase-adapter';

/** What the old dashboard stored: free-text dates, 'Sold Out' as a city, typos, text times. */
const legacy = (overrides: Record<string, unknown>) => ({
  showName: 'JFK',
  hotelName: 'The Queens Hotel',
  hotelLocation: 'Promenade, Cheltenham',
  selectWhere: 'Cheltnam',
  showDate: '26TH OF JANUARY 2099',
  hotelLink: 'https://queens.example/jfk',
  createdAt: 'Mon Jan 06 2025 10:00:00 GMT+0000',
  ...overrides,
});

describeOnEmulator('the firebase adapter on the emulator', () => {
  let h: FirebaseHarness;
  beforeAll(() => {
    h = makeFirebaseHarness(PROJECT);
  });
  afterAll(() => h.close());
  beforeEach(() => h.reset());

  it('reads old listings through the normaliser, in true date order, past ones left out', async () => {
    await storeRaw(PROJECT, {
      'venues/old-late': legacy({ showDate: '26TH OF JANUARY 2099' }),
      // Sorts before every ISO date as text, so the range from today alone would miss it.
      'venues/old-early-digit': legacy({ showDate: '12TH OF MAY 2098', hotelName: 'Beaufort' }),
      'venues/old-sold-out': legacy({
        showDate: '3rd March 2098',
        selectWhere: 'Sold Out',
        hotelName: 'Abbey',
      }),
      'venues/old-past': legacy({ showDate: '1ST OF MARCH 2001' }),
      'venues/other-show': legacy({ showName: 'Titanic' }),
    });
    const created = await h.manager.createVenue(aVenueInput({ show: 'JFK', date: '2098-12-25' }));

    const venues = await h.visitor.listUpcomingVenues('JFK');

    expect(venues.map((v) => [v.id, v.date])).toEqual([
      ['old-sold-out', '2098-03-03'],
      ['old-early-digit', '2098-05-12'],
      [created.id, '2098-12-25'],
      ['old-late', '2099-01-26'],
    ]);
    // Written before status and availability existed: scheduled, and sold out by the old city value.
    expect(venues[0]).toMatchObject({
      soldOut: true,
      availability: 'sold-out',
      status: 'scheduled',
      sequence: 0,
      city: 'Cheltenham',
    });
    expect(venues[3]).toMatchObject({
      soldOut: false,
      availability: 'on-sale',
      status: 'scheduled',
      city: 'Cheltenham',
      createdAt: '2025-01-06T10:00:00.000Z',
    });
    // What's on reads across shows the same way.
    const everyShow = await h.visitor.listAllUpcomingVenues();
    expect(everyShow.map((v) => v.id)).toEqual([
      'old-sold-out',
      'old-early-digit',
      created.id,
      'old-late',
      'other-show',
    ]);
  });

  it('skips and reports an unreadable listing without breaking the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await storeRaw(PROJECT, {
      'venues/good': legacy({}),
      'venues/no-date': legacy({ showDate: 'SOON' }),
      'venues/no-hotel': legacy({ hotelName: null }),
    });

    const venues = await h.visitor.listUpcomingVenues('JFK');

    expect(venues.map((v) => v.id)).toEqual(['good']);
    expect(warn.mock.calls.flat().join(' ')).toMatch(/no-date[\s\S]*no-hotel|no-hotel[\s\S]*no-date/);
    warn.mockRestore();
  });

  it('stores a new listing in the old field names, with an ISO date and the server clock', async () => {
    const venue = await h.manager.createVenue(aVenueInput({ city: 'Plymouth', soldOut: true }));

    const [stored] = await readRaw(PROJECT, 'venues');
    expect(stored).toMatchObject({
      id: venue.id,
      showName: 'Titanic',
      selectWhere: 'Plymouth',
      showDate: venue.date,
      hotelLink: venue.bookingUrl,
      soldOut: true,
    });
    expect(stored?.createdAt).toBeInstanceOf(Timestamp);
    expect(Object.keys(stored ?? {}).sort()).toEqual(
      [
        'change',
        'createdAt',
        'hotelLink',
        'hotelLocation',
        'hotelName',
        'id',
        'selectWhere',
        'showDate',
        'sequence',
        'showName',
        'soldOut',
        'status',
        'availability',
        'extras',
      ].sort(),
    );
    expect(stored).toMatchObject({ availability: 'sold-out', status: 'scheduled', sequence: 0, extras: [] });
    expect(Date.parse(venue.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('rewrites an old listing in the new shape when a manager edits it, keeping when it was stored', async () => {
    await storeRaw(PROJECT, { 'venues/old': legacy({ selectWhere: 'Sold Out' }) });

    const updated = await h.manager.updateVenue(
      'old',
      aVenueInput({ show: 'JFK', city: 'Cheltenham', soldOut: true }),
    );

    expect(updated).toMatchObject({
      id: 'old',
      city: 'Cheltenham',
      soldOut: true,
      createdAt: '2025-01-06T10:00:00.000Z',
    });
    const [stored] = await readRaw(PROJECT, 'venues');
    expect(stored).toMatchObject({ selectWhere: 'Cheltenham', showDate: updated.date, soldOut: true });
    expect(stored).toMatchObject({ availability: 'sold-out', status: 'rescheduled', sequence: 1 });
  });

  it("reads an old document's soldOut flag as availability, and cancels it with a raised sequence", async () => {
    await storeRaw(PROJECT, { 'venues/flagged': { ...legacy({ selectWhere: 'Cardiff' }), soldOut: true } });
    const [read] = await h.visitor.listUpcomingVenues('JFK');
    expect(read).toMatchObject({ id: 'flagged', availability: 'sold-out', status: 'scheduled', sequence: 0 });

    const cancelled = await h.manager.updateVenue(
      'flagged',
      aVenueInput({ show: 'JFK', city: 'Cardiff', date: read?.date, status: 'cancelled', soldOut: true }),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', availability: 'sold-out', sequence: 1 });
  });

  it('stores submissions with exactly their fields and the server clock', async () => {
    await h.visitor.submitHostingRequest(aHostingRequestInput({ venueLink: '' }));
    await h.visitor.submitContactMessage(aContactMessageInput());

    const [request] = await readRaw(PROJECT, 'requests');
    const [message] = await readRaw(PROJECT, 'messages');
    expect(Object.keys(request ?? {}).sort()).toEqual([
      'contactName',
      'createdAt',
      'id',
      'show',
      'shows',
      'venueEmail',
      'venueLink',
      'venueMessage',
      'venueName',
      'venueNumber',
    ]);
    expect(message).toMatchObject({ name: 'Eleanor Hughes', email: 'eleanor@example.co.uk' });
    expect(message?.createdAt).toBeInstanceOf(Timestamp);
  });

  it('reads old enquiries whose createdAt is text, newest first', async () => {
    await storeRaw(PROJECT, {
      'requests/old': { ...aHostingRequestInput(), show: 'Hamlet', createdAt: '2024-02-01T09:00:00.000Z' },
    });
    await h.visitor.submitHostingRequest(aHostingRequestInput({ venueName: 'Newer' }));

    const { items: requests, total } = await h.manager.listHostingRequests();

    expect(requests.map((r) => r.venueName)).toEqual(['Newer', 'The Old Rectory']);
    expect(total).toBe(2);
    expect(requests[1]).toMatchObject({ show: 'NoShowInParticular', createdAt: '2024-02-01T09:00:00.000Z' });
    expect(requests[1]?.venueMessage).toContain('Hamlet');
  });

  it("pages on from this site's enquiries into the old text-dated ones, each once", async () => {
    await storeRaw(PROJECT, {
      'requests/old-a': {
        ...aHostingRequestInput({ venueName: 'Old A' }),
        createdAt: '2024-02-01T09:00:00.000Z',
      },
      'requests/old-b': {
        ...aHostingRequestInput({ venueName: 'Old B' }),
        createdAt: '2024-03-01T09:00:00.000Z',
      },
    });
    for (const venueName of ['New 1', 'New 2', 'New 3'])
      await h.visitor.submitHostingRequest(aHostingRequestInput({ venueName }));

    const first = await h.manager.listHostingRequests({ limit: 2 });
    const second = await h.manager.listHostingRequests({ limit: 2, cursor: first.nextCursor });
    const third = await h.manager.listHostingRequests({ limit: 2, cursor: second.nextCursor });
    expect([first, second, third].map((page) => page.items.map((r) => r.venueName))).toEqual([
      ['New 3', 'New 2'],
      ['New 1', 'Old B'],
      ['Old A'],
    ]);
    expect(third.nextCursor).toBeNull();
    expect(third.total).toBe(5);
    await expect(h.manager.listHostingRequests({ cursor: 'forged' })).rejects.toSatisfy((e) =>
      isDataError(e, 'invalid'),
    );
  });

  it('tells a Google account without the manager claim it is not authorised, and signs it out', async () => {
    const refusal = await h.stranger.signInWithGoogle().catch((error: unknown) => error);
    expect(isDataError(refusal, 'forbidden')).toBe(true);
    expect(refusal instanceof SignInError && refusal.problem).toBe('not-a-manager');
    expect(await h.stranger.currentManager()).toBeNull();
  });

  it('keeps manager calls from visitors and from accounts without the claim', async () => {
    await expect(h.visitor.listAllVenues()).rejects.toSatisfy((e) => isDataError(e, 'signed-out'));
    await expect(h.visitor.createVenue(aVenueInput())).rejects.toSatisfy((e) => isDataError(e, 'signed-out'));
    await h.stranger.signInWithGoogle().catch(() => undefined);
    await expect(h.stranger.listContactMessages()).rejects.toSatisfy((e) => isDataError(e, 'signed-out'));
  });

  it('offers Google sign-in only', async () => {
    expect(await h.visitor.signInOptions()).toEqual({ password: false, google: true });
    await expect(h.visitor.signInWithPassword('m@example.test', 'pw')).rejects.toSatisfy((e) =>
      isDataError(e, 'invalid'),
    );
  });

  it('finds no listing for an id that cannot name a document', async () => {
    for (const id of ['missing', 'a/b', '..']) {
      await expect(h.manager.deleteVenue(id)).rejects.toSatisfy((e) => isDataError(e, 'not-found'));
      await expect(h.manager.updateVenue(id, aVenueInput())).rejects.toSatisfy((e) =>
        isDataError(e, 'not-found'),
      );
    }
  });

  it('reports a listing deleted meanwhile as not found', async () => {
    const venue = await h.manager.createVenue(aVenueInput({ date: daysFromToday(3) }));
    await h.manager.deleteVenue(venue.id);
    await expect(h.manager.deleteVenue(venue.id)).rejects.toSatisfy((e) => isDataError(e, 'not-found'));
  });

  it('is guarded by the rules themselves, not only by its own checks', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = openFirestore(emulatorSettings(PROJECT), NOT_A_MANAGER);
    try {
      const refused = await pageStoredContactMessages(store.db).catch((error: unknown) => error);
      expect(isDataError(toDataError(refused, 'signed-in'), 'forbidden')).toBe(true);
      // A message that skipped the form's checks (a blank name) is refused by the rules too.
      const message = { ...contactMessageInputSchema.parse(aContactMessageInput()), name: ' ' };
      const blank = await storeContactMessage(store.db, message).catch((error: unknown) => error);
      expect(isDataError(toDataError(blank, 'signed-in'), 'forbidden')).toBe(true);
    } finally {
      await store.close();
      warn.mockRestore();
    }
  });
});
