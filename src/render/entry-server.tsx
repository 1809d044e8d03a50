/**
 * The server side of rendering, built by Vite as its own bundle (`vite build --ssr`, run by
 * scripts/prerender.ts). The build's prerender and the embedded server (server/pages) both call
 * `renderPage`; the browser hydrates the result (src/main.tsx).
 *
 * Adding a page: add it to PAGE_ROUTES (src/app/routes.tsx). It is then prerendered, listed in the sitemap
 * and served, with nothing else to wire. A page whose HTML depends on listings is marked `render: 'request'`
 * and gets a loader in server/pages/page-data.ts; src/render/README.md walks through it.
 */
import type { ReactNode } from 'react';
// React's edge build, not its Node one: the Node build runs every render inside an AsyncLocalStorage, which
// turns on Node's async hooks for the rest of the process, and every request the server answers after its first
// page then pays for them (the listings API about 8% slower). Same renderer and same HTML (decision 0045).
import { prerender } from 'react-dom/static.edge';
import { StaticRouter } from 'react-router-dom';
import { AppRoot } from '../app/app-root';
import { matchPage } from '../app/match-page';
import type { PageData } from '../domain/page-data';
import { PageDataStore } from '../ui/page-data';
import { NOT_FOUND_ROUTE, PAGE_ROUTES, type PageRoute } from '../app/routes';
import { HeadCollector, HeadCollectorContext } from '../ui/use-page-meta';
import { SiteOriginProvider } from '../ui/site-origin';
import type { DataPort } from '../data/port';
import { datePagePath } from '../domain/date-page-paths';
import { showEventsJsonLd } from '../features/show-dates/show-events-json-ld';
import { datePageMeta } from '../features/show-dates/date-page-meta';
import { SHOW_SHARE_NAMES } from '../content/share-pictures';
import { SHOWS } from '../content/shows';
import type { ShowKey } from '../domain/shows';
import { SHOW_PATHS } from '../domain/paths';
import type { Venue } from '../domain/venue';
import { headTags } from './head-tags';
import { fillTemplate } from './html-template';
import { pageAssetTags, type Manifest } from './page-assets';

export { PAGE_ROUTES, NOT_FOUND_ROUTE, matchPage };
export type { PageData, PageRoute };
export { robotsTxt, sitemapXml } from './site-files';

// Rendering never calls the data port (pages ask it in effects, which do not run on the server); a call
// would be a bug, and says so.
const serverPort = new Proxy({} as DataPort, {
  get: (_target, name) => () =>
    Promise.reject(new Error(`The data port's ${String(name)} was called during a server render`)),
});

export interface RenderInput {
  /** The built index.html, with its <!--app-head--> and <!--app-html--> markers. */
  template: string;
  /** The requested path (no query string needed; the router sees it as the visitor's location). */
  url: string;
  /** The public origin, no trailing slash: canonical URLs and share pictures are absolute. */
  siteUrl: string;
  /** Data rendered into the page and embedded beside it (request-time routes). */
  data?: PageData;
  /** Vite's client manifest: the page's own stylesheets and module preloads are linked from it. */
  manifest?: Manifest | null;
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
  route: PageRoute;
}

/**
 * The canonical path of a page: its route's own spelling (so another case, an alias or a trailing slash names
 * it), a date page's listing address, or none for a page that does not exist.
 */
export function canonicalPath(route: PageRoute, data: PageData): string | null {
  if (route === NOT_FOUND_ROUTE) return null;
  if (!route.path.includes(':')) return route.path;
  const lookup = data.datePage?.lookup;
  return lookup?.kind === 'found' ? datePagePath(lookup.venue) : null;
}

/** The app's markup for `url`, and the resource hints React found in it, its head tags going to `collected`. */
async function renderApp(
  url: string,
  siteUrl: string,
  data: PageData,
  collected: HeadCollector,
): Promise<{ hints: string; appHtml: string }> {
  const router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  const { prelude } = await prerender(
    <HeadCollectorContext.Provider value={collected}>
      <SiteOriginProvider origin={siteUrl}>
        <AppRoot port={serverPort} pageData={new PageDataStore(data)} router={router} />
      </SiteOriginProvider>
    </HeadCollectorContext.Provider>,
    // Never outline a Suspense boundary: outlined content is revealed by an inline script, which the
    // Content-Security-Policy forbids and a browser without JavaScript never runs.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // React puts the resource hints it found (preloads of high-priority pictures) before the app's markup
  // when it renders only part of a document: they belong in the head.
  const [hints, appHtml] = splitLeadingHints(await new Response(prelude).text());
  return { hints, appHtml };
}

/** Renders one page to a whole HTML document, waiting for every lazy part (React's prerender). */
export async function renderPage({
  template,
  url,
  siteUrl,
  data = {},
  manifest = null,
}: RenderInput): Promise<RenderedPage> {
  const pathname = new URL(url, 'http://render.invalid').pathname;
  const { route } = matchPage(pathname);
  await route.page.preload();
  const collected = new HeadCollector();
  // Structured data of the listings the page shows, added here rather than by the page's components, so
  // the code that builds it never ships to the browser (crawlers read it from the HTML).
  for (const venues of Object.values(data.listings ?? {})) {
    if (venues.length > 0) collected.addJsonLd('events', (site) => showEventsJsonLd(venues, site));
  }
  const { hints, appHtml } = await renderApp(url, siteUrl, data, collected);
  const head = headTags({
    collected,
    siteUrl,
    canonicalPath: canonicalPath(route, data),
    noindex: route.private === true,
  });
  return {
    status: route === NOT_FOUND_ROUTE ? 404 : 200,
    route,
    html: fillTemplate(template, {
      head,
      hints,
      assets: routeAssets(manifest, route),
      appHtml,
      state: { route: route.path, data, origin: siteUrl },
    }),
  };
}

/** The SPA fallback for paths without a file (hosted): the template with an empty #root and the site's head. */
export function appShell(template: string, siteUrl: string): string {
  const head = headTags({ collected: new HeadCollector(), siteUrl, canonicalPath: '/', noindex: true });
  return fillTemplate(template, {
    head,
    hints: '',
    appHtml: '',
    state: { route: '', data: {}, origin: siteUrl },
  });
}

/**
 * The shell a static host serves for a page per date (firebase.json rewrites date addresses to it): open to
 * search engines and without a canonical URL, since the page is known only once the browser has read the
 * listing (it then adds its canonical and Event JSON-LD, or `noindex` if the date is not listed). The generic
 * shell's `noindex` would keep every date page out of search. It links the date page's stylesheets and
 * preloads its chunks and the listings client, which the browser would otherwise find one after another.
 *
 * Its body is the date page as it stands before the listing arrives, which the browser hydrates: the site's
 * header, the show's heading, picture (the page's largest paint, fetched first) and summary, and blanks where
 * the date's own facts go, so the page paints from the HTML and the facts fill in without a shift. Nothing in
 * it is about the date, which may have changed, sold out or gone since the build.
 *
 * Link previewers run no script, so the head is all they read: each show's shell shares the show's picture
 * (a date added since the build), and a hosted build writes each upcoming date its own copy whose head names
 * the date's title and own picture (scripts/firebase/date-page-files.ts).
 */
export async function datePageShell(
  template: string,
  siteUrl: string,
  manifest: Manifest | null,
  page: { show: ShowKey } | { venue: Venue },
  /** Rendered into every page of the build (a hosted build's published Site content). */
  data: PageData = {},
): Promise<string> {
  const collected = new HeadCollector();
  const meta =
    'venue' in page
      ? datePageMeta(page.venue)
      : {
          title: SHOWS[page.show].title,
          description: SHOWS[page.show].summary,
          share: SHOW_SHARE_NAMES[page.show],
        };
  collected.setMeta(meta, collected.siteName);
  const head = headTags({ collected, siteUrl, canonicalPath: null, noindex: false });
  // Any date of the show renders the same before its listing arrives: the slug is never shown.
  const url = 'venue' in page ? datePagePath(page.venue) : `${SHOW_PATHS[page.show]}/date`;
  const { route } = matchPage(url);
  await route.page.preload();
  // The page's own head tags (the show's title, for a page still loading) give way to the shell's.
  const { hints, appHtml } = await renderApp(url, siteUrl, data, new HeadCollector());
  return fillTemplate(template, {
    head,
    hints,
    assets: routeAssets(manifest, route),
    appHtml,
    state: { route: route.path, data, origin: siteUrl },
  });
}

/** A route's stylesheets and preloads, from the client manifest (none without one: a render from the sources). */
function routeAssets(manifest: Manifest | null, route: PageRoute | null): string {
  return manifest && route
    ? pageAssetTags(manifest, route.page.module, { readsListings: route.readsListings ?? false })
    : '';
}

function splitLeadingHints(html: string): [hints: string, rest: string] {
  const hints = /^(?:<link [^>]*>)*/.exec(html)?.[0] ?? '';
  return [hints, html.slice(hints.length)];
}
