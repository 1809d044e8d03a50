import {
  collection,
  doc,
  serverTimestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore/lite';
import type { VenueFields } from '../../domain/venue';
import { venueFields, type VenueChangeAction } from '../../domain/venue-change';

/**
 * The listings' history. One document per write the manager makes (one listing, or every listing of a
 * batch of dates or an import), written in the same batch as the listings it describes; each listing
 * written carries the document's id in `change`, and firestore.rules refuse a listing write whose change
 * document is not written beside it. One document per write rather than per listing keeps a 500-row import
 * within the rules' limit on document lookups per request: every listing of the batch names the same one.
 *
 * Stored: `action`, `actor` (the manager's e-mail, as in their ID token), `at` (the server's clock),
 * `venueIds` (for "this listing's history"), `count` (= venueIds.length, summed for the total) and `entries`:
 * `{ venueId, before, after }` in the domain's field names, null where a listing did not exist.
 */
export const HISTORY = 'history';

export interface ChangeEntry {
  venueId: string;
  before: VenueFields | null;
  after: VenueFields | null;
}

/** A new history document's reference (its id goes into each listing's `change`) and its data. */
export function changeRecord(
  db: Firestore,
  action: VenueChangeAction,
  actor: string,
  entries: readonly ChangeEntry[],
): { ref: DocumentReference; data: Record<string, unknown> } {
  return {
    ref: doc(collection(db, HISTORY)),
    data: {
      action,
      actor,
      at: serverTimestamp(),
      venueIds: entries.map((entry) => entry.venueId),
      count: entries.length,
      // venueFields leaves out an unset startTime: Firestore refuses undefined values.
      entries: entries.map(({ venueId, before, after }) => ({
        venueId,
        before: before && venueFields(before),
        after: after && venueFields(after),
      })),
    },
  };
}
