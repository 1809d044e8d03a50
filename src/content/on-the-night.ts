import type { OnTheNight } from '../domain/site-content/on-the-night';
import type { ShowKey } from '../domain/shows';
import { JFK_NIGHT } from './on-the-night/jfk';
import { OVERLOOK_NIGHT } from './on-the-night/overlook';
import { SCROOGE_NIGHT } from './on-the-night/scrooge';
import { TITANIC_NIGHT } from './on-the-night/titanic';

/**
 * Every show's On the night as built (the seeds of their blocks), for the date pages and the site's seed; a
 * show page imports its own show's only (src/content/on-the-night/).
 */
export const ON_THE_NIGHT: Record<ShowKey, OnTheNight> = {
  Titanic: TITANIC_NIGHT,
  JFK: JFK_NIGHT,
  TheOverlookHotel: OVERLOOK_NIGHT,
  Scrooge: SCROOGE_NIGHT,
};
