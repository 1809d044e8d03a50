import { expect, it } from 'vitest';
import { venueSlug } from '../../src/domain/venue-slug';
import { aVenueInput, daysFromToday } from '../builders/inputs';
import type { DataPortHarness } from './data-port-harness';

/**
 * What's on and the date pages: the port's reads across shows and by address, and a listing's own start
 * time. Called inside describeDataPortContract, so both adapters owe it.
 */
export function datePagesContract(harness: () => DataPortHarness): void {
  it("lists every show's upcoming dates together, in date order, past ones left out", async () => {
    const h = harness();
    const jfk = await h.manager.createVenue(aVenueInput({ show: 'JFK', date: daysFromToday(20) }));
    const titanic = await h.manager.createVenue(aVenueInput({ show: 'Titanic', date: daysFromToday(5) }));
    const scrooge = await h.manager.createVenue(aVenueInput({ show: 'Scrooge', date: daysFromToday(0) }));
    await h.manager.createVenue(aVenueInput({ show: 'Scrooge', date: daysFromToday(-1) }));

    const listed = await h.visitor.listAllUpcomingVenues();
    expect(listed.map((v) => v.id)).toEqual([scrooge.id, titanic.id, jfk.id]);
  });

  it('finds a listing by its address, past dates included, and nothing at an unknown one', async () => {
    const h = harness();
    const past = await h.manager.createVenue(
      aVenueInput({ hotelName: 'The Old Ship', date: daysFromToday(-3) }),
    );
    expect(await h.visitor.findVenueBySlug('Titanic', venueSlug(past))).toEqual({
      kind: 'found',
      venue: past,
    });
    expect(await h.visitor.findVenueBySlug('JFK', venueSlug(past))).toEqual({ kind: 'unknown' });
    expect(await h.visitor.findVenueBySlug('Titanic', `${past.date}-another-hotel`)).toEqual({
      kind: 'unknown',
    });
  });

  it("keeps an edited listing's old address leading to it (moved), and its new one (found)", async () => {
    const h = harness();
    const before = await h.manager.createVenue(aVenueInput({ hotelName: 'The Grand Hotel' }));
    const renamed = await h.manager.updateVenue(before.id, aVenueInput({ hotelName: 'The Grand Brighton' }));
    const moved = await h.manager.updateVenue(
      before.id,
      aVenueInput({ hotelName: 'The Grand Brighton', date: daysFromToday(45) }),
    );

    expect(await h.visitor.findVenueBySlug('Titanic', venueSlug(before))).toEqual({
      kind: 'moved',
      venue: moved,
    });
    expect(await h.visitor.findVenueBySlug('Titanic', venueSlug(renamed))).toEqual({
      kind: 'moved',
      venue: moved,
    });
    expect(await h.visitor.findVenueBySlug('Titanic', venueSlug(moved))).toEqual({
      kind: 'found',
      venue: moved,
    });
  });

  it("no longer finds a deleted listing at its address (embedded: 'gone'; a CDN cannot tell)", async () => {
    const h = harness();
    const venue = await h.manager.createVenue(aVenueInput());
    await h.manager.deleteVenue(venue.id);
    const lookup = await h.visitor.findVenueBySlug('Titanic', venueSlug(venue));
    expect(['gone', 'unknown']).toContain(lookup.kind);
  });

  it("stores a listing's own start time, and clears it back to the show's", async () => {
    const h = harness();
    const matinee = await h.manager.createVenue(aVenueInput({ startTime: '14:30' }));
    expect(matinee.startTime).toBe('14:30');
    expect((await h.visitor.listUpcomingVenues('Titanic'))[0]?.startTime).toBe('14:30');

    const evening = await h.manager.updateVenue(matinee.id, aVenueInput({ startTime: '' }));
    expect(evening.startTime).toBeUndefined();
    expect((await h.visitor.listAllUpcomingVenues())[0]?.startTime).toBeUndefined();
  });

  it('refuses a start time that is not a time of day', async () => {
    const h = harness();
    await expect(h.manager.createVenue(aVenueInput({ startTime: '25:00' }))).rejects.toMatchObject({
      kind: 'invalid',
      fields: { startTime: 'Start time must be a time like 19:30' },
    });
  });
}
