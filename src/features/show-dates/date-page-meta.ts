import { datePictureAlt } from '../../content/share-pictures';
import { SHOWS } from '../../content/shows';
import { cityLabel, hotelInTown } from '../../domain/cities';
import { formatDateWithWeekday } from '../../domain/dates';
import { datePicturePath } from '../../domain/date-page-paths';
import type { Venue } from '../../domain/venue';
import type { PageMeta } from '../../ui/use-page-meta';

/** "The Queen of the Ocean at The Grand, Brighton": a date page's heading. */
export const datePageHeading = (venue: Venue) =>
  `${SHOWS[venue.show].title} at ${hotelInTown(venue.hotelName, venue.city)}`;

/**
 * A listed date's page head: its title, the show's summary, and the date's own share picture. The page uses
 * it, and a hosted build writes it into each upcoming date's file, for link previewers that run no script.
 */
export function datePageMeta(venue: Venue): PageMeta {
  return {
    title: `${datePageHeading(venue)}, ${formatDateWithWeekday(venue.date)}`,
    description: SHOWS[venue.show].summary,
    share: {
      path: datePicturePath(venue),
      alt: datePictureAlt(
        SHOWS[venue.show].title,
        venue.hotelName,
        cityLabel(venue.city),
        formatDateWithWeekday(venue.date),
      ),
    },
  };
}
