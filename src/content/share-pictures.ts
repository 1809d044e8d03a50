import type { ShowKey } from '../domain/shows';

/**
 * The 1200x630 pictures a link to the site shows when shared (Open Graph and Twitter cards), made by the
 * art pipeline (npm run art) into public/images/share. One per show; 'site' for every other page.
 * A show's block can name an uploaded share picture instead, made at this size (src/domain/site-content/blocks.ts).
 */
export type ShareName = 'titanic' | 'jfk' | 'overlook' | 'scrooge' | 'site';

export { SHARE_PICTURE_SIZE } from '../domain/share-picture-size';

export const SHOW_SHARE_NAMES: Record<ShowKey, ShareName> = {
  Titanic: 'titanic',
  JFK: 'jfk',
  TheOverlookHotel: 'overlook',
  Scrooge: 'scrooge',
};

export const SHARE_PICTURE_ALT: Record<ShareName, string> = {
  titanic: 'The Queen of the Ocean: an ocean liner under a night sky',
  jfk: 'JFK: an open-top 1960s limousine in a motorcade',
  overlook: 'The Overlook Hotel: a 1920s hotel bar with a cocktail glass',
  scrooge: 'Scrooge: a Victorian street at Christmas',
  site: 'Immersive theatre and dining shows touring UK hotels',
};

/** Site-relative path of a share picture (made absolute with the site's origin in the page head). */
export const sharePicturePath = (name: ShareName) => `/images/share/${name}.jpg`;

/** What a date's own share picture shows, for people who cannot see it (its words, as drawn). */
export const datePictureAlt = (show: string, hotel: string, town: string, when: string) =>
  `${show} at ${hotel}, ${town}: ${when}`;
