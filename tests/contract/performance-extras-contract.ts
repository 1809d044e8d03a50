import { expect, it } from 'vitest';
import { failureOf, type DataPortHarness } from './data-port-harness';
import { aVenueInput, daysFromToday } from '../builders/inputs';

/**
 * A date's extras (relaxed, BSL-interpreted, captioned; docs/product.md): kept as the manager set them, in
 * the one order pages show them, read by visitors, cleared by an edit that clears them, kept by a selection
 * change, and an unknown one refused with nothing changed.
 */
export function performanceExtrasContract(harness: () => DataPortHarness): void {
  const h = () => harness();

  it('keeps the extras a manager sets, and visitors read them on every list', async () => {
    const plain = await h().manager.createVenue(aVenueInput({ hotelName: 'Plain', date: daysFromToday(9) }));
    expect(plain.extras).toEqual([]);
    const marked = await h().manager.createVenue(
      aVenueInput({ hotelName: 'Marked', date: daysFromToday(10), extras: ['captioned', 'relaxed'] }),
    );
    expect(marked.extras).toEqual(['relaxed', 'captioned']);

    const titanic = await h().visitor.listUpcomingVenues('Titanic');
    expect(titanic.map((venue) => [venue.hotelName, venue.extras])).toEqual([
      ['Plain', []],
      ['Marked', ['relaxed', 'captioned']],
    ]);
    const everything = await h().visitor.listAllUpcomingVenues();
    expect(everything.find((venue) => venue.id === marked.id)?.extras).toEqual(['relaxed', 'captioned']);
  });

  it('clears them when an edit clears them, and a change to a selection keeps them', async () => {
    const input = aVenueInput({ date: daysFromToday(12), extras: ['bsl-interpreted'] });
    const venue = await h().manager.createVenue(input);
    const [soldOut] = await h().manager.updateVenues([venue.id], { soldOut: true });
    expect(soldOut).toMatchObject({ availability: 'sold-out', extras: ['bsl-interpreted'] });
    const cleared = await h().manager.updateVenue(venue.id, { ...input, extras: [] });
    expect(cleared.extras).toEqual([]);
    expect((await h().manager.listAllVenues()).find((v) => v.id === venue.id)?.extras).toEqual([]);
  });

  it('refuses an extra the site does not know, naming it, and changes nothing', async () => {
    const input = aVenueInput({ date: daysFromToday(14), extras: ['relaxed'] });
    const venue = await h().manager.createVenue(input);
    const failure = await failureOf(
      h().manager.updateVenue(venue.id, { ...input, extras: ['relaxed', 'subtitled'] } as never),
    );
    expect(failure.kind).toBe('invalid');
    expect(Object.keys(failure.fields)).toEqual(['extras.1']);
    expect((await h().manager.listAllVenues()).find((v) => v.id === venue.id)?.extras).toEqual(['relaxed']);
  });
}
