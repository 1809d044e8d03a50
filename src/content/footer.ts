import type { FooterContent } from '../domain/site-content/blocks';
import { COMPANY } from './company';

/**
 * The footer's words as the site was built: the seed of its Site content block, shown until the company
 * publishes its own. The company's details in the footer are the company block's.
 */
export const FOOTER: FooterContent = {
  tagline: COMPANY.tagline,
  contactHeading: 'Get in touch',
  // Stands where the original footer had an empty newsletter form (no fields): following us is what works today.
  followHeading: 'Follow us',
  followText: 'New dates, behind-the-scenes photos and the odd cocktail recipe from the Overlook bar.',
  // The footer's newsletter: e-mails about new dates, with consent (src/features/subscriptions).
  newsletterHeading: 'New dates by e-mail',
  newsletterText:
    'Choose a show and a city, or neither, and we will e-mail you when a date is added, or if one is called off or moved. Nothing else.',
  craftedBy: 'the company team',
  design: 'Original design',
};
