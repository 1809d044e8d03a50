import { describe, expect, it } from 'vitest';
import { listingNews, reviseListing } from './listing-revision';
import type { Venue } from './venue';
import { settleAvailability } from './listing-state';

const NOW = new Date('2030-03-01T12:00:00Z');

const venue = (over: Partial<Venue> = {}): Venue => ({
  id: 'v1',
  createdAt: '2030-01-01T00:00:00.000Z',
  show: 'Titanic',
  hotelName: 'The Grand',
  hotelLocation: 'Promenade, Cardiff',
  city: 'Cardiff',
  date: '2030-04-10',
  bookingUrl: 'https://tickets.example.co.uk/grand',
  status: 'scheduled',
  extras: [],
  sequence: 0,
  ...over,
  ...settleAvailability(over),
});

describe('reviseListing', () => {
  it('records the date a moved listing had, marks it rescheduled and raises the sequence', () => {
    const after = reviseListing(venue({ sequence: 2 }), venue({ date: '2030-04-17' }));
    expect(after).toMatchObject({ status: 'rescheduled', previousDate: '2030-04-10', sequence: 3 });
  });

  it('gives a postponed date its new day as rescheduled, and keeps a cancelled one cancelled', () => {
    const postponed = venue({ status: 'postponed' });
    expect(reviseListing(postponed, { ...postponed, date: '2030-05-01' })).toMatchObject({
      status: 'rescheduled',
    });
    expect(reviseListing(venue(), venue({ date: '2030-05-01', status: 'cancelled' }))).toMatchObject({
      status: 'cancelled',
      previousDate: '2030-04-10',
    });
  });

  it('keeps the sequence when nothing changed, and drops the previous date once no longer moved', () => {
    const moved = venue({ status: 'rescheduled', previousDate: '2030-04-03', sequence: 4 });
    expect(reviseListing(moved, moved)).toMatchObject({ previousDate: '2030-04-03', sequence: 4 });
    const back = reviseListing(moved, { ...moved, status: 'scheduled' });
    expect(back.previousDate).toBeUndefined();
    expect(back.sequence).toBe(5);
  });
});

describe('listingNews', () => {
  it('tells of a new bookable date, and of one back on sale or back on', () => {
    expect(listingNews(null, venue(), NOW)).toBe('new-date');
    expect(listingNews(null, venue({ soldOut: true }), NOW)).toBeNull();
    expect(listingNews(venue({ availability: 'sold-out' }), venue(), NOW)).toBe('new-date');
    expect(listingNews(venue({ status: 'cancelled' }), venue(), NOW)).toBe('new-date');
  });

  it('tells of a cancellation, a postponement and a move, once each', () => {
    expect(listingNews(venue(), venue({ status: 'cancelled' }), NOW)).toBe('cancelled');
    expect(listingNews(venue({ status: 'cancelled' }), venue({ status: 'cancelled' }), NOW)).toBeNull();
    expect(listingNews(venue(), venue({ status: 'postponed' }), NOW)).toBe('postponed');
    expect(listingNews(venue(), venue({ date: '2030-04-17', status: 'rescheduled' }), NOW)).toBe('moved');
    expect(listingNews(venue(), venue({ availability: 'few-left' }), NOW)).toBeNull();
  });

  it('says nothing of a past date', () => {
    expect(
      listingNews(venue({ date: '2030-02-01' }), venue({ date: '2030-02-01', status: 'cancelled' }), NOW),
    ).toBeNull();
  });
});
