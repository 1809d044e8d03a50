import type { VenueChange } from '../../../domain/venue-change';
import { formatMoment } from '../../../domain/dates';
import { HistoryButton } from './history-button';
import { ACTION_LABELS, changedListing, fieldChanges } from './venue-changes';

/**
 * Changes to listings, newest first: what was done, by whom (their e-mail), when (London time), and what
 * changed field by field. `onHistory` (recent changes across listings) names each listing and links to its
 * own history.
 */
export function ChangeList({
  changes,
  onHistory,
}: {
  changes: readonly VenueChange[];
  onHistory?: (venueId: string, label: string) => void;
}) {
  return (
    <ol className="change-list list-unstyled">
      {changes.map((change) => {
        const fields = fieldChanges(change);
        const listing = changedListing(change);
        const created = change.before === null;
        return (
          <li key={change.id} className="change-entry">
            <p className="mb-1">
              <strong>{ACTION_LABELS[change.action]}</strong>
              {onHistory && <span className="d-block">{listing}</span>}
              <span className="d-block small text-body-secondary">
                by {change.actor} on <time dateTime={change.at}>{formatMoment(change.at)}</time>
              </span>
            </p>
            {fields.length > 0 && (
              <dl className="change-fields mb-1">
                {fields.map((field) => (
                  <div key={field.label}>
                    <dt>{field.label}</dt>
                    <dd>
                      {created ? (
                        field.after
                      ) : (
                        <>
                          <del>{field.before}</del> <span aria-hidden="true">→</span>
                          <span className="visually-hidden">changed to</span> <ins>{field.after}</ins>
                        </>
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
            {onHistory && (
              <HistoryButton
                venueId={change.venueId}
                listing={listing}
                onHistory={onHistory}
                className="btn btn-link btn-sm p-0"
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}
