import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pageModules, withPageLoader } from '../../src/render/page-modules';
import type { Manifest } from '../../src/render/page-assets';
import { PATHS } from '../../src/domain/paths';
import { sourceRenderer } from '../testing/source-renderer';

/**
 * What a page asks for before its first paint (decision 0044), read from its HTML as the build writes it:
 * index.html as `vite build` leaves it (entry script, the entry's preloads) turned by the build's page loader
 * step, and a manifest naming each page's own chunk.
 */
const BUILT_TEMPLATE = withPageLoader(
  readFileSync('index.html', 'utf8')
    .replace('<script type="module" src="/src/main.tsx"></script>', '')
    .replace(
      '</head>',
      '  <script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/react-1.js">\n  </head>',
    ),
  '/assets/page-loader-1.js',
);

async function builtPage(url: string): Promise<string> {
  const { entry } = await sourceRenderer();
  const manifest: Manifest = { 'index.html': { file: 'assets/index-1.js', isEntry: true } };
  for (const route of entry.PAGE_ROUTES)
    manifest[route.page.module] = { file: `assets/${route.path.length}-page.js` };
  const { html } = await entry.renderPage({
    template: BUILT_TEMPLATE,
    url,
    siteUrl: 'https://shows.example.co.uk',
    manifest,
  });
  return html;
}

const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('before its first paint, a page asks for', () => {
  it('no module script and no module preload: its JavaScript is listed for the page loader', async () => {
    for (const path of [PATHS.home, PATHS.team, PATHS.titanic]) {
      const html = await builtPage(path);
      expect(html, path).not.toMatch(/<script type="module"|rel="modulepreload"/);
      const modules = pageModules(html);
      expect(modules[0], path).toBe('/assets/index-1.js');
      expect(modules.length, path).toBeGreaterThan(2);
      expect(head(html), path).toContain('<script defer src="/assets/page-loader-1.js"');
    }
  });

  it('no font and no web app manifest: the faces come with the CSS, the manifest from the loader', async () => {
    for (const path of [PATHS.home, PATHS.team, PATHS.titanic]) {
      const pageHead = head(await builtPage(path));
      expect(pageHead, path).not.toMatch(/as="font"|\.woff2|rel="manifest"/);
      expect(pageHead, path).toContain('data-manifest="/site.webmanifest"');
    }
  });

  it("the home banner's first picture at high priority, sized by srcset, and no other slide's picture", async () => {
    const html = await builtPage(PATHS.home);
    const banner = html.slice(html.indexOf('class="home-banner"'));
    const pictures = [...banner.matchAll(/<img class="home-banner__picture"[^>]*>/g)].map(([tag]) => tag);
    expect(pictures).toHaveLength(1);
    // React writes the attributes as it names them (fetchPriority, srcSet): HTML reads them in any case.
    expect(pictures[0]).toMatch(/fetchpriority="high"/i);
    expect(pictures[0]).toMatch(/srcset="[^"]*800w[^"]*"/i);
    expect(pictures[0]).toContain('sizes="100vw"');
    expect(pictures[0]).not.toMatch(/loading="lazy"/);
    // Nothing hides the active slide until a script runs.
    expect(banner).toMatch(/class="home-banner__slide is-active"/);
  });
});
