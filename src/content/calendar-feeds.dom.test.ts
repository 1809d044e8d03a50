import { describe, expect, it } from 'vitest';
import { newDatesFeed, NEW_DATES_IN_FEED } from './calendar-feeds';
import { datePagePath } from '../domain/date-page-paths';
import { NEW_DATES_FEED_PATH } from '../domain/feed-paths';
import type { Venue } from '../domain/venue';

const ORIGIN = 'https://shows.example.co.uk';
const ATOM = 'http://www.w3.org/2005/Atom';

function aListing(n: number, overrides: Partial<Venue> = {}): Venue {
  return {
    id: `listing-${n}`,
    show: 'Titanic',
    hotelName: `Hotel ${n}`,
    hotelLocation: 'Park Place, Cardiff CF10 3UD',
    city: 'Cardiff',
    date: `2030-01-${String((n % 28) + 1).padStart(2, '0')}`,
    bookingUrl: 'https://tickets.example.co.uk/titanic',
    status: 'scheduled',
    extras: [],
    availability: 'on-sale',
    soldOut: false,
    sequence: 0,
    createdAt: new Date(Date.UTC(2029, 0, 1) + n * 3_600_000).toISOString(),
    ...overrides,
  };
}

function parse(xml: string) {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.querySelector('parsererror')).toBeNull();
  const feed = document.documentElement;
  const children = (parent: Element, name: string) =>
    [...parent.children].filter((element) => element.namespaceURI === ATOM && element.localName === name);
  const text = (parent: Element, name: string) => children(parent, name)[0]?.textContent ?? null;
  return { feed, children, text };
}

describe('the Atom feed of new dates (RFC 4287)', () => {
  it('has the elements a feed and each entry must have, newest announcement first', () => {
    const listings = [aListing(1), aListing(3), aListing(2)];
    const { feed, children, text } = parse(newDatesFeed(listings, ORIGIN));
    expect(feed.namespaceURI).toBe(ATOM);
    expect(feed.localName).toBe('feed');
    expect(text(feed, 'id')).toBe(`${ORIGIN}${NEW_DATES_FEED_PATH}`);
    expect(text(feed, 'title')).toBe('The Queen of the Ocean: new dates');
    expect(text(feed, 'updated')).toBe(aListing(3).createdAt);
    expect(children(feed, 'author')).toHaveLength(1);
    const self = children(feed, 'link').find((link) => link.getAttribute('rel') === 'self');
    expect(self?.getAttribute('href')).toBe(`${ORIGIN}${NEW_DATES_FEED_PATH}`);

    const entries = children(feed, 'entry');
    expect(entries.map((entry) => text(entry, 'id'))).toEqual(
      [3, 2, 1].map((n) => `tag:shows.example.co.uk,2024:listing:listing-${n}`),
    );
    for (const [index, entry] of entries.entries()) {
      const listing = aListing([3, 2, 1][index] as number);
      expect(text(entry, 'updated')).toBe(listing.createdAt);
      expect(children(entry, 'link')[0]?.getAttribute('href')).toBe(`${ORIGIN}${datePagePath(listing)}`);
      expect(text(entry, 'title')).toContain(`at ${listing.hotelName}, Cardiff`);
    }
  });

  it("names each entry's weekday, and its evening's start and finish in its summary", () => {
    const { feed, children, text } = parse(newDatesFeed([aListing(3)], ORIGIN));
    const [entry] = children(feed, 'entry');
    // aListing(3) is on 2030-01-04; Titanic starts at 7 pm and lasts three hours.
    expect(text(entry as Element, 'title')).toBe(
      'The Queen of the Ocean at Hotel 3, Cardiff, Friday 4 January 2030',
    );
    expect(text(entry as Element, 'summary')).toBe(
      'Friday 4 January 2030, 7 pm to 10 pm, at Park Place, Cardiff CF10 3UD.',
    );
  });

  it('escapes a hotel name as the HTML its entries are declared to be, and keeps only the newest dates', () => {
    const many = Array.from({ length: NEW_DATES_IN_FEED + 5 }, (_, n) => aListing(n));
    const odd = aListing(999, { hotelName: 'Bed & <Board>' });
    const { feed, children, text } = parse(newDatesFeed([...many, odd], ORIGIN));
    const entries = children(feed, 'entry');
    expect(entries).toHaveLength(NEW_DATES_IN_FEED);
    const title = text(entries[0] as Element, 'title') ?? '';
    expect(children(entries[0] as Element, 'title')[0]?.getAttribute('type')).toBe('html');
    // As HTML, the title reads back as the hotel's name.
    const shown = new DOMParser().parseFromString(title, 'text/html').body.textContent;
    expect(shown).toContain('at Bed & <Board>, Cardiff');
  });

  it('is the same bytes for the same listings, and a valid feed with none', () => {
    expect(newDatesFeed([aListing(1)], ORIGIN)).toBe(newDatesFeed([aListing(1)], ORIGIN));
    const { feed, children, text } = parse(newDatesFeed([], ORIGIN));
    expect(children(feed, 'entry')).toHaveLength(0);
    expect(text(feed, 'updated')).toBe('1970-01-01T00:00:00.000Z');
  });
});
