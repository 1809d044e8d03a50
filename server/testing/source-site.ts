import { inject } from 'vitest';
import type { Renderer } from '../pages/renderer';
import { sourceRenderer } from './source-renderer';

/**
 * A site prerendered from the sources (no Vite build): the renderer the embedded server uses, and the static
 * pages it wrote, as an embedded build would leave them. The pages are written once per run
 * (tests/setup/source-site.ts) and shared by every file: read them, never write into `staticDir`.
 */
export async function sourceSite(): Promise<{ renderer: Renderer; staticDir: string }> {
  return { renderer: await sourceRenderer(), staticDir: inject('sourceSiteDir') };
}
