import { DataError } from '../../src/data/errors';
import { isCityKey } from '../../src/domain/cities';
import { isUpcoming, todayInLondon } from '../../src/domain/dates';
import type { CountTotal, Metric } from '../../src/domain/insights';
import { hitSchema, type Hit } from '../../src/domain/hit';
import type { InsightsPeriod } from '../../src/domain/insights-period';
import { buildInsights, type Insights } from '../../src/domain/insights-report';
import { countedPage, viewCounts } from '../../src/domain/insights-pages';
import type { Subscriber } from '../../src/domain/subscription';
import type { Venue } from '../../src/domain/venue';
import { venueSlug } from '../../src/domain/venue-slug';

/**
 * The fake port's counting (FakeDataPort.countHit, readInsights): the same page keys and report as the
 * server, counted in memory for today only.
 */
export class FakeCounts {
  totals: CountTotal[] = [];

  private add(metric: Metric, subject: string) {
    const row = this.totals.find((total) => total.metric === metric && total.subject === subject);
    if (row) row.count += 1;
    else this.totals.push({ metric, subject, count: 1 });
  }

  /** Counts a visitor's hit; `byManager` hits are refused nothing but counted not at all, as the server does. */
  count(input: Hit, venues: readonly Venue[], byManager: boolean): void {
    const parsed = hitSchema.safeParse(input);
    if (!parsed.success) throw new DataError('invalid', 'Some fields need attention.');
    const hit = parsed.data;
    if (hit.kind === 'view') {
      const page = countedPage(hit.path, (show, slug) => {
        const venue = venues.find((v) => v.show === show && venueSlug(v) === slug);
        return venue ? { kind: 'found', venue } : { kind: 'unknown' };
      });
      if (!page) throw new DataError('not-found', 'That is not a page of this site.');
      if (page === 'no-listing' || byManager) return;
      const unanswered = (city: string) => !venues.some((v) => v.city === city && isUpcoming(v.date));
      for (const { metric, subject } of viewCounts(page, hit, 'desktop', unanswered))
        this.add(metric, subject);
      return;
    }
    if (!venues.some((venue) => venue.id === hit.listing))
      throw new DataError('not-found', 'There is no such listing.');
    if (!byManager) this.add(hit.kind, hit.listing);
  }

  /** Everything was counted today: the period either holds today or nothing. */
  report(period: InsightsPeriod, venues: readonly Venue[], subscribers: readonly Subscriber[]): Insights {
    const today = todayInLondon();
    const confirmed = new Map<string, number>();
    for (const { city, confirmedAt } of subscribers)
      if (city && confirmedAt) confirmed.set(city, (confirmed.get(city) ?? 0) + 1);
    return buildInsights({
      period,
      totals: period.from <= today && today <= period.to ? this.totals : [],
      venues,
      subscribersByCity: [...confirmed].flatMap(([city, count]) =>
        isCityKey(city) ? [{ city, count }] : [],
      ),
      today,
    });
  }
}
