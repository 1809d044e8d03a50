import { lazy, type ComponentType, type ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { DASHBOARD_PATHS, type DashboardSection } from '../domain/paths';
import { loadPage } from './lazy-page';

/** A section's module, loaded when its address is first shown (a chunk lost to a deploy reloads once, as pages do). */
function section(load: () => Promise<ComponentType>) {
  const Section = lazy(loadPage(async () => ({ default: await load() })));
  return <Section />;
}

/**
 * Each dashboard section's element, shown in the dashboard layout's Outlet at its own address under
 * /dashboard/ (src/features/dashboard/README.md). Every section is its own chunk: nothing of it is fetched
 * before a signed-in manager opens it. The table lives in app, as the route table does: the sections
 * import only src/features/dashboard/shared/, never each other.
 */
export const DASHBOARD_SECTION_ELEMENTS: Record<DashboardSection, ReactElement> = {
  listings: section(
    async () => (await import('../features/dashboard/listings/listings-section')).ListingsSection,
  ),
  hotels: section(async () => (await import('../features/dashboard/hotels/hotels-section')).HotelsSection),
  messages: section(
    async () => (await import('../features/dashboard/messages/messages-section')).MessagesSection,
  ),
  subscribers: section(
    async () => (await import('../features/dashboard/subscribers/subscribers-panel')).SubscribersPanel,
  ),
  email: section(async () => (await import('../features/dashboard/email/outbox-panel')).OutboxPanel),
  content: section(
    async () => (await import('../features/dashboard/site-content/content-section')).ContentSection,
  ),
  pictures: section(
    async () => (await import('../features/dashboard/pictures/pictures-section')).PicturesSection,
  ),
  insights: section(
    async () => (await import('../features/dashboard/insights/insights-section')).InsightsSection,
  ),
  trash: section(async () => (await import('../features/dashboard/trash/trash-section')).TrashSection),
};

/** The dashboard's child routes: /dashboard itself shows Listings (the seed's three tabs), then one per section. */
export const DASHBOARD_SECTION_ROUTES: readonly RouteObject[] = [
  { index: true, element: DASHBOARD_SECTION_ELEMENTS.listings },
  ...Object.entries(DASHBOARD_PATHS).map(([key, path]) => ({
    path,
    element: DASHBOARD_SECTION_ELEMENTS[key as DashboardSection],
  })),
];
