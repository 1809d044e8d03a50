import { beforeAll, beforeEach } from 'vitest';
import type { BlockId } from '../../src/domain/site-content/blocks';
import type { BlockState, SiteContentState } from '../../src/domain/site-content/content-api';
import type { BuildAppOptions } from '../app';
import type { Renderer } from '../pages/renderer';
import { PRERENDER_TIMEOUT, sourceSite } from './source-site';
import { createTestApp, type TestApp } from './test-app';

export interface SignedInSiteApp {
  /** This test's server. */
  readonly t: TestApp;
  /** The manager's Cookie header on this test's server. */
  readonly cookie: string;
  /** The renderer of the file's site (a test may wrap it, to count renders, and restart with it). */
  readonly renderer: Renderer;
  /** The file's prerendered site (another server may start on it). */
  readonly staticDir: string;
  /** Closes this test's server and starts another on the same site, with these options, signed in again. */
  restart(overrides: Partial<BuildAppOptions>): Promise<void>;
  /** A Site content block as the manager's dashboard reads it: its revision, draft and live version. */
  blockState(block: BlockId): Promise<BlockState | undefined>;
}

/**
 * For a test file of the server's pages: the site prerendered from the sources (once per run, shared) and, for each test, a fresh server on it, on the public origin `siteUrl`, with the manager signed
 * in. Call it at the top of the file; read `t` and `cookie` inside tests.
 */
export function signedInSiteApp(siteUrl: string): SignedInSiteApp {
  let site: Awaited<ReturnType<typeof sourceSite>>;
  let t: TestApp;
  let cookie: string;
  const start = async (overrides: Partial<BuildAppOptions> = {}) => {
    t = await createTestApp({ staticDir: site.staticDir, renderer: site.renderer, siteUrl, ...overrides });
    cookie = await t.signIn();
  };

  beforeAll(async () => {
    site = await sourceSite();
  }, PRERENDER_TIMEOUT);
  beforeEach(async () => {
    await start();
    return () => t.close();
  });

  return {
    get t() {
      return t;
    },
    get cookie() {
      return cookie;
    },
    get renderer() {
      return site.renderer;
    },
    get staticDir() {
      return site.staticDir;
    },
    async restart(overrides) {
      await t.close();
      await start(overrides);
    },
    async blockState(block) {
      const read = await t.app.inject({ method: 'GET', url: '/api/content', headers: { cookie } });
      return read.json<SiteContentState>().blocks.find((state) => state.block === block);
    },
  };
}
