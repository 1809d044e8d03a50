import type { ReactNode } from 'react';
import { BOOK_LINK_ATTRIBUTES } from '../content/booking-link';
import { countedLink } from '../domain/counted-link';

/**
 * A link out to the venue's booking page (`href`, as bookingHref makes it): in a new tab, which `newTab`
 * tells screen readers, with the site named to the hotel's analytics, and counted as the date's Book click.
 */
export function BookingLink({
  href,
  venueId,
  newTab,
  className,
  children,
}: {
  href: string;
  venueId: string;
  newTab: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      className={className}
      href={href}
      target="_blank"
      {...BOOK_LINK_ATTRIBUTES}
      {...countedLink('book', venueId)}
    >
      {children}
      <span className="visually-hidden"> ({newTab})</span>
    </a>
  );
}
