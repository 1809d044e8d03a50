import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as EntryServerModule from '../../src/render/entry-server';
import type { Manifest } from '../../src/render/page-assets';
import { CLIENT_MANIFEST_FILE, TEMPLATE_FILE } from './page-files';

/** The server bundle that scripts/prerender.ts builds from src/render/entry-server.tsx. */
export type EntryServer = typeof EntryServerModule;

export interface Renderer {
  entry: EntryServer;
  /** The built index.html with its markers (src/render/html-template.ts). */
  template: string;
  /** Vite's client manifest (each page's CSS and chunks); null for a renderer made from the sources. */
  manifest: Manifest | null;
}

/** Loads the server bundle and template from `ssrDir`; null when the build made none. */
export async function loadRenderer(ssrDir: string): Promise<Renderer | null> {
  const entryFile = resolve(ssrDir, 'entry-server.js');
  const templateFile = join(ssrDir, TEMPLATE_FILE);
  if (!existsSync(entryFile) || !existsSync(templateFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as EntryServer;
  const manifestFile = join(ssrDir, CLIENT_MANIFEST_FILE);
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
    : null;
  return { entry, template: readFileSync(templateFile, 'utf8'), manifest };
}
