import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { DASHBOARD_SECTION_ROUTES } from '../../src/app/dashboard-routes';
import { DataPortProvider } from '../../src/data/data-port-context';
import { PATHS } from '../../src/domain/paths';
import { AuthProvider } from '../../src/features/auth/auth-context';
import { DashboardQueryProvider } from '../../src/features/dashboard/shared/dashboard-query';
import { FAKE_MANAGER, FakeDataPort } from './dashboard-fakes';

/**
 * Renders `ui` the way main.tsx mounts pages: a data port, the auth state and a router around it, at `path`
 * (a dashboard section's address shows that section).
 */
export function renderWithPort(
  ui: ReactElement,
  port: FakeDataPort = new FakeDataPort(),
  path = '/dashboard',
) {
  const user = userEvent.setup({ delay: null });
  const view = render(
    <DataPortProvider port={port}>
      <AuthProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </AuthProvider>
    </DataPortProvider>,
  );
  return { ...view, user, port };
}

/** `layout` at /dashboard with the sections as its child routes, as the app's route table has them. */
function DashboardRoutes({ layout }: { layout: ReactElement }) {
  return useRoutes([{ path: PATHS.dashboard, element: layout, children: [...DASHBOARD_SECTION_ROUTES] }]);
}

/**
 * The dashboard (its layout, or the whole page) at `path`, each section a child route as in
 * src/app/routes.tsx: a section's address shows that section.
 */
export function renderDashboard(
  layout: ReactElement,
  port: FakeDataPort = new FakeDataPort(),
  path = '/dashboard',
) {
  return renderWithPort(<DashboardRoutes layout={layout} />, port, path);
}

/**
 * One dashboard panel on its own, with the dashboard's reads around it (dashboard-query.tsx), as the
 * dashboard mounts it.
 */
export function renderPanel(panel: ReactElement, port: FakeDataPort = new FakeDataPort()) {
  return renderWithPort(<DashboardQueryProvider>{panel}</DashboardQueryProvider>, port);
}

/** A port with a signed-in manager and the given data, for tests of the dashboard's own panels. */
export function signedInPort(init: ConstructorParameters<typeof FakeDataPort>[0] = {}): FakeDataPort {
  return new FakeDataPort({ manager: FAKE_MANAGER, ...init });
}

/** items[index], failing the test clearly when it is missing (instead of a non-null assertion). */
export function nth<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`Expected an item at index ${index} of ${items.length}`);
  return item;
}
