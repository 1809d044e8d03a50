/**
 * Serves every page of the embedded site as HTML with its content:
 * - static routes: the files the build prerendered (scripts/prerender.ts), loaded once at start-up with the
 *   placeholder origin swapped for SITE_URL; once a block is published, or where the server can send e-mail,
 *   each is rendered again in the background (or for the first request of it), kept until the next publish;
 * - routes marked `render: 'request'` in src/app/routes.tsx (show pages): rendered per request from the
 *   server bundle with their data (server/pages/page-data.ts), kept until a listing changes or the London
 *   day turns, and the data embedded in the page so the browser does not ask again;
 * - anything else: the prerendered not-found page, with status 404.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { todayInLondon } from '../../src/domain/dates';
import type { Store } from '../db/store';
import type { RetentionPolicy } from '../../src/domain/retention';
import { PAGE_DATA_LOADERS } from './page-data';
import { htmlFileFor, readStyleHashes, SHELL_FILE } from './page-files';
import { prepareResponse, sendPrepared, type PreparedResponse } from './prepared-response';
import { allowPageStyles } from '../security/headers';
import { renderHtml, type Renderer } from './renderer';
import { SITE_ORIGIN_PLACEHOLDER } from './site-origin';
import { addDatePages, DATE_PAGE_ROUTES, datePageRedirect, datePageStatus, neverListed } from './date-pages';
import { pageQuery } from './page-query';
import { sendTooManyPages } from './too-many-pages';
import {
  asksForPreview,
  NOT_FOUND_FILE,
  renderStaticPage,
  sendPreview,
  staticPageAddresses,
} from './content-pages';
import type { PageData } from '../../src/domain/page-data';
import type { SiteContent } from '../../src/domain/site-content/blocks';

/** Whether this request may have one more request-time page, and if not, how long until it may. */
export type PageLimit = (
  request: FastifyRequest,
) => Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;

export interface PageServerOptions {
  staticDir: string;
  renderer: Renderer;
  /** The public origin, no trailing slash. */
  siteUrl: string;
  store: Store;
  now: () => Date;
  /** What this server deletes and when: rendered into the privacy statement. */
  retention: RetentionPolicy;
  /** How many rendered pages are kept. Default MAX_CACHED_PAGES. */
  cacheSize?: number;
  /** The per-address limit on request-time pages (far above anyone's reading pace). */
  pageLimit: PageLimit;
  /**
   * False without SMTP: every page is rendered with `mailOff` in its data, so none offers a keep-in-touch
   * form (src/features/forms/keep-in-touch.ts), as the build wrote its pages (EMBEDDED_BUILD_PAGE_DATA);
   * true, those are rendered again, with the forms (createPageServer's staticPage).
   */
  mailEnabled: boolean;
  /** True when a signed-in manager asks: only they may see a page with the Site content drafts. */
  isManager: (request: FastifyRequest) => boolean;
  /**
   * A page opened by a token in its address (a hotel's own page): 'open' gets the app shell, kept by no
   * shared cache; 'closed' (a wrong or revoked token) the not-found page, as if it never existed. Null for
   * every other path.
   */
  privatePage?: (path: string) => 'open' | 'closed' | null;
}

/**
 * The page's data with the Site content it shows (none published: the seed, and nothing added) and, on a
 * server that cannot send e-mail, that it offers no keep-in-touch form.
 */
const withContent = (data: PageData, content: SiteContent, mailEnabled: boolean): PageData => ({
  ...data,
  ...(Object.keys(content).length > 0 ? { content } : {}),
  ...(mailEnabled ? {} : { mailOff: true as const }),
});

const HTML = 'text/html; charset=utf-8';
/** Site files the prerender writes beside the pages, served with the origin swapped too. */
export const SITE_FILES: Record<string, string> = {
  '/sitemap.xml': 'application/xml; charset=utf-8',
  '/robots.txt': 'text/plain; charset=utf-8',
};
// Request-time pages with parameters (a page per date, What's on's filters) could otherwise fill memory with
// every URL tried; the least recently asked-for page leaves first, so the busy ones stay.
const MAX_CACHED_PAGES = 500;
const MAX_MATCHED_PATHS = 2000;

export function createPageServer(options: PageServerOptions) {
  const { staticDir, renderer, siteUrl, store, now, retention, pageLimit, isManager, mailEnabled } = options;
  const { entry } = renderer;
  for (const route of entry.PAGE_ROUTES) {
    if (route.render === 'request' && !PAGE_DATA_LOADERS[route.path]) {
      throw new Error(`${route.path} is rendered per request but has no loader in server/pages/page-data.ts`);
    }
  }

  const withOrigin = (text: string) => text.replaceAll(SITE_ORIGIN_PLACEHOLDER, siteUrl);
  const files = new Map<string, PreparedResponse>();
  // Recursive: some pages live in a folder (/subscribe/confirm is subscribe/confirm.html).
  const htmlFiles = readdirSync(staticDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  const styleHashes = readStyleHashes(staticDir);
  for (const name of htmlFiles.map((file) => file.split(sep).join('/'))) {
    const status = name === NOT_FOUND_FILE ? 404 : 200;
    const html = withOrigin(readFileSync(join(staticDir, name), 'utf8'));
    files.set(name, prepareResponse(html, HTML, status, styleHashes[name]));
  }
  for (const [path, type] of Object.entries(SITE_FILES)) {
    const file = join(staticDir, path);
    if (existsSync(file)) files.set(path, prepareResponse(withOrigin(readFileSync(file, 'utf8')), type));
  }

  // The sitemap lists every upcoming date page beside the static routes, rebuilt when a listing changes.
  let sitemap: { version: string; file: PreparedResponse } | null = null;
  const sitemapWithDates = async (staticSitemap: PreparedResponse) => {
    const today = todayInLondon(now());
    const version = `${today}#${store.venues.version()}`;
    if (sitemap?.version !== version) {
      const xml = addDatePages(staticSitemap.plain.toString('utf8'), siteUrl, store, today);
      sitemap = { version, file: prepareResponse(xml, SITE_FILES['/sitemap.xml'] ?? 'application/xml') };
    }
    return sitemap.file;
  };

  // Matching a path against the route table costs React Router a fresh ranking of every route (most of a
  // cached page's time): the answer for a path never changes, so the busy ones are kept.
  const matched = new LRUCache<string, ReturnType<typeof entry.matchPage>>({ max: MAX_MATCHED_PATHS });
  const matchPage = (path: string) => {
    const known = matched.get(path);
    if (known) return known;
    const match = entry.matchPage(path);
    matched.set(path, match);
    return match;
  };

  // The build wrote its pages without the published Site content and without the keep-in-touch forms
  // (EMBEDDED_BUILD_PAGE_DATA). Once a block is published, or where the server can send e-mail, each is
  // rendered again, kept until the next publish: by renderAllAgain, out of the way, after a start or a
  // publish, or by the first request for it, whichever comes first. The server listens at once, and a publish
  // waits for no page. (All of them rendered before it listened held a server with SMTP back for about 3 s on
  // a quiet machine.)
  const renderedAgain = staticPageAddresses(renderer);
  const staticRendered = new Map<string, { version: number; page: Promise<PreparedResponse> }>();
  let builtPagesCurrent: { version: number; current: boolean } | null = null;
  const staticPage = async (name: string): Promise<PreparedResponse | undefined> => {
    const built = files.get(name);
    const url = renderedAgain.get(name);
    if (!built || url === undefined) return built;
    const version = store.content.version();
    if (builtPagesCurrent?.version !== version) {
      const nothingPublished = Object.keys(store.content.published()).length === 0;
      builtPagesCurrent = { version, current: nothingPublished && !mailEnabled };
    }
    if (builtPagesCurrent.current) return built;
    const known = staticRendered.get(name);
    if (known?.version === version) return known.page;
    const data = withContent({}, store.content.published(), mailEnabled);
    // Neither a failed render nor a page sent without its critical CSS is kept: the next request tries again.
    const forget = () => {
      if (staticRendered.get(name) === kept) staticRendered.delete(name);
    };
    const kept = {
      version,
      page: renderStaticPage(renderer, siteUrl, data, url).then(({ page, missedCriticalCss }) => {
        if (missedCriticalCss) forget();
        return page;
      }),
    };
    staticRendered.set(name, kept);
    kept.page.catch(forget);
    return kept.page;
  };
  /** Renders every page staticPage renders again, one after another; a page already rendered is skipped. */
  const renderAllAgain = async () => {
    for (const name of renderedAgain.keys()) {
      await staticPage(name).catch((error: unknown) =>
        console.error(`[pages] ${name} could not be rendered again`, error),
      );
    }
  };
  const notFoundPage = async () => {
    const page = await staticPage(NOT_FOUND_FILE);
    if (!page) throw new Error(`The build has no ${NOT_FOUND_FILE} in ${staticDir}`);
    return page;
  };

  const rendered = new LRUCache<string, { version: string; page: Promise<PreparedResponse> }>({
    max: options.cacheSize ?? MAX_CACHED_PAGES,
  });
  const renderPerRequest = (path: string, routePath: string, params: Record<string, string | undefined>) => {
    const today = todayInLondon(now());
    // A published block changes every page (each carries the published content).
    const version = `${today}#${store.venues.version()}#${store.content.version()}`;
    const cached = rendered.get(path);
    if (cached?.version === version) return cached.page;
    const loaded = PAGE_DATA_LOADERS[routePath]?.({ params, store, today, retention }) ?? {};
    const data = withContent(loaded, store.content.published(), mailEnabled);
    // A failed render is not kept, nor a page sent without its critical CSS (out of time, or too many
    // waiting): the next request tries again.
    const forget = () => {
      if (rendered.peek(path) === kept) rendered.delete(path);
    };
    const kept = {
      version,
      page: renderHtml(renderer, { url: path, siteUrl, data }).then((result) => {
        if (result.missedCriticalCss) forget();
        return prepareResponse(result.html, HTML, datePageStatus(data) ?? result.status, result.styleHashes);
      }),
    };
    rendered.set(path, kept);
    kept.page.catch(forget);
    return kept.page;
  };

  /** A page with the drafts, for a manager: rendered now, kept nowhere. */
  const preview = async (reply: FastifyReply, path: string, search: string) => {
    const { route, params } = matchPage(path);
    const today = todayInLondon(now());
    const loaded = PAGE_DATA_LOADERS[route.path]?.({ params, store, today, retention }) ?? {};
    const data = { ...withContent(loaded, store.content.preview(), mailEnabled), preview: true as const };
    const page = await renderHtml(renderer, { url: path + search, siteUrl, data });
    return sendPreview(reply, datePageStatus(data) ?? page.status, page);
  };

  const sendPrivatePage = async (request: FastifyRequest, reply: FastifyReply, access: 'open' | 'closed') => {
    if (access === 'closed') return sendPrepared(request, reply, await notFoundPage());
    const shell = files.get(SHELL_FILE);
    if (!shell) throw new Error(`The build has no ${SHELL_FILE} in ${staticDir}`);
    allowPageStyles(reply, shell.styleHashes);
    return reply
      .code(200)
      .type(HTML)
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('referrer-policy', 'no-referrer')
      .send(shell.plain);
  };

  return {
    /**
     * After a start or a publish: renders the pages the build's files no longer stand for, in the background,
     * so that a visitor seldom waits for one.
     */
    renderAllAgain(): void {
      void renderAllAgain();
    },
    /** Answers a GET of a page path or a site file. */
    async send(request: FastifyRequest, reply: FastifyReply, path: string) {
      if (asksForPreview(request.url) && isManager(request) && !SITE_FILES[path]) {
        return preview(reply, path, pageQuery(matchPage(path).route.path, request.url));
      }
      const siteFile = files.get(path);
      if (siteFile && SITE_FILES[path] && path !== '/sitemap.xml')
        return sendPrepared(request, reply, siteFile);
      if (path === '/sitemap.xml' && siteFile) {
        return sendPrepared(request, reply, await sitemapWithDates(siteFile));
      }
      const privately = options.privatePage?.(path) ?? null;
      if (privately) return sendPrivatePage(request, reply, privately);
      const { route, params } = matchPage(path);
      // An edited listing's former address, or its address in another case or with a trailing slash: a
      // permanent redirect to its one address (and its search ranking).
      const moved = datePageRedirect(store, path);
      if (moved) return reply.redirect(moved, 301);
      if (route.render === 'request') {
        const limit = await pageLimit(request);
        if (!limit.allowed) return sendTooManyPages(reply, limit.retryAfterSeconds);
        const show = DATE_PAGE_ROUTES[route.path];
        if (show && neverListed(store, show, params.slug ?? ''))
          return sendPrepared(request, reply, await notFoundPage());
        // The query parameters the page reads are part of what is rendered (and cached), in one spelling.
        const search = pageQuery(route.path, request.url);
        return sendPrepared(request, reply, await renderPerRequest(path + search, route.path, params));
      }
      const name = [htmlFileFor(path), ...(route.path === '*' ? [] : [htmlFileFor(route.path)])].find(
        (file) => files.has(file),
      );
      const page = name === undefined ? undefined : await staticPage(name);
      return sendPrepared(request, reply, page ?? (await notFoundPage()));
    },
  };
}

export type PageServer = ReturnType<typeof createPageServer>;
