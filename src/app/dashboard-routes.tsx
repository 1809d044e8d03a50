import { useOutletContext, type RouteObject } from 'react-router-dom';
import { DASHBOARD_PATHS, type DashboardSection } from '../domain/paths';
import type { SectionElements } from '../features/dashboard/section-elements';

/** A section's route shows the element the dashboard layout passes its Outlet for that section. */
function SectionRoute({ section }: { section: DashboardSection }) {
  return useOutletContext<SectionElements>()[section];
}

/**
 * The dashboard's child routes, one per section at its own address under /dashboard/, and /dashboard itself
 * showing Listings (the seed's three tabs). The sections' code stays out of this table, which every page
 * loads first: the dashboard layout's chunk holds it (src/features/dashboard/section-elements.tsx) and passes
 * it to its Outlet.
 */
export const DASHBOARD_SECTION_ROUTES: readonly RouteObject[] = [
  { index: true, element: <SectionRoute section="listings" /> },
  ...(Object.keys(DASHBOARD_PATHS) as DashboardSection[]).map((section) => ({
    path: DASHBOARD_PATHS[section],
    element: <SectionRoute section={section} />,
  })),
];
