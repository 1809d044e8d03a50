import { expect, it } from 'vitest';
import { failureOf, type DataPortHarness } from './data-port-harness';
import { aVenueInput, daysFromToday } from '../builders/inputs';

/**
 * A date that changes says so (docs/product.md, "A date that changes"): its status and seats as the manager
 * set them, a move recorded with the date it had, and a sequence that rises on every change, so a calendar
 * holding the date's .ics replaces its copy.
 */
export function listingStatusContract(harness: () => DataPortHarness): void {
  const h = () => harness();

  it('keeps status and availability as set, and shows a cancelled date to visitors still', async () => {
    const created = await h().manager.createVenue(aVenueInput({ availability: 'few-left' }));
    expect(created).toMatchObject({
      status: 'scheduled',
      availability: 'few-left',
      soldOut: false,
      sequence: 0,
    });

    const cancelled = await h().manager.updateVenue(created.id, aVenueInput({ status: 'cancelled' }));
    expect(cancelled).toMatchObject({ id: created.id, status: 'cancelled', availability: 'on-sale' });
    expect(cancelled.sequence).toBeGreaterThan(created.sequence);
    expect(await h().visitor.listUpcomingVenues('Titanic')).toMatchObject([
      { id: created.id, status: 'cancelled' },
    ]);
  });

  it('reads the sold-out flag of an older caller as sold out, and writes the flag in step', async () => {
    const flagged = await h().manager.createVenue(aVenueInput({ soldOut: true }));
    expect(flagged).toMatchObject({ availability: 'sold-out', soldOut: true });
    const reopened = await h().manager.updateVenue(flagged.id, aVenueInput({ availability: 'on-sale' }));
    expect(reopened).toMatchObject({ availability: 'on-sale', soldOut: false });
  });

  it('records a moved date with the date it had, marks it moved and raises its sequence', async () => {
    const first = daysFromToday(20);
    const venue = await h().manager.createVenue(aVenueInput({ date: first }));
    const moved = await h().manager.updateVenue(venue.id, aVenueInput({ date: daysFromToday(27) }));
    expect(moved).toMatchObject({ status: 'rescheduled', previousDate: first, sequence: 1 });

    // Saved again unchanged: nothing for a calendar to replace.
    const again = await h().manager.updateVenue(
      venue.id,
      aVenueInput({ date: daysFromToday(27), status: 'rescheduled' }),
    );
    expect(again).toMatchObject({ status: 'rescheduled', previousDate: first, sequence: 1 });

    const seatsGoing = await h().manager.updateVenue(
      venue.id,
      aVenueInput({ date: daysFromToday(27), status: 'rescheduled', availability: 'few-left' }),
    );
    expect(seatsGoing).toMatchObject({ availability: 'few-left', previousDate: first, sequence: 2 });
  });

  it('takes a new day that corrects a mistake as the day, not as a move, and stores no trace of the choice', async () => {
    const venue = await h().manager.createVenue(aVenueInput({ date: daysFromToday(20) }));
    const corrected = await h().manager.updateVenue(
      venue.id,
      aVenueInput({ date: daysFromToday(21), correction: true }),
    );
    expect(corrected).toMatchObject({ date: daysFromToday(21), status: 'scheduled', sequence: 1 });
    expect(corrected).not.toHaveProperty('previousDate');
    expect(corrected).not.toHaveProperty('correction');
    const seen = (await h().visitor.listUpcomingVenues('Titanic')).find((v) => v.id === venue.id);
    expect(seen).toMatchObject({ date: daysFromToday(21), status: 'scheduled' });
    expect(seen).not.toHaveProperty('previousDate');
  });

  it('keeps a cancelled date cancelled when its date moves too', async () => {
    const venue = await h().manager.createVenue(aVenueInput({ date: daysFromToday(20) }));
    const moved = await h().manager.updateVenue(
      venue.id,
      aVenueInput({ date: daysFromToday(21), status: 'cancelled' }),
    );
    expect(moved).toMatchObject({ status: 'cancelled', previousDate: daysFromToday(20) });
  });

  it('marks the dates a selection moves as moved, each with its own previous date', async () => {
    const a = await h().manager.createVenue(aVenueInput({ hotelName: 'A', date: daysFromToday(10) }));
    const b = await h().manager.createVenue(aVenueInput({ hotelName: 'B', date: daysFromToday(12) }));
    const moved = await h().manager.updateVenues([a.id, b.id], { shiftDays: 7 });
    expect(moved).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: a.id, status: 'rescheduled', previousDate: daysFromToday(10) }),
        expect.objectContaining({ id: b.id, status: 'rescheduled', previousDate: daysFromToday(12) }),
      ]),
    );
  });

  it('refuses a status or an availability the site does not know, naming the field', async () => {
    const venue = await h().manager.createVenue(aVenueInput());
    const failure = await failureOf(
      h().manager.updateVenue(venue.id, {
        ...aVenueInput(),
        status: 'delayed',
        availability: 'plenty',
      } as never),
    );
    expect(failure.kind).toBe('invalid');
    expect(Object.keys(failure.fields)).toEqual(expect.arrayContaining(['status', 'availability']));
  });
}
