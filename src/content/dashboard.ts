import type { DashboardSection } from '../domain/paths';

/** The dashboard's own words: its bar and the names of its sections, in navigation order. */
export const DASHBOARD_WORDS = {
  viewSite: 'View the site',
  signedInAs: 'Signed in as',
  navigation: 'Dashboard sections',
  loadingSection: 'Loading...',
} as const;

export const DASHBOARD_SECTIONS: readonly { key: DashboardSection; label: string }[] = [
  { key: 'listings', label: 'Listings' },
  { key: 'hotels', label: 'Hotels' },
  { key: 'messages', label: 'Messages' },
  { key: 'subscribers', label: 'Subscribers' },
  { key: 'email', label: 'E-mail' },
  { key: 'content', label: 'Site content' },
  { key: 'pictures', label: 'Pictures' },
  { key: 'insights', label: 'Insights' },
  { key: 'trash', label: 'Trash and history' },
];

/** Asked before a section, the dashboard or the page is left with changes not saved. */
export const UNSAVED_WORDS = {
  title: 'Leave without saving?',
  body: 'You have changes that are not saved here. If you leave now, they are lost.',
  /** When another listing, hotel or copy would replace a form in the page, not the page itself. */
  bodyFor: (form: string) => `${form} has changes that are not saved. If you go on, they are lost.`,
  /** The forms the dashboard replaces in place, named in that question. */
  forms: { addListing: 'The Add New Show form', updateListing: 'The Update form', hotel: 'The hotel form' },
  stay: 'Cancel',
  leave: 'Leave without saving',
} as const;
