import { PERFORMANCE_EXTRA_LABELS, PERFORMANCE_EXTRAS_COPY } from '../content/performance-extras';
import type { Venue } from '../domain/venue';

/**
 * A date's extras as a short mark in a list (What's on, a show page's dates): "Relaxed performance",
 * "BSL-interpreted", "Captioned", each a small outlined tag. Nothing for a date without any.
 */
export function PerformanceExtrasMark({
  venue,
  className = '',
}: {
  venue: Pick<Venue, 'extras'>;
  className?: string;
}) {
  if (venue.extras.length === 0) return null;
  return (
    <ul className={`performance-extras ${className}`.trim()} aria-label={PERFORMANCE_EXTRAS_COPY.listLabel}>
      {venue.extras.map((extra) => (
        <li key={extra}>{PERFORMANCE_EXTRA_LABELS[extra]}</li>
      ))}
    </ul>
  );
}
