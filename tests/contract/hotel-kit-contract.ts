import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DataPort } from '../../src/data/port';
import { aHotelInput, aVenueInput, daysFromToday } from '../builders/inputs';
import { failureOf, type DataPortHarness } from './data-port-harness';

const GRAND = { hotelName: 'The Grand Hotel', city: 'Brighton' } as const;
const PARK = { hotelName: 'The Park Hotel', hotelLocation: 'Park Place, Cardiff', city: 'Cardiff' } as const;
const CONTACT = { name: 'Ada Events', email: 'events@grand.example.test' };

/** The token at the end of the link the manager was given (e-mail is off in the harnesses). */
const tokenOf = (url: string | undefined) => url?.split('/').pop() ?? '';

async function grandWithLink(manager: DataPort) {
  const soon = await manager.createVenue(aVenueInput({ ...GRAND, date: daysFromToday(10) }));
  const later = await manager.createVenue(aVenueInput({ ...GRAND, show: 'JFK', date: daysFromToday(40) }));
  await manager.createVenue(aVenueInput({ ...GRAND, date: daysFromToday(-2) }));
  const park = await manager.createVenue(aVenueInput({ ...PARK, date: daysFromToday(12) }));
  const listed = (await manager.listHotels()).find((hotel) => hotel.name === GRAND.hotelName);
  const hotel = await manager.updateHotel(
    listed?.id ?? '',
    aHotelInput({ name: GRAND.hotelName, address: soon.hotelLocation, city: 'Brighton', contact: CONTACT }),
  );
  const sent = await manager.sendHotelLink(hotel.id);
  return { soon, later, park, hotel, sent, token: tokenOf(sent.url) };
}

/**
 * Hotels' kit (issue 39): the manager sends a hotel its private link; whoever holds it sees that hotel's
 * upcoming dates only and may mark their seats, nothing else; a replaced or revoked link opens nothing.
 * Run by the adapters that keep private links (the fake and the embedded server; hosted is 'unavailable').
 */
export function describeHotelKitContract(name: string, makeHarness: () => Promise<DataPortHarness>): void {
  describe(`hotels' kit contract: ${name}`, () => {
    let h: DataPortHarness;
    beforeAll(async () => {
      h = await makeHarness();
    });
    afterAll(() => h?.close());
    beforeEach(() => h.reset());

    it('opens the hotel’s upcoming dates only, and the manager sees when it was opened', async () => {
      const { soon, later, hotel, sent, token } = await grandWithLink(h.manager);
      expect(sent).toMatchObject({ emailed: false, link: { sentTo: CONTACT.email, lastOpenedAt: null } });
      const kit = await h.visitor.readHotelKit(token);
      expect(kit.hotel).toMatchObject({ name: GRAND.hotelName, contactName: CONTACT.name });
      expect(kit.dates.map((date) => date.id)).toEqual([soon.id, later.id]);
      const listed = (await h.manager.listHotels()).find((other) => other.id === hotel.id);
      expect(listed?.link?.lastOpenedAt).toEqual(expect.any(String));
    });

    it('lets the hotel mark its own date few left, which visitors see, and refuses another hotel’s', async () => {
      const { soon, park, token } = await grandWithLink(h.manager);
      await h.visitor.setHotelSeats(token, soon.id, 'few-left');
      const upcoming = await h.visitor.listUpcomingVenues('Titanic');
      expect(upcoming.find((venue) => venue.id === soon.id)?.availability).toBe('few-left');
      const [change] = await h.manager.listVenueChanges(soon.id);
      expect(change?.actor).toMatch(/^The Grand Hotel/);
      expect((await failureOf(h.visitor.setHotelSeats(token, park.id, 'sold-out'))).kind).toBe('not-found');
      const after = await h.visitor.listUpcomingVenues('Titanic');
      expect(after.find((venue) => venue.id === park.id)?.availability).toBe('on-sale');
    });

    it('opens nothing with a replaced or revoked link', async () => {
      const { soon, hotel, token } = await grandWithLink(h.manager);
      const fresh = tokenOf((await h.manager.sendHotelLink(hotel.id)).url);
      expect((await failureOf(h.visitor.readHotelKit(token))).kind).toBe('not-found');
      await h.manager.revokeHotelLink(hotel.id);
      expect((await failureOf(h.visitor.readHotelKit(fresh))).kind).toBe('not-found');
      expect((await failureOf(h.visitor.setHotelSeats(fresh, soon.id, 'sold-out'))).kind).toBe('not-found');
      expect((await failureOf(h.visitor.sendHotelLink(hotel.id))).kind).toBe('signed-out');
    });
  });
}
