import {
  cityPicture,
  COMING_SOON_PICTURE,
  DEFAULT_CITY_PICTURE,
  SOLD_OUT_PICTURE,
  type Picture,
} from '../../content/pictures';
import type { ShowKey } from '../../domain/shows';
import type { Venue } from '../../domain/venue';

/**
 * The picture shown when a listing's own picture cannot be loaded (as on the original site: Manchester on the
 * Titanic page, the coming-soon picture on JFK, the default elsewhere). Cities are a canonical list now,
 * so this only happens when an image file is missing.
 */
export function fallbackPicture(show: ShowKey): Picture {
  if (show === 'Titanic') return cityPicture('Manchester');
  if (show === 'JFK') return COMING_SOON_PICTURE;
  return DEFAULT_CITY_PICTURE;
}

/** A sold-out listing shows the sold-out picture; any other shows its city. */
export function venuePicture(venue: Pick<Venue, 'city' | 'soldOut'>): Picture {
  return venue.soldOut ? SOLD_OUT_PICTURE : cityPicture(venue.city);
}
