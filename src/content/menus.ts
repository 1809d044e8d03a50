import type { ShowDetailsContent } from '../domain/site-content/blocks';
import type { ShowKey } from '../domain/shows';
import { JFK } from './show-details/jfk';
import { OVERLOOK } from './show-details/overlook';
import { SCROOGE } from './show-details/scrooge';
import { TITANIC } from './show-details/titanic';

export { DIET_LABELS, type Course, type Diet, type Dish, type SampleMenu } from './menu-labels';

/** Said with every menu: it is a sample, cooked by the venue, no prices (the ticket includes dinner). */
export const MENU_NOTES = [
  "This is a sample menu. Each hotel's kitchen cooks its own version, so the dishes vary by venue.",
  'Dinner is included in your ticket, and the price and menu are the same for every guest, whatever their age.',
  'Please tell the venue about allergies and dietary needs when you book.',
] as const;

/** Every show's own words as the site was built (the seeds of their blocks), for the menu pages. */
export const SHOW_DETAILS: Record<ShowKey, ShowDetailsContent> = {
  Titanic: TITANIC,
  JFK,
  TheOverlookHotel: OVERLOOK,
  Scrooge: SCROOGE,
};
