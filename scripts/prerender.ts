/**
 * Prerenders the site after the client build (`vite build`): builds the server bundle
 * (src/render/entry-server.tsx) with Vite's SSR build, then writes every static route of the route table
 * as its own HTML file, plus 404.html, the app shell for paths without a file, sitemap.xml and robots.txt.
 *
 *   tsx scripts/prerender.ts [--mode MODE] [--outDir dist]
 *
 * The server bundle and the untouched template stay in `<outDir>-ssr` (the embedded server renders show
 * pages from them per request). Origins: a hosted build writes VITE_SITE_URL; an embedded build writes
 * SITE_ORIGIN_PLACEHOLDER, which the embedded server replaces with its SITE_URL when it serves the files.
 */
import { copyFileSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, loadEnv } from 'vite';
import { SITE_ORIGIN_PLACEHOLDER } from '../server/pages/site-origin';
import { APP_MARKER } from '../src/render/template-markers';
import { CLIENT_MANIFEST_FILE, TEMPLATE_FILE } from '../server/pages/page-files';
import { loadRenderer } from '../server/pages/renderer';
import { EMBEDDED_BUILD_PAGE_DATA, writePrerenderedSite } from '../server/pages/write-site';
import { PATHS } from '../src/domain/paths';
import { HOSTED_RETENTION } from '../src/domain/retention';
import type { PageData } from '../src/domain/page-data';
import { publishedContentForBuild, refusedNotice } from './firebase/published-content';

const flag = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const mode = flag('mode', 'production');
const outDir = resolve(flag('outDir', 'dist'));
const ssrDir = `${outDir}-ssr`;
const env = loadEnv(mode, process.cwd(), '');
const hosted = (process.env.VITE_BACKEND ?? env.VITE_BACKEND) === 'firebase';
const siteUrl = hosted ? (process.env.VITE_SITE_URL ?? env.VITE_SITE_URL ?? '') : SITE_ORIGIN_PLACEHOLDER;
if (!/^https?:\/\/[^/]+$/.test(siteUrl)) {
  console.error(`VITE_SITE_URL must be the site's origin, like https://example.co.uk (got "${siteUrl}")`);
  process.exit(1);
}

/**
 * The published Site content from the build's own Firestore project; refused (no rules deployed yet), the seed
 * words; any other failure stops the build.
 */
async function hostedContent(): Promise<PageData> {
  const { createFirebaseDataPort } = await import('../src/data/firebase/firestore-port');
  const { firebaseSettingsOf } = await import('../src/data/firebase/config');
  const port = createFirebaseDataPort(firebaseSettingsOf(env));
  try {
    const { refused, value } = await publishedContentForBuild(port);
    console.log(
      refused
        ? refusedNotice('the published site content', 'the seed words')
        : `Site content: ${Object.keys(value.content ?? {}).length} published blocks baked in.`,
    );
    return value;
  } catch (error) {
    console.error(
      `\nThe published site content could not be read from Firestore ` +
        `(${error instanceof Error ? error.message : String(error)}).\nThe build stops rather than put ` +
        `the words the site was first built with back on every page. See docs/hosted-mode.md, Site content.\n`,
    );
    process.exit(1);
  } finally {
    await port.close();
  }
}

await build({
  mode,
  logLevel: 'warn',
  build: { ssr: 'src/render/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
});
if (!readFileSync(join(outDir, 'index.html'), 'utf8').includes(APP_MARKER)) {
  console.error(`${outDir}/index.html is a page already: run vite build before prerendering again.`);
  process.exit(1);
}
copyFileSync(join(outDir, 'index.html'), join(ssrDir, TEMPLATE_FILE));
copyFileSync(join(outDir, '.vite/manifest.json'), join(ssrDir, CLIENT_MANIFEST_FILE));
// No visitor waits on a build, and a page written without its critical CSS stays so until the next one: a
// page's limit here only stops a stuck Beasties from holding the build for good.
const renderer = await loadRenderer(ssrDir, outDir, { deadlineMs: 60_000 });
if (!renderer) throw new Error(`No server bundle in ${ssrDir}`);
// A hosted build bakes in the published Site content (the embedded server renders its own).
const content = hosted ? await hostedContent() : EMBEDDED_BUILD_PAGE_DATA;
// A hosted build's privacy statement says what hosted mode does with old records; the embedded server
// renders /privacy per request with its own RETENTION_MONTHS.
const pages = await writePrerenderedSite(
  renderer,
  outDir,
  siteUrl,
  hosted ? { [PATHS.privacy]: { retention: HOSTED_RETENTION } } : {},
  content,
);
console.log(`Prerendered ${pages} pages, 404.html, the app shell, sitemap.xml and robots.txt into ${outDir}`);
