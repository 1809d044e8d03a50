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
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const SHEET = '.site-footer{color:#123456}.unused{color:red}';
const CRITICAL = '.site-footer{color:#123456}';
const page = (sheet: string, head = '') =>
  `<!doctype html><html><head>${head}<link rel="stylesheet" href="/assets/${sheet}"></head>` +
  `<body><footer class="site-footer">Tom</footer></body></html>`;

describe('the critical-CSS worker', () => {
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
