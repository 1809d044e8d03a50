import { describe, expect, it, vi } from 'vitest';
import type { ListingNeedingAttention } from '../../src/domain/needs-attention';
import type { ListPage } from '../../src/domain/paging';
import type { TrashedVenue, VenueChange } from '../../src/domain/venue-change';
import type { Venue } from '../../src/domain/venue';
import { aVenueInput, daysFromToday } from '../../tests/builders/inputs';
import { MANAGER } from '../testing/test-app';
import { signedInApp } from '../testing/signed-in-app';

const DAY = 24 * 3600 * 1000;
const s = signedInApp();
const { call, publicList } = s;
/** A batch body: the builder's listing with `dates` in place of `date`. */
function aBatch(dates: string[]) {
  const { show, hotelName, hotelLocation, city, bookingUrl } = aVenueInput();
  return { show, hotelName, hotelLocation, city, bookingUrl, dates };
}
const create = async (input = aVenueInput({ date: '2027-01-08' })) =>
  (await call('POST', '/api/venues', input)).json<Venue>();

describe('several dates at once', () => {
  it('stores one listing per date and shows them all', async () => {
    const response = await call('POST', '/api/venues/batch', aBatch(['2027-01-15', '2027-01-08']));
    expect(response.statusCode).toBe(201);
    expect(response.json<Venue[]>().map((v) => v.date)).toEqual(['2027-01-08', '2027-01-15']);
    expect((await publicList()).map((v) => v.date)).toEqual(['2027-01-08', '2027-01-15']);
  });

  it('stores none when one date is bad, naming it', async () => {
    const response = await call('POST', '/api/venues/batch', aBatch(['2027-01-08', '2027-02-30']));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ 'dates.1': 'Each date must be a real date (YYYY-MM-DD)' });
    expect(await publicList()).toEqual([]);
  });

  it('is for managers only', async () => {
    const response = await s.t.app.inject({
      method: 'POST',
      url: '/api/venues/batch',
      payload: aBatch(['2027-01-08']),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the trash', () => {
  it('hides a deleted listing from visitors and brings it back on restore', async () => {
    const venue = await create();
    expect((await call('DELETE', `/api/venues/${venue.id}`)).statusCode).toBe(204);
    expect(await publicList()).toEqual([]);
    expect((await call('GET', '/api/venues')).json()).toEqual([]);
    expect((await call('GET', '/api/venues/trash')).json<TrashedVenue[]>()).toEqual([
      { ...venue, deletedAt: s.clock.toISOString(), deletedBy: MANAGER.email },
    ]);
    // A listing in the trash cannot be edited or deleted again.
    expect((await call('PUT', `/api/venues/${venue.id}`, aVenueInput())).statusCode).toBe(404);
    expect((await call('DELETE', `/api/venues/${venue.id}`)).statusCode).toBe(404);

    const restored = await call('POST', `/api/venues/${venue.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual(venue);
    expect(await publicList()).toEqual([venue]);
    expect((await call('GET', '/api/venues/trash')).json()).toEqual([]);
  });

  it('refuses to restore a listing that is not in the trash', async () => {
    const venue = await create();
    expect((await call('POST', `/api/venues/${venue.id}/restore`)).statusCode).toBe(404);
    expect((await call('POST', '/api/venues/no-such-id/restore')).statusCode).toBe(404);
  });

  it('refuses to restore a listing deleted more than 30 days ago, even before the daily purge', async () => {
    const venue = await create();
    await call('DELETE', `/api/venues/${venue.id}`);
    await s.advance(30 * DAY + 60_000);
    const refused = await call('POST', `/api/venues/${venue.id}/restore`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(
      'This listing was deleted more than 30 days ago, so it can no longer be restored.',
    );
    expect(await publicList()).toEqual([]);
    expect(s.t.app.store.venues.trashedAt(venue.id)).toBeNull();
    expect((await call('GET', `/api/history?venue=${venue.id}`)).json()).toHaveLength(2);
  });

  it('restores a listing on its 30th day in the trash', async () => {
    const venue = await create();
    await call('DELETE', `/api/venues/${venue.id}`);
    await s.advance(30 * DAY - 60_000);
    expect((await call('POST', `/api/venues/${venue.id}/restore`)).statusCode).toBe(200);
    expect(await publicList()).toEqual([venue]);
  });

  it('purges expired listings at start-up and daily, without anyone opening the trash', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const kept = await create(aVenueInput({ date: '2027-01-08', hotelName: 'Kept' }));
      const old = await create(aVenueInput({ date: '2027-01-09', hotelName: 'Old' }));
      await call('DELETE', `/api/venues/${old.id}`);
      await s.advance(10 * DAY); // sessions do not last ten days
      expect((await call('DELETE', `/api/venues/${kept.id}`)).statusCode).toBe(204);

      // 31 days after the first delete, the server starts: that one goes, the other stays.
      await s.restartAfter(21 * DAY);
      expect(s.t.app.store.venues.trashedAt(old.id)).toBeNull();
      expect(s.t.app.store.venues.trashedAt(kept.id)).not.toBeNull();

      // Ten days on, the daily run purges the second, with no request at all.
      s.wait(10 * DAY);
      vi.advanceTimersByTime(DAY);
      expect(s.t.app.store.venues.trashedAt(kept.id)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('purges a listing 30 days after its deletion, keeping its history', async () => {
    const venue = await create();
    await call('DELETE', `/api/venues/${venue.id}`);
    await s.advance(29 * 24 * 3600 * 1000); // sessions do not last a month
    expect((await call('GET', '/api/venues/trash')).json()).toHaveLength(1);
    await s.advance(2 * 24 * 3600 * 1000);
    expect((await call('GET', '/api/venues/trash')).json()).toEqual([]);
    expect((await call('POST', `/api/venues/${venue.id}/restore`)).statusCode).toBe(404);
    expect((await call('GET', `/api/history?venue=${venue.id}`)).json()).toHaveLength(2);
  });
});

describe('history', () => {
  it('records who did what and when, with the listing before and after', async () => {
    const first = aVenueInput({ date: daysFromToday(9) });
    const { id } = await create(first);
    const changed = aVenueInput({ date: daysFromToday(9), hotelName: 'Renamed', soldOut: true });
    await call('PUT', `/api/venues/${id}`, changed);
    await call('DELETE', `/api/venues/${id}`);
    await call('POST', `/api/venues/${id}/restore`);
    await create(aVenueInput({ hotelName: 'Another' }));

    const history = (await call('GET', `/api/history?venue=${id}`)).json<VenueChange[]>();
    expect(history.map((c) => [c.action, c.actor])).toEqual([
      ['restore', MANAGER.email],
      ['delete', MANAGER.email],
      ['update', MANAGER.email],
      ['create', MANAGER.email],
    ]);
    expect(history[3]).toMatchObject({ venueId: id, at: s.clock.toISOString(), before: null, after: first });
    expect(history[2]).toMatchObject({ before: first, after: changed });
    expect(history[1]).toMatchObject({ before: changed, after: null });
    expect(history[0]).toMatchObject({ before: null, after: changed });

    const recent = (await call('GET', '/api/history')).json<ListPage<VenueChange>>();
    expect(recent.items.map((c) => c.action)).toEqual(['create', 'restore', 'delete', 'update', 'create']);
    expect(recent).toMatchObject({ total: 5, nextCursor: null });
  });

  it('lists recent changes across listings a page at a time, newest first', async () => {
    for (const hotelName of ['One', 'Two', 'Three', 'Four', 'Five']) await create(aVenueInput({ hotelName }));
    const first = (await call('GET', '/api/history?limit=2')).json<ListPage<VenueChange>>();
    expect(first.items.map((c) => c.after?.hotelName)).toEqual(['Five', 'Four']);
    expect(first.total).toBe(5);
    const second = (await call('GET', `/api/history?limit=2&cursor=${first.nextCursor}`)).json<
      ListPage<VenueChange>
    >();
    expect(second.items.map((c) => c.after?.hotelName)).toEqual(['Three', 'Two']);
    const last = (await call('GET', `/api/history?limit=2&cursor=${second.nextCursor}`)).json<
      ListPage<VenueChange>
    >();
    expect(last.items.map((c) => c.after?.hotelName)).toEqual(['One']);
    expect(last.nextCursor).toBeNull();

    const bad = await call('GET', '/api/history?cursor=not-a-cursor');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ cursor: 'This is not a page cursor.' });
    expect((await call('GET', '/api/history?limit=500')).statusCode).toBe(400);
  });

  it('is for managers only, and records nothing for a refused write', async () => {
    const venue = await create();
    await call('PUT', `/api/venues/${venue.id}`, aVenueInput({ bookingUrl: 'javascript:alert(1)' }));
    expect((await call('GET', `/api/history?venue=${venue.id}`)).json()).toHaveLength(1);
    expect((await s.t.app.inject({ method: 'GET', url: `/api/history?venue=${venue.id}` })).statusCode).toBe(
      401,
    );
  });
});

describe('needs attention', () => {
  it('lists listings whose booking link no longer passes the check, with the values as stored', async () => {
    await create(aVenueInput({ hotelName: 'Fine' }));
    // Stored before the link check existed (the repository takes what it is given).
    const bad = s.t.app.store.venues.create(
      {
        ...aVenueInput({ hotelName: 'Old Link' }),
        status: 'scheduled',
        extras: [],
        availability: 'on-sale',
        soldOut: false,
        bookingUrl: 'www.tickets.example.com',
      },
      s.clock,
    );
    const list = (await call('GET', '/api/venues/needs-attention')).json<ListingNeedingAttention[]>();
    expect(list).toEqual([
      {
        id: bad.id,
        problem: 'booking-link',
        reason: 'Booking link must be a web address starting with https:// or http://',
        raw: expect.objectContaining({ hotelName: 'Old Link', bookingUrl: 'www.tickets.example.com' }),
        venue: bad,
      },
    ]);
    // Fixed through the ordinary update, it leaves the list.
    await call('PUT', `/api/venues/${bad.id}`, aVenueInput({ hotelName: 'Old Link' }));
    expect((await call('GET', '/api/venues/needs-attention')).json()).toEqual([]);
    expect((await s.t.app.inject({ method: 'GET', url: '/api/venues/needs-attention' })).statusCode).toBe(
      401,
    );
  });
});
