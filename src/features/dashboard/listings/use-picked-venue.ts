import { useState } from 'react';
import type { Venue } from '../../../domain/venue';
import type { VenuePick } from './venue-picker';

/**
 * The listing a pick points at. If it vanishes from the list (deleted in another tab, then reloaded) the
 * last copy seen stays on screen, so the form keeps what was typed and the store's "not found" is what
 * the manager hears, not a form that silently disappears.
 */
export function usePickedVenue(venues: readonly Venue[], pick: VenuePick): Venue | null {
  const [lastSeen, setLastSeen] = useState<Venue | null>(null);
  const found = pick.venueId ? (venues.find((venue) => venue.id === pick.venueId) ?? null) : null;
  // Adjusting state while rendering (https://react.dev/learn/you-might-not-need-an-effect).
  if (found && found !== lastSeen) setLastSeen(found);
  if (!pick.venueId && lastSeen) setLastSeen(null);
  return found ?? (lastSeen?.id === pick.venueId ? lastSeen : null);
}
