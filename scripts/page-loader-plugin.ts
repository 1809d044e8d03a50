import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { minifySync, transformWithOxc, type Plugin } from 'vite';
import { withPageLoader } from '../src/render/page-modules.ts';

export const PAGE_LOADER_SOURCE = 'src/app/page-loader.ts';

/** The page loader as the browser gets it: one classic script, minified, named by its content. */
export async function buildPageLoader(root: string): Promise<{ fileName: string; code: string }> {
  const file = resolve(root, PAGE_LOADER_SOURCE);
  const plain = await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts', target: 'es2020' });
  const { code } = minifySync(file.replace(/\.ts$/, '.js'), plain.code, { module: false });
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  return { fileName: `assets/page-loader-${hash}.js`, code };
}

/**
 * The client build's pages start their JavaScript after the first paint (decision 0044): index.html's entry
 * module script becomes the page loader, which names the entry and its preloads and adds them once the page
 * has painted. The dev server keeps Vite's own module script (its HMR needs it at once).
 */
export function pageLoader(): Plugin {
  let loader: { fileName: string; code: string } | null = null;
  return {
    name: 'page-loader',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    async configResolved(config) {
      loader = await buildPageLoader(config.root);
    },
    generateBundle() {
      if (loader) this.emitFile({ type: 'asset', fileName: loader.fileName, source: loader.code });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => (loader ? withPageLoader(html, `/${loader.fileName}`) : html),
    },
  };
}
