import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_PATHS, PATHS } from '../domain/paths';
import { matchPage } from './match-page';
import { routes } from './routes';

const matchedPath = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.path;

describe('the route table', () => {
  it('has a page for every path in PATHS', () => {
    for (const path of Object.values(PATHS)) {
      expect(matchedPath(path), path).not.toBe('*');
    }
  });

  it.each([
    ['/About', PATHS.about],
    ['/about', PATHS.about],
    ['/Scrooge', PATHS.scrooge],
    ['/scrooge', PATHS.scrooge],
    ['/Menuone', PATHS.menuOne],
    ['/menuone', PATHS.menuOne],
    ['/Menutwo', PATHS.menuTwo],
    ['/Menuthree', PATHS.menuThree],
    ['/menuthree', PATHS.menuThree],
    ['/eventcontact', PATHS.hostEvent],
  ])('reaches %s through the same route as %s', (url, path) => {
    expect(matchedPath(url)?.toLowerCase()).toBe(path.toLowerCase());
  });

  it('reaches each dashboard section as a child route of /dashboard, which itself shows Listings', () => {
    for (const path of Object.values(DASHBOARD_PATHS)) {
      const matched = (matchRoutes(routes, path) ?? []).map(({ route }) => route.path);
      expect(matched, path).toEqual([undefined, PATHS.dashboard, path]);
      expect(matchPage(path).route.path).toBe(path);
    }
    const index = matchRoutes(routes, PATHS.dashboard)?.at(-1)?.route;
    expect(index?.index).toBe(true);
    expect(matchPage(PATHS.dashboard).route.path).toBe(PATHS.dashboard);
    // Only the sections' addresses: anything else under /dashboard/ is not found, as before.
    expect(matchedPath('/dashboard/no-such-section')).toBe('*');
  });

  it('sends unknown paths to the not-found page', () => {
    expect(matchedPath('/no-such-page')).toBe('*');
  });

  it('loads every page lazily, in its own chunk', () => {
    const pages = routes[0]?.children ?? [];
    expect(pages.length).toBeGreaterThan(20);
    const lazyType = Symbol.for('react.lazy');
    for (const page of pages) {
      const element = page.element as { type: { $$typeof?: symbol } };
      expect(element.type.$$typeof, page.path).toBe(lazyType);
    }
  });
});
