import { expect, it } from 'vitest';
import { datePagePath } from '../../src/domain/date-page-paths';
import { todayInLondon } from '../../src/domain/dates';
import { aVenueInput } from '../builders/inputs';
import { failureOf, type DataPortHarness } from './data-port-harness';

const today = () => ({ from: todayInLondon(), to: todayInLondon() });

/** Counting visits (countHit) and reading them back (readInsights): docs/decisions/0028-counted-not-tracked.md. */
export function insightsContract(harness: () => DataPortHarness): void {
  it("counts a visitor's page views and Book click, and the manager reads them for the day", async () => {
    const h = harness();
    const venue = await h.manager.createVenue(aVenueInput({ city: 'York' }));
    await h.visitor.countHit({ kind: 'view', path: '/titanic', landing: true });
    await h.visitor.countHit({ kind: 'view', path: '/titanic' });
    await h.visitor.countHit({ kind: 'view', path: datePagePath(venue) });
    await h.visitor.countHit({ kind: 'book', listing: venue.id });

    const insights = await h.manager.readInsights(today());
    expect(insights.routes).toEqual(
      expect.arrayContaining([
        { path: '/titanic', views: 2 },
        { path: datePagePath(venue), views: 1 },
      ]),
    );
    expect(insights.listings).toMatchObject([{ id: venue.id, views: 1, bookClicks: 1 }]);
    expect(insights.landings).toEqual([{ path: '/titanic', visits: 1 }]);
    // Nothing was counted on another day.
    expect((await h.manager.readInsights({ from: '2001-01-01', to: '2001-01-31' })).routes).toEqual([]);
  });

  it("refuses a page or listing that is not the site's, and does not count the manager's own visits", async () => {
    const h = harness();
    expect((await failureOf(h.visitor.countHit({ kind: 'view', path: '/no-such-page' }))).kind).toBe(
      'not-found',
    );
    expect((await failureOf(h.visitor.countHit({ kind: 'book', listing: 'no-such-listing' }))).kind).toBe(
      'not-found',
    );
    await h.manager.countHit({ kind: 'view', path: '/jfk' });
    expect((await h.manager.readInsights(today())).routes).toEqual([]);
  });

  it('shows the counts to managers only', async () => {
    const h = harness();
    expect((await failureOf(h.visitor.readInsights(today()))).kind).toBe('signed-out');
  });
}
