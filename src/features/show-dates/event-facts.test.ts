import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildVenue } from '../../../tests/builders/fake-data-port';
import { eventRichResultProblems } from '../../../tests/builders/event-rich-result';
import { calendarFile } from '../../content/calendar-file';
import { googleCalendarLink, mapLink, shareLinks } from './calendar-links';
import { eventFacts } from '../../content/event-facts';
import { eventStructuredData, structuredDataText } from './event-structured-data';

const ORIGIN = 'https://shows.example.co.uk';
const winter = buildVenue({
  id: 'w1',
  show: 'Titanic',
  hotelName: 'The Grand Hotel',
  hotelLocation: "97-99 King's Road, Brighton BN1 2FW",
  city: 'Brighton',
  date: '2026-12-04',
});
// JFK's usual start is 19:30; this listing has its own.
const summer = buildVenue({
  id: 's1',
  show: 'JFK',
  hotelName: 'Hilton Cardiff',
  city: 'Cardiff',
  date: '2026-07-04',
  startTime: '14:30',
});

function parsedEvent(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe("a date's structured data (Google's Event rich result)", () => {
  it('passes the validator with every field, on both sides of the clock change', () => {
    for (const venue of [winter, summer, { ...winter, soldOut: true, availability: 'sold-out' as const }]) {
      expect(eventRichResultProblems(eventStructuredData(eventFacts(venue, ORIGIN)))).toEqual([]);
    }
  });

  it('starts at the show time in GMT in winter and BST in summer, a listing overriding the show', () => {
    expect(eventStructuredData(eventFacts(winter, ORIGIN))).toMatchObject({
      startDate: '2026-12-04T19:00:00+00:00',
      endDate: '2026-12-04T22:00:00+00:00',
    });
    expect(eventStructuredData(eventFacts(summer, ORIGIN))).toMatchObject({
      startDate: '2026-07-04T14:30:00+01:00',
      endDate: '2026-07-04T16:30:00+01:00',
    });
  });

  it('says sold out, books at the venue, and finds the postcode', () => {
    const data = eventStructuredData(
      eventFacts({ ...winter, soldOut: true, availability: 'sold-out' as const }, ORIGIN),
    );
    expect(data.offers).toEqual({
      '@type': 'Offer',
      url: winter.bookingUrl,
      availability: 'https://schema.org/SoldOut',
    });
    expect(data.location.address).toMatchObject({ postalCode: 'BN1 2FW', addressLocality: 'Brighton' });
    expect(data.url).toBe(`${ORIGIN}/titanic/2026-12-04-the-grand-hotel`);
  });

  it('says a cancelled date is cancelled, a moved one rescheduled from its previous start, few seats limited', () => {
    const cancelled = eventStructuredData(eventFacts({ ...winter, status: 'cancelled' as const }, ORIGIN));
    expect(cancelled.eventStatus).toBe('https://schema.org/EventCancelled');
    const moved = eventStructuredData(
      eventFacts({ ...winter, status: 'rescheduled' as const, previousDate: '2026-11-27' }, ORIGIN),
    );
    expect(moved).toMatchObject({
      eventStatus: 'https://schema.org/EventRescheduled',
      previousStartDate: '2026-11-27T19:00:00+00:00',
    });
    const fewLeft = eventStructuredData(eventFacts({ ...winter, availability: 'few-left' as const }, ORIGIN));
    expect(fewLeft.offers.availability).toBe('https://schema.org/LimitedAvailability');
  });

  it.each([
    'name',
    'startDate',
    'endDate',
    'eventStatus',
    'eventAttendanceMode',
    'location',
    'image',
    'description',
    'offers',
    'organizer',
  ])('the validator fails when %s is missing', (field) => {
    const data = Object.fromEntries(
      Object.entries(eventStructuredData(eventFacts(winter, ORIGIN))).filter(([key]) => key !== field),
    );
    expect(eventRichResultProblems(data)).not.toEqual([]);
  });

  it('the validator fails on a time without the UK offset, or offers without availability', () => {
    const data = eventStructuredData(eventFacts(winter, ORIGIN));
    expect(eventRichResultProblems({ ...data, startDate: '2026-12-04T19:00:00' })).toContain(
      'startDate lacks a UK offset',
    );
    expect(
      eventRichResultProblems({ ...data, offers: { '@type': 'Offer', url: winter.bookingUrl } }),
    ).toContain('offers.availability is not InStock or SoldOut');
  });

  it('cannot be closed early by a hotel name', () => {
    const text = structuredDataText(
      eventStructuredData(eventFacts({ ...winter, hotelName: '</script><b>' }, ORIGIN)),
    );
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).location.name).toBe('</script><b>');
  });
});

describe("a date's calendar file (RFC 5545)", () => {
  it('parses, with the local start in winter (GMT) and in summer (BST)', () => {
    const cases = [
      {
        venue: winter,
        local: '2026-12-04T19:00:00',
        utc: '2026-12-04T19:00:00.000Z',
        end: '2026-12-04T22:00:00.000Z',
      },
      {
        venue: summer,
        local: '2026-07-04T14:30:00',
        utc: '2026-07-04T13:30:00.000Z',
        end: '2026-07-04T15:30:00.000Z',
      },
    ];
    for (const { venue, local, utc, end } of cases) {
      const { event, vevent } = parsedEvent(calendarFile(venue, eventFacts(venue, ORIGIN)));
      expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/London');
      expect(event.startDate.toString()).toBe(local);
      expect(event.startDate.toJSDate().toISOString()).toBe(utc);
      expect(event.endDate.toJSDate().toISOString()).toBe(end);
    }
  });

  it('says what, where and which page, with a UID that survives edits and a UTC stamp', () => {
    const text = calendarFile(winter, eventFacts(winter, ORIGIN));
    const { calendar, event, vevent } = parsedEvent(text);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/London');
    expect(event.summary).toBe('The Queen of the Ocean at The Grand Hotel, Brighton');
    expect(event.location).toBe("The Grand Hotel, 97-99 King's Road, Brighton BN1 2FW");
    expect(vevent.getFirstPropertyValue('url')).toBe(`${ORIGIN}/titanic/2026-12-04-the-grand-hotel`);
    expect(event.description).toContain(`Book with the venue: ${winter.bookingUrl}`);
    expect(event.uid).toBe('w1@shows.example.co.uk');
    expect(text).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r$/m);

    const renamed = { ...winter, hotelName: 'The Grand Brighton', date: '2026-12-05' };
    const { event: renamedEvent } = parsedEvent(calendarFile(renamed, eventFacts(renamed, ORIGIN)));
    expect(renamedEvent.uid).toBe(event.uid);
    // A hotel named with its town is not followed by it again.
    expect(renamedEvent.summary).toBe('The Queen of the Ocean at The Grand Brighton');
    expect(calendarFile(winter, eventFacts(winter, ORIGIN))).toBe(text);
  });
});

describe('calendar, map and share links', () => {
  const facts = eventFacts(winter, ORIGIN);

  it("fill in Google Calendar's event page in UTC with London as the zone", () => {
    const url = new URL(googleCalendarLink(facts));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('dates')).toBe('20261204T190000Z/20261204T220000Z');
    expect(url.searchParams.get('text')).toBe(facts.name);
    expect(url.searchParams.get('ctz')).toBe('Europe/London');
  });

  it('search the map for the hotel and its address', () => {
    expect(new URL(mapLink(facts)).searchParams.get('query')).toBe(
      "The Grand Hotel, 97-99 King's Road, Brighton BN1 2FW",
    );
  });

  it("share the page's address everywhere", () => {
    for (const link of shareLinks(facts, 'Friday 4 December 2026')) {
      expect(decodeURIComponent(link.href)).toContain(facts.pageUrl);
    }
  });
});
