import { expect } from 'vitest';
import type { Venue, VenueInput } from '../../src/domain/venue';
import { aVenueInput, daysFromToday } from '../../tests/builders/inputs';
import { linkIn, tokenOf } from './mail-links';
import type { MailingApp } from './mailing-app';

/** The sold-out date the seats-back route tests ask about. */
export const SOLD_OUT: VenueInput = aVenueInput({
  show: 'JFK',
  city: 'York',
  hotelName: 'The Principal',
  date: daysFromToday(20),
  availability: 'sold-out',
  bookingUrl: 'https://tickets.example.co.uk/jfk/york',
});

/** A visitor's "tell me if seats come back" on `venue`, through the public route. */
export const askSeatsBack = (
  server: MailingApp,
  venue: Venue,
  email: string,
  partySize: number | string = 2,
  extra: object = {},
) =>
  server.t.app.inject({
    method: 'POST',
    url: '/api/seats-back',
    payload: { email, listing: venue.id, partySize, consent: true, page: '/jfk/x', ...extra },
  });

/** Asks and confirms with the link in the confirmation e-mail (its links on `site`), as a person would. */
export async function askSeatsBackAndConfirm(
  server: MailingApp,
  site: string,
  venue: Venue,
  email: string,
  partySize: number,
) {
  const before = server.inbox.received.length;
  expect((await askSeatsBack(server, venue, email, partySize)).json()).toEqual({
    outcome: 'confirmation-sent',
  });
  const [mail] = (await server.inbox.waitFor(before + 1)).slice(before);
  expect(mail?.to).toEqual([email]);
  const path = linkIn(mail, 'Yes, tell me if seats come back', site);
  expect(path).toMatch(/^\/subscribe\/confirm\?token=/);
  const confirm = await server.t.app.inject({
    method: 'GET',
    url: `/api/subscriptions/confirm?token=${tokenOf(path)}`,
  });
  expect(confirm.json()).toEqual({ confirmed: true });
}
