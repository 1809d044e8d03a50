import { dialablePhone } from '../domain/phone';
import { NETWORK_HOME_PAGES } from '../domain/social-pages';
import type { CompanyDetails } from '../domain/site-content/blocks';

/**
 * The company's details, shown in the header, side panel, footer and contact page, and in every e-mail the
 * server sends. Name, phone and e-mail can be set at build time (VITE_COMPANY_*); the defaults are the demo
 * company's.
 */
// Vite provides import.meta.env; the embedded server (plain Node) reads the same keys from its environment.
const env: Partial<Record<string, string>> =
  import.meta.env ?? (globalThis as { process?: { env: Record<string, string> } }).process?.env ?? {};

/**
 * The details the company edits itself (its Site content block, docs/decisions/0029-site-content-blocks.md),
 * as the site was built: the seed every page shows until a version is published. Pages read the live ones
 * with useCompanyDetails(); text written once at build time (the privacy statement, calendar feeds) reads
 * these.
 */
export const COMPANY_DETAILS: CompanyDetails = {
  name: env.VITE_COMPANY_NAME ?? 'The Queen of the Ocean',
  /** The one company number: top bar, side panel, footer and contact page (venues take the bookings). */
  phone: env.VITE_COMPANY_PHONE ?? '01792 000 123',
  email: env.VITE_COMPANY_EMAIL ?? 'hello@queenoftheocean.co.uk',
  address: ['Unit 4, Maritime Quarter', 'Swansea', 'SA1 1AA'],
  locality: 'Swansea',
  hours: 'Monday to Friday, 8am to 4pm',
  hoursShort: 'Mon - Fri: 8am - 4pm',
  closed: 'Saturday and Sunday: closed',
  // The company gives its own pages in the dashboard (Site content, Company details).
  social: NETWORK_HOME_PAGES,
};

/** The rest of the company's identity, which only a developer changes. */
export const COMPANY = {
  tagline: 'Immersive theatre and dining, touring hotels across the UK',
  /** OpenStreetMap view of Swansea for the contact page's map (loaded only when asked for). */
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=-3.9900%2C51.6000%2C-3.9100%2C51.6400&layer=mapnik&marker=51.6180%2C-3.9440',
  mapLinkUrl: 'https://www.openstreetmap.org/?mlat=51.6180&mlon=-3.9440#map=14/51.6180/-3.9440',
} as const;

/** `tel:` link for a phone number as shown. */
export const telHref = (phone: string) => `tel:${dialablePhone(phone)}`;
