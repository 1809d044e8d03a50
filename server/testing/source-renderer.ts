import { readFileSync } from 'node:fs';
import type { Renderer } from '../pages/renderer';

/**
 * The renderer the embedded server uses, made from the sources (no Vite build): src/render/entry-server.tsx
 * and the repository's index.html. Every page's module is loaded first, as in a server that has rendered each
 * page once: publishing Site content then renders the other pages again without waiting for a module to load.
 */
export async function sourceRenderer(): Promise<Renderer> {
  const entry = await import('../../src/render/entry-server');
  await Promise.all([...entry.PAGE_ROUTES, entry.NOT_FOUND_ROUTE].map((route) => route.page.preload()));
  return { entry, template: readFileSync('index.html', 'utf8'), manifest: null };
}
