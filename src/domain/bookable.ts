import { isUpcoming } from './dates';
import type { Venue } from './venue';

/**
 * Subscribers hear about a date when it becomes bookable: added (one by one, in a batch, by import, or
 * restored from the trash), marked available again, or moved to another show, city or date. `before` is
 * null for a new listing.
 */
export function becameBookable(before: Venue | null, after: Venue, now: Date = new Date()): boolean {
  if (after.soldOut || !isUpcoming(after.date, now)) return false;
  if (!before || before.soldOut) return true;
  return before.show !== after.show || before.city !== after.city || before.date !== after.date;
}
