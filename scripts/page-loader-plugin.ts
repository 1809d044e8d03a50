import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { minifySync, transformWithOxc, type Plugin, type Rollup } from 'vite';
import { withPageLoader } from '../src/render/page-modules.ts';

export const PAGE_LOADER_SOURCE = 'src/app/page-loader.ts';
/** The module that starts the app in steps, each a dynamic import (decision 0044). */
const START_SOURCE = 'src/main.tsx';

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
  let startSource = '';
  let startSteps = new Set<string>();
  return {
    name: 'page-loader',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    async configResolved(config) {
      loader = await buildPageLoader(config.root);
      startSource = resolve(config.root, START_SOURCE);
    },
    buildEnd() {
      startSteps = new Set(this.getModuleInfo(startSource)?.dynamicallyImportedIds);
    },
    generateBundle() {
      if (loader) this.emitFile({ type: 'asset', fileName: loader.fileName, source: loader.code });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, { chunk, bundle }) => {
        if (!loader) return html;
        const start = chunk && bundle ? startModules(chunk, bundle, startSteps) : { modules: [], css: [] };
        // The stylesheets of the app's modules, linked as Vite links the entry's: every page needs them.
        const styled = html.replace(
          '</head>',
          `${start.css.map((file) => `  <link rel="stylesheet" crossorigin href="${file}">\n`).join('')}</head>`,
        );
        return withPageLoader(styled, `/${loader.fileName}`, start.modules);
      },
    },
  };
}

/**
 * The chunks of the app's start (src/main.tsx starts the app in steps, each a dynamic import: `startSteps`
 * are the modules it imports so), what they import, and their stylesheets: Vite links and preloads only an
 * entry's static imports. Without the preloads the browser would find each step's chunk a round trip after the
 * one before; without the links no page's HTML would name the app's own CSS (the header's, the footer's, the
 * site's stylesheet). Another module of the entry's chunk may import something at run time too (the sign-in
 * with Google, when someone signs in): that is left to when it is asked for.
 */
export function startModules(
  entry: Rollup.OutputChunk,
  bundle: Rollup.OutputBundle,
  startSteps: ReadonlySet<string>,
): { modules: string[]; css: string[] } {
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (files.has(fileName) || chunk?.type !== 'chunk') return;
    files.add(fileName);
    chunk.imports.forEach(visit);
    chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
  };
  for (const fileName of entry.dynamicImports) {
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk' && chunk.facadeModuleId !== null && startSteps.has(chunk.facadeModuleId))
      visit(fileName);
  }
  return { modules: [...files].map((file) => `/${file}`), css: [...css].map((file) => `/${file}`) };
}
