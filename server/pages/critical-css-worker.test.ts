import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { aManualTimer } from '../testing/manual-timer';
import { startCriticalCss, styleHash } from './critical-css';

/** The critical-CSS worker (Beasties in a thread) on a client build of stylesheets the test writes. */
let clientDir: string;
beforeAll(() => {
  clientDir = mkdtempSync(join(tmpdir(), 'critical-css-worker-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets/site.css'), SHEET);
  writeFileSync(join(clientDir, 'assets/fonts.css'), FALLBACK_FACE + BRAND_FACE + FONT_RULE);
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const SHEET = '.site-footer{color:#123456}.unused{color:red}';
const CRITICAL = '.site-footer{color:#123456}';
const page = (sheet: string, head = '') =>
  `<!doctype html><html><head>${head}<link rel="stylesheet" href="/assets/${sheet}"></head>` +
  `<body><footer class="site-footer">Tom</footer></body></html>`;

// As the build writes them: fontaine's metric-matched fallback (a local font), then the brand's face.
const FALLBACK_FACE =
  '@font-face{font-family:Lato fallback;src:local(Arial);size-adjust:97.6894%;font-style:normal;font-weight:400}';
const BRAND_FACE =
  '@font-face{font-family:Lato;font-style:normal;font-weight:400;font-display:swap;' +
  'src:url(/assets/lato-1.woff2)format("woff2");unicode-range:U+??,U+2000-206F}';
const FONT_RULE = '.site-footer{font-family:Lato,Lato fallback,sans-serif}';
const LOADER =
  '<script defer src="/assets/page-loader-1.js" data-page-modules="/assets/index-1.js"></script>';

describe('the critical-CSS worker', () => {
  it("moves the brand's font faces to the page loader, and keeps their fallbacks inline", async () => {
    const inlined = await startCriticalCss(clientDir)(page('fonts.css', LOADER));
    const css = FALLBACK_FACE + FONT_RULE;
    expect(inlined.html).toContain(`<style>${css}</style>`);
    expect(inlined.html.match(/<style>/g)).toHaveLength(1);
    expect(inlined.styleHashes).toEqual([styleHash(css)]);
    const fonts = /data-fonts="([^"]*)"/.exec(inlined.html)?.[1]?.replaceAll('&quot;', '"');
    expect(JSON.parse(fonts ?? '[]')).toEqual([
      {
        family: 'Lato',
        style: 'normal',
        weight: '400',
        display: 'swap',
        src: 'url(/assets/lato-1.woff2)format("woff2")',
        unicodeRange: 'U+??,U+2000-206F',
      },
    ]);
  });

  it("lists the stylesheets' rest for the page loader, in order, and leaves only their <noscript> copies in the HTML", async () => {
    const head = `<link rel="stylesheet" href="/assets/fonts.css">${LOADER}`;
    const inlined = await startCriticalCss(clientDir)(page('site.css', head));
    const sheets = /data-stylesheets="([^"]*)"/.exec(inlined.html)?.[1]?.replaceAll('&quot;', '"');
    expect(JSON.parse(sheets ?? '[]')).toEqual([
      { href: '/assets/fonts.css', media: 'all' },
      { href: '/assets/site.css', media: 'all' },
    ]);
    // Outside <noscript>, no stylesheet is left for the browser to fetch before the first paint.
    const outsideNoscript = inlined.html.replace(/<noscript>.*?<\/noscript>/g, '');
    expect(outsideNoscript).not.toMatch(/<link[^>]*stylesheet/);
    expect(inlined.html).toContain('<noscript><link rel="stylesheet" href="/assets/site.css"></noscript>');
  });

  it('keeps every face inline on a page without the loader (the dev server)', async () => {
    const inlined = await startCriticalCss(clientDir)(page('fonts.css'));
    expect(inlined.html).toContain(`<style>${FALLBACK_FACE}${BRAND_FACE}${FONT_RULE}</style>`);
    // ...and its stylesheet's link, switched on by the dev server's entry.
    expect(inlined.html).toContain('media="print" data-beasties-media="all"');
  });

  it('reports the style it wrote, and only that, for the CSP: not `<style>` text in an attribute or JSON-LD', async () => {
    const decoys =
      '<meta name="description" content="<style>.meta{}</style>">' +
      '<script type="application/ld+json">{"name":"<style>.json{}</style>"}</script>';
    const inlined = await startCriticalCss(clientDir)(page('site.css', decoys));
    expect(inlined.html).toContain(`<style>${CRITICAL}</style>`);
    expect(inlined.html).toContain('<style>.json{}</style>');
    // Nothing of Beasties' own bookkeeping is left on the page.
    expect(inlined.html).toMatch(/^<!doctype html><html><head>/);
    expect(inlined.styleHashes).toEqual([styleHash(CRITICAL)]);
  });

  it('reads a stylesheet again for a later page when it could not be read before', async () => {
    const inline = startCriticalCss(clientDir);
    // Beasties says (from the worker) that it could not find the file, and sends the page without it.
    expect((await inline(page('late.css'))).styleHashes).toEqual([]);
    writeFileSync(join(clientDir, 'assets/late.css'), SHEET);
    const later = await inline(page('late.css'));
    expect(later.html).toContain(`<style>${CRITICAL}</style>`);
    expect(later.styleHashes).toEqual([styleHash(CRITICAL)]);
  });

  it('still inlines the next page after one ran out of time in it', async () => {
    const clock = aManualTimer();
    const inline = startCriticalCss(clientDir, { timer: clock.timer });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const late = inline(page('site.css'));
    clock.fireAll();
    expect(await late).toEqual({ html: page('site.css'), styleHashes: [], missedCriticalCss: true });
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/took over \d+ ms/));
    logged.mockRestore();
    expect((await inline(page('site.css'))).html).toContain(`<style>${CRITICAL}</style>`);
  });
});
