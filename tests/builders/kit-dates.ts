import type { KitDate } from '../../src/domain/hotel-kit';

/** A date for the hotels' kit: a Friday in December at a Brighton hotel, on sale; override what the test is about. */
export function aKitDate(overrides: Partial<KitDate> = {}): KitDate {
  return {
    show: 'Titanic',
    hotelName: 'The Grand Brighton',
    hotelLocation: "97-99 King's Road, Brighton BN1 2FW",
    city: 'Brighton',
    date: '2026-12-04',
    status: 'scheduled',
    availability: 'on-sale',
    bookingUrl: 'https://tickets.example.co.uk/titanic/brighton',
    pageUrl: 'https://shows.example.org/titanic/2026-12-04-the-grand-brighton',
    ...overrides,
  };
}
