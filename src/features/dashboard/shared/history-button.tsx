/**
 * Opens one listing's history. `listing` is how the dashboard names it ("The Grand — Monday 26 January
 * 2099"): a screen reader hears it after "History", and the history dialog takes it as its title.
 */
export function HistoryButton({
  venueId,
  listing,
  onHistory,
  className = 'btn btn-sm btn-outline-secondary',
}: {
  venueId: string;
  listing: string;
  onHistory: (venueId: string, label: string) => void;
  className?: string;
}) {
  return (
    <button type="button" className={className} onClick={() => onHistory(venueId, listing)}>
      History<span className="visually-hidden">: {listing}</span>
    </button>
  );
}
