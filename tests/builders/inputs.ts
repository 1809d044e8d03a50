import type { ContactMessageInput } from '../../src/domain/contact-message';
import { todayInLondon } from '../../src/domain/dates';
import type { HostingRequestInput } from '../../src/domain/hosting-request';
import type { HotelInput } from '../../src/domain/hotel';
import type { SubscriptionInput } from '../../src/domain/subscription';
import type { VenueInput } from '../../src/domain/venue';

/** The ISO day `days` after today in London (negative: before). */
export function daysFromToday(days: number, now: Date = new Date()): string {
  const [y, m, d] = todayInLondon(now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A valid listing a month ahead; override what the test is about. */
export function aVenueInput(overrides: Partial<VenueInput> = {}): VenueInput {
  return {
    show: 'Titanic',
    hotelName: 'The Grand Hotel',
    hotelLocation: "97-99 King's Road, Brighton BN1 2FW",
    city: 'Brighton',
    date: daysFromToday(30),
    bookingUrl: 'https://tickets.example.co.uk/titanic/brighton',
    soldOut: false,
    ...overrides,
  };
}

export function aHostingRequestInput(overrides: Partial<HostingRequestInput> = {}): HostingRequestInput {
  return {
    shows: ['JFK'],
    contactName: 'Rhian Evans',
    venueName: 'The Old Rectory',
    venueLink: 'https://old-rectory.example.co.uk',
    venueEmail: 'events@old-rectory.example.co.uk',
    venueNumber: '01792 123456',
    venueMessage: 'We seat 120 in the ballroom.',
    ...overrides,
  };
}

export function aContactMessageInput(overrides: Partial<ContactMessageInput> = {}): ContactMessageInput {
  return {
    name: 'Eleanor Hughes',
    email: 'eleanor@example.co.uk',
    phone: '07700 900123',
    message: 'Do you cater for vegans?',
    ...overrides,
  };
}

export function aSubscriptionInput(overrides: Partial<SubscriptionInput> = {}): SubscriptionInput {
  return {
    email: 'ada@example.co.uk',
    show: 'Titanic',
    city: 'Cardiff',
    consent: true,
    page: '/titanic',
    ...overrides,
  };
}

/** A hotel as a manager saves it, step-free with a portable loop; override what the test is about. */
export function aHotelInput(overrides: Partial<HotelInput> = {}): HotelInput {
  return {
    name: 'The Park Hotel',
    address: 'Park Place, Cardiff CF10 3UD',
    city: 'Cardiff',
    mapUrl: 'https://www.openstreetmap.org/?mlat=51.48&mlon=-3.17',
    accessContact: 'Front desk, 029 2000 0000',
    access: { stepFree: 'yes', hearingLoop: 'portable' },
    dietary: 'Vegan and gluten-free menus on request.',
    accessNotes: '',
    ...overrides,
  };
}
