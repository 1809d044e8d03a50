import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEAD_MARKER } from '../../src/render/template-markers';
import { aVenueInput } from '../../tests/builders/inputs';
import { createTestApp, type TestApp } from '../testing/test-app';
import { startCriticalCss, type InlineCriticalCss } from './critical-css';
import type { Renderer } from './renderer';
import { SITE_ORIGIN_PLACEHOLDER } from './site-origin';
import { writePrerenderedSite } from './write-site';

/**
 * Each page's critical CSS (docs/decisions/0038-critical-css-inlined.md), on a site prerendered from the
 * sources whose one stylesheet holds a rule every page needs (the footer's), a rule no page needs and a
 * font face the body names: the prerendered pages and the pages the server renders per request. Their head
 * also carries `<style>` text where it is no style (an attribute, JSON-LD), which no CSP may allow.
 */
const SHEET = [
  `@font-face{font-family:Lato;src:url(/assets/lato.woff2) format("woff2")}`,
  `body{font-family:Lato,sans-serif}`,
  `.site-footer{color:#123456}`,
  `.no-page-has-this{color:#654321}`,
].join('\n');
const LINK = '<link rel="stylesheet" crossorigin href="/assets/site.css">';
const DECOYS = [
  '<meta name="x-decoy" content="<style>.from-an-attribute{}</style>">',
  '<script type="application/ld+json">{"name":"<style>.from-json-ld{}</style>"}</script>',
].join('\n');

let siteDir: string;
let t: TestApp;
/** Set by a test: the next page misses its critical CSS (as one out of time, or behind too many, does). */
let missNext = false;
beforeAll(async () => {
  siteDir = mkdtempSync(join(tmpdir(), 'critical-css-'));
  mkdirSync(join(siteDir, 'assets'));
  writeFileSync(join(siteDir, 'assets/site.css'), SHEET);
  const template = readFileSync('index.html', 'utf8').replace(
    HEAD_MARKER,
    `${LINK}\n${DECOYS}\n${HEAD_MARKER}`,
  );
  const entry = await import('../../src/render/entry-server');
  const inline = startCriticalCss(siteDir);
  const inlineCss: InlineCriticalCss = async (html) => {
    if (!missNext) return inline(html);
    missNext = false;
    return { html, styleHashes: [], missedCriticalCss: true };
  };
  const renderer: Renderer = { entry, template, manifest: null, inlineCss };
  await writePrerenderedSite(renderer, siteDir, SITE_ORIGIN_PLACEHOLDER);
  t = await createTestApp({ staticDir: siteDir, renderer, siteUrl: 'https://shows.example.co.uk' });
}, 120_000);
afterAll(async () => {
  await t.close();
  rmSync(siteDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
/** The text of the page's `<style>` elements (the decoys are none). */
const inlineStyles = (html: string) =>
  [...html.replace(DECOYS, '').matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const styleSources = (csp: string) =>
  csp
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'style-src')
    ?.slice(1) ?? [];

describe('critical CSS on the embedded server', () => {
  it.each([
    ['a prerendered page', '/team'],
    ['a page rendered per request', '/titanic'],
  ])('%s carries the rules it uses inline, allowed by its own CSP hash', async (_kind, path) => {
    if (path === '/titanic') await t.createVenue(await t.signIn(), aVenueInput());
    const response = await get(path);
    expect(response.statusCode).toBe(200);
    const styles = inlineStyles(response.body);
    expect(styles).toHaveLength(1);
    const css = styles[0] ?? '';
    expect(css).toContain('.site-footer{color:#123456}');
    expect(css).toContain('body{font-family:Lato,sans-serif}');
    // The face the body's text is drawn in comes inline too, not only with the stylesheet.
    expect(css).toContain('@font-face{font-family:Lato');
    expect(css).not.toContain('.no-page-has-this');
    // Only that style: not the `<style>` text the head carries in an attribute and in JSON-LD.
    expect(response.body).toContain(DECOYS);
    expect(styleSources(String(response.headers['content-security-policy']))).toEqual([
      "'self'",
      sha256(css),
    ]);
  });

  it('still links the whole stylesheet, without blocking the first paint, and a copy for visitors without JavaScript', async () => {
    const html = (await get('/team')).body;
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/site.css" media="print" data-beasties-media="all">',
    );
    expect(html).toContain(`<noscript>${LINK}</noscript>`);
    // Switched on by the site's entry script: the CSP allows no inline script (nor an onload handler).
    expect(html).not.toMatch(/<script>|<script nonce|onload=/);
    const sheet = await get('/assets/site.css');
    expect(sheet.statusCode).toBe(200);
    expect(sheet.body).toBe(SHEET);
  });

  it('renders a page again for the next request when it went out without its critical CSS', async () => {
    missNext = true;
    const missed = await get('/jfk');
    expect(missed.statusCode).toBe(200);
    expect(inlineStyles(missed.body)).toEqual([]);
    expect(missed.body).toContain(LINK);
    expect(styleSources(String(missed.headers['content-security-policy']))).toEqual(["'self'"]);
    const next = await get('/jfk');
    const css = inlineStyles(next.body)[0] ?? '';
    expect(css).toContain('.site-footer{color:#123456}');
    expect(styleSources(String(next.headers['content-security-policy']))).toEqual(["'self'", sha256(css)]);
  });

  it('allows no inline style in the CSP of a response that has none', async () => {
    const response = await get('/api/health');
    expect(styleSources(String(response.headers['content-security-policy']))).toEqual(["'self'"]);
  });
});
