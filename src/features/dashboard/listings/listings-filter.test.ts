import { describe, expect, it } from 'vitest';
import { buildVenue } from '../../../../tests/builders/dashboard-fakes';
import { citiesOf, filterListings, monthsOf, NO_FILTER } from './listings-filter';

const TODAY = '2027-02-10';
const grand = buildVenue({ hotelName: 'The Grand', city: 'Brighton', date: '2027-02-19' });
const ritz = buildVenue({
  hotelName: 'The Ritz',
  hotelLocation: 'Piccadilly, London',
  city: 'London',
  show: 'JFK',
  date: '2027-02-12',
  soldOut: true,
});
const old = buildVenue({ hotelName: 'Old Mill', city: 'York', date: '2027-01-05' });
const older = buildVenue({ hotelName: 'Older Mill', city: 'York', date: '2026-12-05' });
const march = buildVenue({ hotelName: 'Seaview', city: 'Brighton', date: '2027-03-05' });
const all = [grand, ritz, old, older, march];
const names = (venues: { hotelName: string }[]) => venues.map((venue) => venue.hotelName);

describe('the listings filter', () => {
  it('shows upcoming dates soonest first by default, and past ones most recent first', () => {
    expect(names(filterListings(all, NO_FILTER, TODAY))).toEqual(['The Ritz', 'The Grand', 'Seaview']);
    expect(names(filterListings(all, { ...NO_FILTER, status: 'past' }, TODAY))).toEqual([
      'Old Mill',
      'Older Mill',
    ]);
    expect(filterListings(all, { ...NO_FILTER, status: 'all' }, TODAY)).toHaveLength(5);
  });

  it('finds by hotel or city as typed, whatever the case, every word counting', () => {
    expect(names(filterListings(all, { ...NO_FILTER, search: 'ritz' }, TODAY))).toEqual(['The Ritz']);
    expect(names(filterListings(all, { ...NO_FILTER, search: 'BRIGHT' }, TODAY))).toEqual([
      'The Grand',
      'Seaview',
    ]);
    expect(names(filterListings(all, { ...NO_FILTER, search: 'piccadilly' }, TODAY))).toEqual(['The Ritz']);
    expect(filterListings(all, { ...NO_FILTER, search: 'grand york' }, TODAY)).toEqual([]);
  });

  it('narrows by show, city, month and sold out, together', () => {
    expect(names(filterListings(all, { ...NO_FILTER, show: 'JFK' }, TODAY))).toEqual(['The Ritz']);
    expect(names(filterListings(all, { ...NO_FILTER, city: 'Brighton', month: '2027-03' }, TODAY))).toEqual([
      'Seaview',
    ]);
    expect(names(filterListings(all, { ...NO_FILTER, status: 'sold-out' }, TODAY))).toEqual(['The Ritz']);
  });

  it('offers only the cities and months that have listings, in order', () => {
    expect(citiesOf(all).map(({ label }) => label)).toEqual(['Brighton', 'London', 'York']);
    expect(monthsOf(all)).toEqual([
      { value: '2026-12', label: 'December 2026' },
      { value: '2027-01', label: 'January 2027' },
      { value: '2027-02', label: 'February 2027' },
      { value: '2027-03', label: 'March 2027' },
    ]);
  });
});
