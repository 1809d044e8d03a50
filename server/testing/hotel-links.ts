import { expect } from 'vitest';
import type { HotelWithDates } from '../../src/domain/hotel';
import { HOTEL_KIT_PATH } from '../../src/domain/paths';
import { aHotelInput, aVenueInput, daysFromToday } from '../../tests/builders/inputs';
import { linkIn } from './mail-links';
import type { MailingApp } from './mailing-app';

/** The hotel's contact the tests send links to. */
export const CONTACT = { name: 'Ada Events', email: 'events@grand.example.test' };

export async function hotelNamed(server: MailingApp, name: string): Promise<HotelWithDates> {
  const hotels = (
    await server.t.app.inject({ method: 'GET', url: '/api/hotels', headers: { cookie: server.cookie } })
  ).json<HotelWithDates[]>();
  const hotel = hotels.find((candidate) => candidate.name === name);
  if (!hotel) throw new Error(`no hotel ${name} in ${hotels.map((h) => h.name).join(', ')}`);
  return hotel;
}

/** Gives the hotel its contact, as the manager's form saves it (the rest of its details as they are). */
export async function giveContact(server: MailingApp, hotel: HotelWithDates, contact = CONTACT) {
  const response = await server.t.app.inject({
    method: 'PUT',
    url: `/api/hotels/${hotel.id}`,
    headers: { cookie: server.cookie },
    payload: aHotelInput({ name: hotel.name, address: hotel.address, city: hotel.city, contact }),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Sends the hotel its link as the manager does and returns the token from the e-mail that arrived. */
export async function sendLink(server: MailingApp, site: string, hotelId: string): Promise<string> {
  const [mail] = await server.sentAfter(async () => {
    const response = await server.t.app.inject({
      method: 'POST',
      url: `/api/hotels/${hotelId}/link`,
      headers: { cookie: server.cookie },
    });
    expect(response.statusCode, response.body).toBe(201);
  });
  const path = linkIn(mail, 'Open your dates and kit', site);
  expect(path.startsWith(`${HOTEL_KIT_PATH}/`)).toBe(true);
  return path.slice(HOTEL_KIT_PATH.length + 1);
}

export const GRAND = { hotelName: 'The Grand Hotel', city: 'Brighton' } as const;
const PARK = { hotelName: 'The Park Hotel', hotelLocation: 'Park Place, Cardiff', city: 'Cardiff' } as const;

/** The Grand with two upcoming dates and a past one, the Park with one; the Grand's link sent. */
export async function grandWithLinkOn(server: MailingApp, site: string) {
  const { t, cookie } = server;
  const soon = await t.createVenue(cookie, aVenueInput({ ...GRAND, date: daysFromToday(10) }));
  const later = await t.createVenue(cookie, aVenueInput({ ...GRAND, show: 'JFK', date: daysFromToday(40) }));
  const past = await t.createVenue(cookie, aVenueInput({ ...GRAND, date: daysFromToday(-3) }));
  const park = await t.createVenue(cookie, aVenueInput({ ...PARK, date: daysFromToday(12) }));
  const hotel = await hotelNamed(server, GRAND.hotelName);
  await giveContact(server, hotel);
  const token = await sendLink(server, site, hotel.id);
  return { soon, later, past, park, hotel, token };
}
