import type { Firestore } from 'firebase/firestore/lite';
import { DataError } from '../errors';
import { isCityKey } from '../../domain/cities';
import { todayInLondon } from '../../domain/dates';
import { insightsPeriodSchema, type InsightsPeriod } from '../../domain/insights-period';
import { buildInsights, firstKeptCountDay, type Insights } from '../../domain/insights-report';
import { demandOf } from '../../domain/subscription';
import type { Venue } from '../../domain/venue';
import { purgeOldCounts, readCountTotals } from './count-store';
import { readSubscribers } from './subscriber-store';

/** The manager's Insights from the stored counts, built as the embedded server builds them. */
export async function readHostedInsights(
  db: Firestore,
  asked: InsightsPeriod,
  listEveryVenue: () => Promise<Venue[]>,
): Promise<Insights> {
  const checked = insightsPeriodSchema.safeParse(asked);
  if (!checked.success) throw new DataError('invalid', 'The period must start before it ends.');
  const period = checked.data;
  const [totals, venues, subscribers] = await Promise.all([
    readCountTotals(db, period.from, period.to),
    listEveryVenue(),
    readSubscribers(db),
  ]);
  // Counts past their time go now; a failure is tried again at the next opening and never hides Insights.
  await purgeOldCounts(db, firstKeptCountDay(new Date())).catch((error: unknown) =>
    console.warn('[insights] old counts were not deleted; tried again next time', error),
  );
  return buildInsights({
    period,
    totals,
    venues,
    subscribersByCity: demandOf(subscribers).byCity.flatMap(({ city, count }) =>
      isCityKey(city) && count > 0 ? [{ city, count }] : [],
    ),
    today: todayInLondon(),
  });
}
