import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DataPort } from '../../src/data/port';
import { aHotelInput, aVenueInput, daysFromToday } from '../builders/inputs';
import { failureOf, type DataPortHarness } from './data-port-harness';

const GRAND = { hotelName: 'The Grand Hotel', city: 'Brighton' } as const;
const PARK = { hotelName: 'The Park Hotel', hotelLocation: 'Park Place, Cardiff', city: 'Cardiff' } as const;
const CONTACT = { name: 'Ada Events', email: 'events@grand.example.test' };

/** The token at the end of the link the manager was given (e-mail is off in the embedded harnesses). */
const tokenOf = (url: string | undefined) => url?.split('/').pop() ?? '';

/**
 * What a harness adds where the hotel's link goes out only by e-mail and its seats need the contact signed
 * in (hosted): the token from the e-mail written, and the port as the signed-in contact.
 */
export interface HotelKitHarness extends DataPortHarness {
  /** The token of the hotel's link as its e-mail carries it; without it, the link the manager was shown. */
  sentToken?: (hotelId: string) => Promise<string>;
  /** The port as the hotel's contact (CONTACT), signed in; without it, the visitor holding the link. */
  contact?: DataPort;
}

export const HOTEL_CONTACT = CONTACT;

/** The Grand with two upcoming dates, a past one, the Park's date beside it, and a link sent to its contact. */
export async function grandWithLink(h: HotelKitHarness) {
  const manager = h.manager;
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
  const token = h.sentToken ? await h.sentToken(hotel.id) : tokenOf(sent.url);
  return { soon, later, park, hotel, sent, token };
}

/**
 * Hotels' kit (issue 39): the manager sends a hotel its private link; whoever holds it sees that hotel's
 * upcoming dates only and may mark their seats, nothing else; a replaced or revoked link opens nothing.
 * Run by every adapter: the fake, the embedded server, and the Firestore one (where the link goes out by
 * e-mail only and the seats need the contact signed in: HotelKitHarness).
 */
export function describeHotelKitContract(name: string, makeHarness: () => Promise<HotelKitHarness>): void {
  describe(`hotels' kit contract: ${name}`, () => {
    let h: HotelKitHarness;
    beforeAll(async () => {
      h = await makeHarness();
    });
    afterAll(() => h?.close());
    beforeEach(() => h.reset());

    it('opens the hotel’s upcoming dates only, and the manager sees when it was opened', async () => {
      const { soon, later, hotel, sent, token } = await grandWithLink(h);
      const emailed = h.sentToken !== undefined;
      expect(sent).toMatchObject({ emailed, link: { sentTo: CONTACT.email, emailed, lastOpenedAt: null } });
      const kit = await h.visitor.readHotelKit(token);
      // The hotel's own id: its widget's snippet, on the same page, carries it.
      expect(kit.hotel).toMatchObject({ id: hotel.id, name: GRAND.hotelName, contactName: CONTACT.name });
      expect(kit.dates.map((date) => date.id)).toEqual([soon.id, later.id]);
      const listed = (await h.manager.listHotels()).find((other) => other.id === hotel.id);
      expect(listed?.link?.lastOpenedAt).toEqual(expect.any(String));
      // Kept with the link: the list says "made, not e-mailed" as long as the link lives, not only once.
      expect(listed?.link?.emailed).toBe(emailed);
    });

    it('lets the hotel mark its own date few left, which visitors see, and refuses another hotel’s', async () => {
      const { soon, park, token } = await grandWithLink(h);
      const hotel = h.contact ?? h.visitor;
      await hotel.setHotelSeats(token, soon.id, 'few-left');
      const upcoming = await h.visitor.listUpcomingVenues('Titanic');
      expect(upcoming.find((venue) => venue.id === soon.id)?.availability).toBe('few-left');
      // The words the hotel copies say it too, as the date's pictures do.
      const kit = await h.visitor.readHotelKit(token);
      expect(kit.dates.find((date) => date.id === soon.id)?.texts.short).toMatch(/\. Few seats left\.$/);
      const [change] = await h.manager.listVenueChanges(soon.id);
      expect(change?.actor).toMatch(/^The Grand Hotel/);
      expect((await failureOf(hotel.setHotelSeats(token, park.id, 'sold-out'))).kind).toBe('not-found');
      const after = await h.visitor.listUpcomingVenues('Titanic');
      expect(after.find((venue) => venue.id === park.id)?.availability).toBe('on-sale');
    });

    it('gives the files its kit names to whoever holds the link, and nothing once the link is replaced', async () => {
      const { soon, hotel, token } = await grandWithLink(h);
      const kit = await h.visitor.readHotelKit(token);
      const files = kit.dates.find((date) => date.id === soon.id)?.files ?? {};
      // Hosted, the hotel's browser draws the files (MakeKitFiles): its kit names none to read.
      expect(Object.keys(files).length > 0).toBe(h.sentToken === undefined);
      if (files['share.jpg'])
        expect((await h.visitor.readHotelKitFile(files['share.jpg'])).size).toBeGreaterThan(0);
      await h.manager.sendHotelLink(hotel.id);
      for (const url of Object.values(files)) {
        expect((await failureOf(h.visitor.readHotelKitFile(url))).kind, url).toBe('not-found');
      }
    });

    it('opens nothing with a replaced or revoked link', async () => {
      const { soon, hotel, token } = await grandWithLink(h);
      const resent = await h.manager.sendHotelLink(hotel.id);
      const fresh = h.sentToken ? await h.sentToken(hotel.id) : tokenOf(resent.url);
      expect((await failureOf(h.visitor.readHotelKit(token))).kind).toBe('not-found');
      await h.manager.revokeHotelLink(hotel.id);
      expect((await failureOf(h.visitor.readHotelKit(fresh))).kind).toBe('not-found');
      expect((await failureOf((h.contact ?? h.visitor).setHotelSeats(fresh, soon.id, 'sold-out'))).kind).toBe(
        'not-found',
      );
      expect((await failureOf(h.visitor.sendHotelLink(hotel.id))).kind).toBe('signed-out');
    });
  });
}
