import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject, vi } from 'vitest';
import type { Renderer } from '../pages/renderer';
import { SITE_ORIGIN_PLACEHOLDER } from '../pages/site-origin';
import { EMBEDDED_BUILD_PAGE_DATA, writePrerenderedSite } from '../pages/write-site';
import { sourceRenderer } from './source-renderer';

/** How long the prerender may take on a busy machine: a hook that calls sourceSite() allows as much. */
export const PRERENDER_TIMEOUT = 120_000;

/**
 * A site prerendered from the sources (no Vite build): the renderer the embedded server uses, and the static
 * pages it wrote, as an embedded build would leave them. Rendering every page takes seconds, so the pages are
 * written once per run, by the first file that asks (the others wait for it), and shared by every file:
 * read them, never write into `staticDir`.
 */
export async function sourceSite(): Promise<{ renderer: Renderer; staticDir: string }> {
  const root = inject('sourceSiteRoot');
  const staticDir = join(root, 'site');
  const done = join(root, 'written');
  const renderer = await sourceRenderer();
  if (existsSync(done)) return { renderer, staticDir };
  if (claim(join(root, 'writing'))) {
    await writePrerenderedSite(renderer, staticDir, SITE_ORIGIN_PLACEHOLDER, {}, EMBEDDED_BUILD_PAGE_DATA);
    writeFileSync(done, '');
  } else {
    const written = () => {
      if (!existsSync(done)) throw new Error('Another test file did not finish prerendering the site.');
    };
    await vi.waitFor(written, { timeout: PRERENDER_TIMEOUT, interval: 100 });
  }
  return { renderer, staticDir };
}

/** True for the one caller that creates `dir` (mkdir is atomic: every other caller finds it there). */
function claim(dir: string): boolean {
  try {
    mkdirSync(dir);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}
