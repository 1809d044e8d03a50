import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failureOf, type DataPortHarness } from './data-port-harness';
import { datePagesContract } from './date-pages-contract';
import { listingToolsContract } from './listing-tools-contract';
import { venueGroupsContract } from './venue-groups-contract';
import { inboxContract } from './inbox-contract';
import { insightsContract } from './insights-contract';
import { listingStatusContract } from './listing-status-contract';
import { performanceExtrasContract } from './performance-extras-contract';
import { siteContentContract } from './site-content-contract';
import { hotelsContract } from './hotels-contract';
import { aContactMessageInput, aHostingRequestInput, aVenueInput, daysFromToday } from '../builders/inputs';

// Submissions stored within the same millisecond have no "newest"; a short pause keeps the order meaningful.
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/**
 * The behaviour every DataPort adapter owes the pages, in domain words only (no HTTP, no Firestore), so the
 * same cases run against the embedded server and against the Firestore emulator.
 */
export function describeDataPortContract(name: string, makeHarness: () => Promise<DataPortHarness>): void {
  describe(`DataPort contract: ${name}`, () => {
    let h: DataPortHarness;
    beforeAll(async () => {
      h = await makeHarness();
    });
    afterAll(() => h?.close());
    beforeEach(() => h.reset());

    describe('listings', () => {
      it('shows a created listing to visitors, upcoming ones only, in date order', async () => {
        const later = await h.manager.createVenue(
          aVenueInput({ hotelName: 'Later', date: daysFromToday(90) }),
        );
        const sooner = await h.manager.createVenue(
          aVenueInput({ hotelName: 'Sooner', date: daysFromToday(3) }),
        );
        const today = await h.manager.createVenue(
          aVenueInput({ hotelName: 'Today', date: daysFromToday(0) }),
        );
        await h.manager.createVenue(aVenueInput({ hotelName: 'Past', date: daysFromToday(-1) }));
        await h.manager.createVenue(aVenueInput({ show: 'Scrooge', hotelName: 'Other show' }));

        expect(sooner).toMatchObject({
          ...aVenueInput({ hotelName: 'Sooner', date: daysFromToday(3) }),
          id: expect.any(String),
        });
        const listed = await h.visitor.listUpcomingVenues('Titanic');
        expect(listed.map((v) => v.id)).toEqual([today.id, sooner.id, later.id]);
      });

      it('lists every listing, past ones included, to managers in date order', async () => {
        const past = await h.manager.createVenue(aVenueInput({ date: daysFromToday(-10) }));
        const future = await h.manager.createVenue(aVenueInput({ show: 'JFK', date: daysFromToday(10) }));
        expect((await h.manager.listAllVenues()).map((v) => v.id)).toEqual([past.id, future.id]);
      });

      it('keeps a listing sold out as its own status', async () => {
        await h.manager.createVenue(aVenueInput({ soldOut: true, city: 'Leeds' }));
        expect(await h.visitor.listUpcomingVenues('Titanic')).toMatchObject([
          { soldOut: true, city: 'Leeds' },
        ]);
      });

      it('updates only the chosen listing, even when another shares its date', async () => {
        const date = daysFromToday(14);
        const chosen = await h.manager.createVenue(aVenueInput({ hotelName: 'Chosen', date }));
        const neighbour = await h.manager.createVenue(aVenueInput({ hotelName: 'Neighbour', date }));

        const updated = await h.manager.updateVenue(
          chosen.id,
          aVenueInput({ hotelName: 'Changed', date, soldOut: true }),
        );
        expect(updated).toMatchObject({ id: chosen.id, hotelName: 'Changed', soldOut: true });
        const listed = await h.visitor.listUpcomingVenues('Titanic');
        expect(listed.find((v) => v.id === neighbour.id)).toMatchObject({
          hotelName: 'Neighbour',
          soldOut: false,
        });
        expect(listed.find((v) => v.id === chosen.id)).toMatchObject({ hotelName: 'Changed' });
      });

      it('deletes only the chosen listing', async () => {
        const keep = await h.manager.createVenue(aVenueInput({ hotelName: 'Keep' }));
        const remove = await h.manager.createVenue(
          aVenueInput({ hotelName: 'Keep', date: daysFromToday(31) }),
        );
        await h.manager.deleteVenue(remove.id);
        expect((await h.manager.listAllVenues()).map((v) => v.id)).toEqual([keep.id]);
      });

      it('reports a listing that is gone as not found, on update and on delete', async () => {
        const gone = await h.manager.createVenue(aVenueInput());
        await h.manager.deleteVenue(gone.id);
        expect((await failureOf(h.manager.updateVenue(gone.id, aVenueInput()))).kind).toBe('not-found');
        expect((await failureOf(h.manager.deleteVenue(gone.id))).kind).toBe('not-found');
      });

      it('rejects invalid input with a message per field', async () => {
        const failure = await failureOf(
          h.manager.createVenue(aVenueInput({ hotelName: '', date: '2025-02-30' })),
        );
        expect(failure.kind).toBe('invalid');
        expect(Object.keys(failure.fields).sort()).toEqual(['date', 'hotelName']);
        expect(await h.manager.listAllVenues()).toEqual([]);
      });

      it('refuses a javascript: booking link', async () => {
        const failure = await failureOf(
          h.manager.createVenue(aVenueInput({ bookingUrl: 'javascript:alert(1)' })),
        );
        expect(failure.kind).toBe('invalid');
        expect(failure.fields).toHaveProperty('bookingUrl');
      });

      it('lets a visitor neither list every listing nor change any', async () => {
        const venue = await h.manager.createVenue(aVenueInput());
        const refusals = await Promise.all([
          failureOf(h.visitor.listAllVenues()),
          failureOf(h.visitor.createVenue(aVenueInput())),
          failureOf(h.visitor.updateVenue(venue.id, aVenueInput({ hotelName: 'Hijacked' }))),
          failureOf(h.visitor.deleteVenue(venue.id)),
        ]);
        for (const refusal of refusals) expect(['signed-out', 'forbidden']).toContain(refusal.kind);
        expect(await h.visitor.listUpcomingVenues('Titanic')).toEqual([venue]);
      });
    });

    describe('a date that changes', () => listingStatusContract(() => h));
    describe("a date's extras", () => performanceExtrasContract(() => h));
    describe('hotels', () => hotelsContract(() => h));
    describe("What's on and date pages", () => datePagesContract(() => h));
    describe("The manager's listing tools", () => listingToolsContract(() => h));
    describe("A run's dates and a selection", () => venueGroupsContract(() => h));
    describe('the inbox', () => inboxContract(() => h));
    describe('insights', () => insightsContract(() => h));
    describe('site content', () => siteContentContract(() => h));

    describe('submissions', () => {
      it('takes hosting requests from visitors and lists them to managers newest first', async () => {
        await h.visitor.submitHostingRequest(aHostingRequestInput({ venueName: 'First' }));
        await tick();
        await h.visitor.submitHostingRequest(aHostingRequestInput({ venueName: 'Second', venueLink: '' }));
        const { items: requests, total } = await h.manager.listHostingRequests();
        expect(requests.map((r) => r.venueName)).toEqual(['Second', 'First']);
        expect(total).toBe(2);
        expect(requests[1]).toMatchObject({
          ...aHostingRequestInput({ venueName: 'First' }),
          id: expect.any(String),
        });
      });

      it('takes contact messages from visitors and lists them to managers newest first', async () => {
        await h.visitor.submitContactMessage(aContactMessageInput({ name: 'Older' }));
        await tick();
        await h.visitor.submitContactMessage(aContactMessageInput({ name: 'Newer' }));
        expect((await h.manager.listContactMessages()).items.map((m) => m.name)).toEqual(['Newer', 'Older']);
      });

      it('pages manager lists: each submission once, newest first, with the total', async () => {
        for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) {
          await h.visitor.submitContactMessage(aContactMessageInput({ name }));
          await tick();
        }
        const names: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const page = await h.manager.listContactMessages({ limit: 2, cursor });
          expect(page.total).toBe(5);
          expect(page.items.length).toBeLessThanOrEqual(2);
          names.push(...page.items.map((m) => m.name));
          cursor = page.nextCursor;
          pages += 1;
        } while (cursor !== null && pages < 10);
        expect(names).toEqual(['Five', 'Four', 'Three', 'Two', 'One']);
        expect(pages).toBe(3);
      });

      it('rejects an invalid submission with a message per field', async () => {
        const failure = await failureOf(
          h.visitor.submitContactMessage(aContactMessageInput({ email: 'not-an-email' })),
        );
        expect(failure.kind).toBe('invalid');
        expect(Object.keys(failure.fields)).toEqual(['email']);
      });

      it('keeps submissions from visitors', async () => {
        await h.visitor.submitContactMessage(aContactMessageInput());
        for (const refusal of [
          await failureOf(h.visitor.listHostingRequests()),
          await failureOf(h.visitor.listContactMessages()),
        ]) {
          expect(['signed-out', 'forbidden']).toContain(refusal.kind);
        }
      });
    });

    describe('session', () => {
      it('knows who is signed in', async () => {
        expect(await h.visitor.currentManager()).toBeNull();
        expect(await h.manager.currentManager()).toMatchObject({ email: expect.stringContaining('@') });
      });
    });
  });
}
