import type { AddressRecords } from '../../src/domain/address-records';
import type { ContactMessage } from '../../src/domain/contact-message';
import type { HostingRequest } from '../../src/domain/hosting-request';
import type { SeatsBackFields } from '../../src/domain/seats-back';
import type { OutboxSummary, Subscriber } from '../../src/domain/subscription';
import type { Venue } from '../../src/domain/venue';

/** What the fake keeps that an address can own (the fake port's own lists). */
export interface FakeAddressLists {
  subscribers: Subscriber[];
  seatsBack: SeatsBackFields[];
  outbox: OutboxSummary['messages'];
  messages: ContactMessage[];
  requests: HostingRequest[];
  venues: Venue[];
}

/** Both stores compare addresses without regard to case (COLLATE NOCASE; Firebase Auth's lower case). */
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The fake's answer to findAddress: everything of `email` in its lists. */
export function fakeAddressRecords(lists: FakeAddressLists, email: string): AddressRecords {
  return {
    email,
    subscriptions: lists.subscribers
      .filter((s) => same(s.email, email))
      .map(({ show, city }) => ({ show, city })),
    seatsBack: lists.seatsBack
      .filter((request) => same(request.email, email))
      .map((request) => {
        const venue = lists.venues.find((v) => v.id === request.listing);
        return {
          listing: request.listing,
          show: venue?.show ?? null,
          hotelName: venue?.hotelName ?? '',
          date: venue?.date ?? '',
          partySize: request.partySize,
          told: false,
        };
      }),
    messages:
      lists.messages.filter((m) => same(m.email, email)).length +
      lists.requests.filter((r) => same(r.venueEmail, email)).length,
    emails: lists.outbox.filter((m) => same(m.to, email)).length,
  };
}

/** The fake's eraseAddress: its lists without `email`. */
export function fakeListsWithout(lists: FakeAddressLists, email: string): Omit<FakeAddressLists, 'venues'> {
  return {
    subscribers: lists.subscribers.filter((s) => !same(s.email, email)),
    seatsBack: lists.seatsBack.filter((request) => !same(request.email, email)),
    outbox: lists.outbox.filter((m) => !same(m.to, email)),
    messages: lists.messages.filter((m) => !same(m.email, email)),
    requests: lists.requests.filter((r) => !same(r.venueEmail, email)),
  };
}
