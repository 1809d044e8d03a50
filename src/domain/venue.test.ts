import { describe, expect, it } from 'vitest';
import { fail } from '../../tests/builders/fail';
import { safeHttpUrl } from './url';
import { fieldErrors } from './validation';
import { venueInputSchema } from './venue';

const good = {
  show: 'Titanic',
  hotelName: 'The Grand Hotel',
  hotelLocation: 'King Street, Brighton',
  city: 'Brighton',
  date: '2030-05-17',
  bookingUrl: 'https://tickets.example.com/grand',
};

describe('venueInputSchema', () => {
  it('accepts a complete listing, trimming text, scheduled, on sale and with no extras unless told otherwise', () => {
    const parsed = venueInputSchema.parse({ ...good, hotelName: '  The Grand Hotel ' });
    expect(parsed).toEqual({
      ...good,
      status: 'scheduled',
      availability: 'on-sale',
      soldOut: false,
      extras: [],
    });
  });

  it("keeps a date's extras once each, in the site's order, and refuses an unknown one by its place", () => {
    const parsed = venueInputSchema.parse({ ...good, extras: ['captioned', 'relaxed', 'captioned'] });
    expect(parsed.extras).toEqual(['relaxed', 'captioned']);
    const result = venueInputSchema.safeParse({ ...good, extras: ['relaxed', 'signed'] });
    expect(fieldErrors(result.error ?? fail())).toEqual({
      'extras.1': 'Choose relaxed, BSL-interpreted or captioned',
    });
  });

  it("reads an older caller's sold-out flag as availability, and lets availability win over it", () => {
    expect(venueInputSchema.parse({ ...good, soldOut: true })).toMatchObject({
      availability: 'sold-out',
      soldOut: true,
    });
    expect(venueInputSchema.parse({ ...good, soldOut: true, availability: 'few-left' })).toMatchObject({
      availability: 'few-left',
      soldOut: false,
    });
  });

  it('refuses a status or availability outside the lists, naming each', () => {
    const result = venueInputSchema.safeParse({ ...good, status: 'late', availability: 'lots' });
    expect(fieldErrors(result.error ?? fail())).toEqual({
      status: 'Choose scheduled, cancelled, postponed or rescheduled',
      availability: 'Choose on sale, few left or sold out',
    });
  });

  it('gives one message per bad field', () => {
    const result = venueInputSchema.safeParse({
      ...good,
      show: 'Hamlet',
      hotelName: ' ',
      city: 'Cheltnam',
      date: '2030-02-30',
      bookingUrl: 'javascript:alert(1)',
    });
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error ?? fail());
    expect(errors).toEqual({
      show: 'Choose a show',
      hotelName: 'Hotel name is required',
      city: 'Choose a city from the list',
      date: 'Show date must be a real date (YYYY-MM-DD)',
      bookingUrl: 'Booking link must be a web address starting with https:// or http://',
    });
  });

  it('caps the size of text fields', () => {
    const result = venueInputSchema.safeParse({ ...good, hotelName: 'x'.repeat(121) });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error ?? fail()).hotelName).toBe('Hotel name must be at most 120 characters');
  });
});

describe('safeHttpUrl', () => {
  it('takes a booking link typed without https:// as https, and nothing else without a scheme', () => {
    const bookingUrl = (typed: string) => venueInputSchema.safeParse({ ...good, bookingUrl: typed });
    expect(bookingUrl(' hotel.co.uk/book?show=titanic ').data?.bookingUrl).toBe(
      'https://hotel.co.uk/book?show=titanic',
    );
    expect(bookingUrl('www.eventbrite.co.uk').data?.bookingUrl).toBe('https://www.eventbrite.co.uk');
    expect(bookingUrl('http://hotel.co.uk').data?.bookingUrl).toBe('http://hotel.co.uk');
    for (const typed of ['javascript:alert(1)', 'not a url', 'localhost/book', '/relative'])
      expect(bookingUrl(typed).success, typed).toBe(false);
  });

  it('keeps http and https links', () => {
    expect(safeHttpUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeHttpUrl('http://example.com')).toBe('http://example.com/');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>',
    'vbscript:x',
    '/relative',
    'not a url',
    '',
    null,
  ])('refuses %s', (value) => {
    expect(safeHttpUrl(value)).toBeNull();
  });
});
