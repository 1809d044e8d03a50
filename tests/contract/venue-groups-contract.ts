import { expect, it } from 'vitest';
import type { DataPort } from '../../src/data/port';
import { aVenueInput, daysFromToday } from '../builders/inputs';
import { failureOf, type DataPortHarness } from './data-port-harness';

/** Four Fridays' worth of one hotel, made in one go: a run. */
async function aRun(port: DataPort) {
  const { show, hotelName, hotelLocation, city, bookingUrl } = aVenueInput();
  const dates = [7, 14, 21, 28].map((days) => daysFromToday(days));
  return port.createVenues({ show, hotelName, hotelLocation, city, bookingUrl, dates });
}

const refusedToVisitors = async (work: Promise<unknown>) =>
  expect(['signed-out', 'forbidden']).toContain((await failureOf(work)).kind);

/**
 * A run's dates edited or deleted together, and actions on a selection: one write with one history
 * record naming every listing, all or nothing. Called inside describeDataPortContract.
 */
export function venueGroupsContract(harness: () => DataPortHarness): void {
  it('makes dates created together a run, and edits "all dates of this run" in one save with one record', async () => {
    const h = harness();
    const run = await aRun(h.manager);
    const alone = await h.manager.createVenue(aVenueInput({ hotelName: 'Alone' }));
    const seriesId = run[0]?.seriesId;
    expect(seriesId).toEqual(expect.any(String));
    expect(run.map((v) => v.seriesId)).toEqual([seriesId, seriesId, seriesId, seriesId]);
    expect(alone.seriesId).toBeUndefined();

    const [first, second, third, fourth] = run.map((v) => v.id);
    const edited = await h.manager.updateVenueSeries(
      second ?? '',
      aVenueInput({ hotelName: 'The Grand Hotel & Spa', date: daysFromToday(15) }),
      'all',
    );
    // The edited date first, taking its new date; the others keep their own dates.
    expect(edited.map((v) => [v.id, v.hotelName, v.date])).toEqual([
      [second, 'The Grand Hotel & Spa', daysFromToday(15)],
      [first, 'The Grand Hotel & Spa', daysFromToday(7)],
      [third, 'The Grand Hotel & Spa', daysFromToday(21)],
      [fourth, 'The Grand Hotel & Spa', daysFromToday(28)],
    ]);
    const shown = await h.visitor.listUpcomingVenues('Titanic');
    expect(shown.map((v) => [v.hotelName, v.seriesId])).toEqual([
      ...run.map(() => ['The Grand Hotel & Spa', seriesId]),
      ['Alone', undefined],
    ]);

    const [latest] = await h.manager.listVenueChanges(fourth);
    expect(latest).toMatchObject({
      action: 'update',
      before: { hotelName: 'The Grand Hotel' },
      after: { hotelName: 'The Grand Hotel & Spa' },
    });
    expect([...(latest?.venueIds ?? [])].sort()).toEqual([...run.map((v) => v.id)].sort());
    const recent = await h.manager.listRecentVenueChanges({ limit: 4 });
    expect(new Set(recent.items.map((c) => c.venueIds.join()))).toEqual(new Set([latest?.venueIds.join()]));
    await refusedToVisitors(h.visitor.updateVenueSeries(first ?? '', aVenueInput(), 'all'));
  });

  it("edits every date of a run and leaves what the edit did not change: a matinee's start, a sold-out date", async () => {
    const h = harness();
    const { show, hotelName, hotelLocation, city, bookingUrl } = aVenueInput();
    const [evening, matinee] = [daysFromToday(7), daysFromToday(8)];
    const run = await h.manager.createVenues({
      ...{ show, hotelName, hotelLocation, city, bookingUrl },
      dates: [evening, matinee],
      times: { [matinee]: '14:00' },
    });
    const [first, second] = run.map((v) => v.id);
    await h.manager.updateVenueSeries(
      second ?? '',
      aVenueInput({ date: matinee, startTime: '14:00', soldOut: true }),
      'only',
    );

    await h.manager.updateVenueSeries(
      first ?? '',
      aVenueInput({ hotelName: 'Renamed', date: evening }),
      'all',
    );
    const seen = await h.visitor.listUpcomingVenues('Titanic');
    expect(seen.map((v) => [v.hotelName, v.date, v.startTime, v.availability])).toEqual([
      ['Renamed', evening, undefined, 'on-sale'],
      ['Renamed', matinee, '14:00', 'sold-out'],
    ]);
  });

  it('edits "this and later" dates, or only this one, and deletes a run\'s later dates to the trash', async () => {
    const h = harness();
    const run = await aRun(h.manager);
    const [first, second, third, fourth] = run.map((v) => v.id);
    const later = await h.manager.updateVenueSeries(
      third ?? '',
      aVenueInput({ soldOut: true, date: daysFromToday(21) }),
      'following',
    );
    expect(later.map((v) => v.id)).toEqual([third, fourth]);
    const only = await h.manager.updateVenueSeries(
      first ?? '',
      aVenueInput({ hotelName: 'Moved', date: daysFromToday(8) }),
      'only',
    );
    expect(only.map((v) => [v.id, v.hotelName, v.date])).toEqual([[first, 'Moved', daysFromToday(8)]]);
    expect((await h.manager.listAllVenues()).map((v) => [v.hotelName, v.soldOut])).toEqual([
      ['Moved', false],
      ['The Grand Hotel', false],
      ['The Grand Hotel', true],
      ['The Grand Hotel', true],
    ]);

    const trashed = await h.manager.deleteVenueSeries(second ?? '', 'following');
    expect(trashed).toEqual([second, third, fourth]);
    expect((await h.visitor.listUpcomingVenues('Titanic')).map((v) => v.id)).toEqual([first]);
    expect((await h.manager.listTrashedVenues()).map((v) => v.id).sort()).toEqual([...trashed].sort());
    expect((await h.manager.listVenueChanges(third))[0]).toMatchObject({ action: 'delete', after: null });
    expect((await h.manager.listVenueChanges(third))[0]?.venueIds).toHaveLength(3);

    // One undo brings the three back, still a run.
    const restored = await h.manager.restoreVenues(trashed);
    expect(restored.map((v) => [v.id, v.seriesId])).toEqual(trashed.map((id) => [id, run[0]?.seriesId]));
    expect(await h.manager.listTrashedVenues()).toEqual([]);
    expect((await failureOf(h.manager.updateVenueSeries('no-such-listing', aVenueInput(), 'all'))).kind).toBe(
      'not-found',
    );
    await refusedToVisitors(h.visitor.deleteVenueSeries(first ?? '', 'all'));
  });

  it('marks a selection sold out or on sale and moves it by days, in one write with one record', async () => {
    const h = harness();
    const a = await h.manager.createVenue(aVenueInput({ hotelName: 'A', date: daysFromToday(10) }));
    const b = await h.manager.createVenue(aVenueInput({ hotelName: 'B', date: daysFromToday(20) }));
    const c = await h.manager.createVenue(aVenueInput({ hotelName: 'C', date: daysFromToday(30) }));

    const soldOut = await h.manager.updateVenues([a.id, b.id], { soldOut: true });
    expect(soldOut.map((v) => [v.id, v.soldOut])).toEqual([
      [a.id, true],
      [b.id, true],
    ]);
    const moved = await h.manager.updateVenues([b.id, c.id], { shiftDays: -3 });
    expect(moved.map((v) => v.date)).toEqual([daysFromToday(17), daysFromToday(27)]);
    expect(
      (await h.visitor.listUpcomingVenues('Titanic')).map((v) => [v.hotelName, v.soldOut, v.date]),
    ).toEqual([
      ['A', true, daysFromToday(10)],
      ['B', true, daysFromToday(17)],
      ['C', false, daysFromToday(27)],
    ]);
    const [move] = await h.manager.listVenueChanges(c.id);
    expect(move).toMatchObject({
      action: 'update',
      before: { date: daysFromToday(30) },
      after: { date: daysFromToday(27) },
    });
    expect(move?.venueIds).toEqual([b.id, c.id]);
    await refusedToVisitors(h.visitor.updateVenues([a.id], { soldOut: false }));
  });

  it('refuses a selection with a missing listing or a bad change, and changes nothing', async () => {
    const h = harness();
    const a = await h.manager.createVenue(aVenueInput({ hotelName: 'A' }));
    const missing = await failureOf(h.manager.updateVenues([a.id, 'no-such-listing'], { soldOut: true }));
    expect(missing).toMatchObject({ kind: 'not-found', fields: { 'ids.1': expect.any(String) } });
    expect(Object.keys(missing.fields)).toEqual(['ids.1']);
    expect((await failureOf(h.manager.deleteVenues(['no-such-listing', a.id]))).fields).toEqual({
      'ids.0': expect.any(String),
    });
    expect((await failureOf(h.manager.updateVenues([a.id], { shiftDays: 0 }))).kind).toBe('invalid');
    expect((await failureOf(h.manager.updateVenues([], { soldOut: true }))).kind).toBe('invalid');
    expect((await failureOf(h.manager.updateVenues([a.id, a.id], { soldOut: true }))).kind).toBe('invalid');
    expect(await h.manager.listAllVenues()).toEqual([a]);
    expect(await h.manager.listTrashedVenues()).toEqual([]);
    expect((await h.manager.listVenueChanges(a.id)).map((c) => c.action)).toEqual(['create']);
  });

  it('deletes a selection to the trash and restores it as one undo, all or none', async () => {
    const h = harness();
    const a = await h.manager.createVenue(aVenueInput({ hotelName: 'A' }));
    const b = await h.manager.createVenue(aVenueInput({ hotelName: 'B' }));
    await h.manager.deleteVenues([a.id, b.id]);
    expect(await h.visitor.listUpcomingVenues('Titanic')).toEqual([]);
    expect((await h.manager.listTrashedVenues()).map((v) => v.id).sort()).toEqual([a.id, b.id].sort());
    const [deletion] = await h.manager.listVenueChanges(a.id);
    expect(deletion).toMatchObject({ action: 'delete', venueIds: [a.id, b.id] });
    await refusedToVisitors(h.visitor.restoreVenues([a.id]));

    expect((await failureOf(h.manager.restoreVenues([a.id, 'no-such-listing']))).kind).toBe('not-found');
    expect(await h.manager.listAllVenues()).toEqual([]);
    expect((await h.manager.restoreVenues([a.id, b.id])).map((v) => v.id)).toEqual([a.id, b.id]);
    expect(await h.visitor.listUpcomingVenues('Titanic')).toEqual([a, b]);
    expect((await failureOf(h.manager.restoreVenues([a.id]))).kind).toBe('not-found');
  });
}
