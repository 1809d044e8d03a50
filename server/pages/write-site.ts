import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SHOW_KEYS } from '../../src/domain/shows';
import { datePageShellFile, htmlFileFor, SHELL_FILE, writeStyleHashes, type StyleHashes } from './page-files';
import { inlineCriticalCss, renderHtml, type Renderer } from './renderer';
import type { PageData } from '../../src/domain/page-data';

/**
 * What an embedded build renders into every page: written as for a server that cannot send e-mail (no
 * keep-in-touch form), the safe side. A server with SMTP renders them again, offering the forms, once it listens
 * (page-server.ts, renderAllAgain); one without serves them as they are.
 */
export const EMBEDDED_BUILD_PAGE_DATA: PageData = { mailOff: true };

/**
 * Writes every static route of the route table (aliases included) as its own HTML file, plus 404.html,
 * the app shell for paths without a file, sitemap.xml and robots.txt. Routes with parameters are left to
 * the embedded server (per request) or the app shell (hosted), and the hashes of each page's inline critical
 * CSS (page-files.ts). Returns how many pages it wrote.
 */
export async function writePrerenderedSite(
  renderer: Renderer,
  outDir: string,
  siteUrl: string,
  /** Data rendered into some pages, by route path (a hosted build's retention policy for /privacy). */
  dataByRoute: Readonly<Record<string, PageData>> = {},
  /** Data rendered into every page (a hosted build's published Site content). */
  everyPage: PageData = {},
) {
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(outDir, file)), { recursive: true });
    writeFileSync(join(outDir, file), text);
  };
  const styleHashes: StyleHashes = {};
  const writePage = async (file: string, input: Parameters<typeof renderHtml>[1]) => {
    const page = await renderHtml(renderer, input);
    write(file, page.html);
    if (page.styleHashes.length > 0) styleHashes[file] = page.styleHashes;
  };
  let pages = 0;
  const { entry, template } = renderer;
  for (const route of entry.PAGE_ROUTES) {
    if (route.path.includes(':')) continue;
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      const data = { ...everyPage, ...dataByRoute[route.path] };
      await writePage(htmlFileFor(path), { url: path, siteUrl, data });
      pages += 1;
    }
  }
  await writePage('404.html', { url: '/404', siteUrl, data: everyPage });
  write(SHELL_FILE, entry.appShell(template, siteUrl));
  for (const show of SHOW_KEYS) {
    const shell = await entry.datePageShell(template, siteUrl, renderer.manifest, { show }, everyPage);
    const page = await inlineCriticalCss(renderer, shell);
    write(datePageShellFile(show), page.html);
    if (page.styleHashes.length > 0) styleHashes[datePageShellFile(show)] = page.styleHashes;
  }
  writeStyleHashes(outDir, styleHashes);
  write('sitemap.xml', entry.sitemapXml(siteUrl));
  write('robots.txt', entry.robotsTxt(siteUrl));
  return pages;
}
