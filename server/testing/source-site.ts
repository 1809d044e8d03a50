import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Renderer } from '../pages/renderer';
import { SITE_ORIGIN_PLACEHOLDER } from '../pages/site-origin';
import { writePrerenderedSite } from '../pages/write-site';

/**
 * A site prerendered from the sources (no Vite build): the renderer the embedded server uses, made from
 * src/render/entry-server.tsx and the repository's index.html, and the static pages it writes, in a temp
 * folder, as an embedded build would leave them.
 */
export async function prerenderSourceSite(): Promise<{
  renderer: Renderer;
  staticDir: string;
  remove(): void;
}> {
  const entry = await import('../../src/render/entry-server');
  const renderer: Renderer = { entry, template: readFileSync('index.html', 'utf8'), manifest: null };
  const staticDir = mkdtempSync(join(tmpdir(), 'site-pages-'));
  await writePrerenderedSite(renderer, staticDir, SITE_ORIGIN_PLACEHOLDER);
  return { renderer, staticDir, remove: () => rmSync(staticDir, { recursive: true, force: true }) };
}
