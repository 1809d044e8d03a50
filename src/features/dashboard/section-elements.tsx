import { lazy, type ReactElement } from 'react';
import type { DashboardSection } from '../../domain/paths';
import { HotelsSection } from './hotels/hotels-section';
import { InsightsSection } from './insights/insights-section';
import { ListingsSection } from './listings/listings-section';
import { MessagesSection } from './messages/messages-section';
import { OutboxPanel } from './email/outbox-panel';
import { SubscribersPanel } from './subscribers/subscribers-panel';
import { TrashSection } from './trash/trash-section';

/** Each section's element, by the key its address has (DASHBOARD_PATHS). */
export type SectionElements = Record<DashboardSection, ReactElement>;

// Site content and its pictures carry every block's schema and form: their own chunks, fetched when opened, so
// the dashboard's chunk stays under the build's 500 kB warning. The other sections share the dashboard's chunk:
// a chunk each would split modules they share with public pages into more, smaller chunks, and every public
// page's first load would grow (scripts/bundle-report.ts).
const ContentSection = lazy(async () => ({
  default: (await import('./site-content/content-section')).ContentSection,
}));
const PicturesSection = lazy(async () => ({
  default: (await import('./pictures/pictures-section')).PicturesSection,
}));

/**
 * Every section of the dashboard by its key. The layout hands this table to its Outlet and each child route
 * (src/app/dashboard-routes.tsx) shows its own entry: the table sits in the dashboard's chunk, so the route
 * table, which every page loads first, names no section.
 */
export const SECTION_ELEMENTS: SectionElements = {
  listings: <ListingsSection />,
  hotels: <HotelsSection />,
  messages: <MessagesSection />,
  subscribers: <SubscribersPanel />,
  email: <OutboxPanel />,
  content: <ContentSection />,
  pictures: <PicturesSection />,
  insights: <InsightsSection />,
  trash: <TrashSection />,
};
