import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as EntryServerModule from '../../src/render/entry-server';
import type { RenderedPage } from '../../src/render/entry-server';
import type { Manifest } from '../../src/render/page-assets';
import type { PageData } from '../../src/domain/page-data';
import { startCriticalCss, type InlineCriticalCss } from './critical-css';
import type { CriticalCssLimits, InlinedPage } from './critical-css-limits';
import { CLIENT_MANIFEST_FILE, TEMPLATE_FILE } from './page-files';

/** The server bundle that scripts/prerender.ts builds from src/render/entry-server.tsx. */
export type EntryServer = typeof EntryServerModule;

export interface Renderer {
  entry: EntryServer;
  /** The built index.html with its markers (src/render/html-template.ts). */
  template: string;
  /** Vite's client manifest (each page's CSS and chunks); null for a renderer made from the sources. */
  manifest: Manifest | null;
  /** Inlines a page's critical CSS (critical-css.ts); none for a renderer made from the sources. */
  inlineCss?: InlineCriticalCss;
}

/**
 * Loads the server bundle and template from `ssrDir`; null when the build made none. With `clientDir` (the
 * client build the pages link to), every page it renders gets its critical CSS inlined, within `limits`.
 */
export async function loadRenderer(
  ssrDir: string,
  clientDir?: string,
  limits?: CriticalCssLimits,
): Promise<Renderer | null> {
  const entryFile = resolve(ssrDir, 'entry-server.js');
  const templateFile = join(ssrDir, TEMPLATE_FILE);
  if (!existsSync(entryFile) || !existsSync(templateFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as EntryServer;
  const manifestFile = join(ssrDir, CLIENT_MANIFEST_FILE);
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
    : null;
  return {
    entry,
    template: readFileSync(templateFile, 'utf8'),
    manifest,
    ...(clientDir ? { inlineCss: startCriticalCss(clientDir, limits) } : {}),
  };
}

/** A page as HTML, with what its CSP must allow of it. */
export type RenderedHtml = RenderedPage & InlinedPage;

/** Renders one page as HTML, its critical CSS inlined when the renderer does that. */
export async function renderHtml(
  { entry, template, manifest, inlineCss }: Renderer,
  input: { url: string; siteUrl: string; data: PageData },
): Promise<RenderedHtml> {
  const page = await entry.renderPage({ ...input, template, manifest });
  return { ...page, ...(await inlineCriticalCss({ inlineCss }, page.html)) };
}

/** A document rendered otherwise (a date page's shell), its critical CSS inlined when the renderer does that. */
export async function inlineCriticalCss(
  { inlineCss }: Pick<Renderer, 'inlineCss'>,
  html: string,
): Promise<InlinedPage> {
  return inlineCss ? inlineCss(html) : { html, styleHashes: [], missedCriticalCss: false };
}
