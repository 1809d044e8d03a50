import { StrictMode, useEffect, type ReactNode } from 'react';
import { DataPortProvider } from '../data/data-port-context';
import type { DataPort } from '../data/port';
import { AuthProvider } from '../features/auth/auth-context';
import { App } from './app';
import { CountVisits } from './count-visits';
import { PageDataProvider, type PageDataStore } from '../ui/page-data';
import { NextPageContent } from '../ui/next-page-content';

/**
 * The whole app under a router. The browser (src/main.tsx) and the server render
 * (src/render/entry-server.tsx) build the same tree, so hydration meets exactly what the server rendered;
 * only the router differs (BrowserRouter or StaticRouter).
 */
export function AppRoot({
  port,
  pageData,
  router: Router,
}: {
  port: DataPort;
  pageData: PageDataStore;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <StrictMode>
      <DataPortProvider port={port}>
        <PageDataProvider store={pageData}>
          <AuthProvider>
            <Router>
              <NextPageContent>
                <App />
              </NextPageContent>
              <ReadyMark />
              <CountVisits />
            </Router>
          </AuthProvider>
        </PageDataProvider>
      </DataPortProvider>
    </StrictMode>
  );
}

/**
 * Marks the document once React has hydrated (or rendered) it: until then a prerendered page shows but its
 * buttons do nothing (a tap on one is made again now: src/ui/early-taps.ts). Browser tests wait for
 * `html[data-ready]` before they interact.
 */
export function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return null;
}
