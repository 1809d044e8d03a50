import type { BlockBody, BlockId } from '../domain/site-content/blocks';
import { ABOUT } from './about';
import { CHEFS } from './chefs';
import { COMING_SOON } from './coming-soon';
import { COMPANY_DETAILS } from './company';
import { FOOTER } from './footer';
import { HOSTING } from './hosting';
import { EXPERIENCES, HOME_BANNER } from './home';
import { JFK } from './show-details/jfk';
import { OVERLOOK } from './show-details/overlook';
import { SCROOGE } from './show-details/scrooge';
import { TITANIC } from './show-details/titanic';
import { TEAM } from './team';
import { TESTIMONIALS } from './testimonials';
import { ON_THE_NIGHT } from './on-the-night';

/**
 * What a new site starts with: each Site content block as the site was built (version 0 of every block).
 * The pages import their own block's seed; the server and the dashboard's editor use this whole set.
 */
export const SEED_CONTENT: { [B in BlockId]: BlockBody<B> } = {
  company: COMPANY_DETAILS,
  footer: FOOTER,
  about: ABOUT,
  team: TEAM,
  testimonials: TESTIMONIALS,
  'home-banner': HOME_BANNER,
  chefs: CHEFS,
  experiences: EXPERIENCES,
  'show-titanic': TITANIC,
  'show-jfk': JFK,
  'show-overlook': OVERLOOK,
  'show-scrooge': SCROOGE,
  'coming-soon': COMING_SOON,
  'night-titanic': ON_THE_NIGHT.Titanic,
  'night-jfk': ON_THE_NIGHT.JFK,
  'night-overlook': ON_THE_NIGHT.TheOverlookHotel,
  'night-scrooge': ON_THE_NIGHT.Scrooge,
  hosting: HOSTING,
};
