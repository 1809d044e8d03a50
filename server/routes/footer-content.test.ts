import { describe, expect, it } from 'vitest';
import { FOOTER } from '../../src/content/footer';
import type { FooterContent } from '../../src/domain/site-content/blocks';
import { signedInSiteApp } from '../testing/site-app';

/** The company's own example (issue 21): the footer's words changed for a new season, without a build. */
const s = signedInSiteApp('https://shows.example');
const CHANGED: FooterContent = {
  ...FOOTER,
  tagline: 'Dinner and a story, in a hotel near you',
  followText: 'Photographs from last night’s show, every morning.',
  craftedBy: 'Ocean Nights',
};

const call = (method: 'PUT' | 'POST', url: string, payload: object) =>
  s.t.app.inject({ method, url, headers: { cookie: s.cookie }, payload });
/** What the page shows: its HTML without the page state, which carries every published block's JSON. */
const shown = async (url: string) =>
  (await s.t.app.inject({ method: 'GET', url })).body.replace(
    /<script[^>]*id="page-state">.*?<\/script>/s,
    '',
  );
// (React's <!-- --> marks between a text's parts are dropped: the words as a visitor reads them.)
const footerOf = (html: string) =>
  (/<footer class="site-footer">.*<\/footer>/s.exec(html)?.[0] ?? '').replaceAll('<!-- -->', '');

describe("Site content: the footer's words", () => {
  it('shows published footer words on every page at once, without a build, and keeps the rest of the footer', async () => {
    expect(footerOf(await shown('/about'))).toContain(FOOTER.tagline);
    expect((await call('PUT', '/api/content/footer', { body: CHANGED, basedOn: 0 })).statusCode).toBe(200);
    // A saved draft is not on the site.
    expect(footerOf(await shown('/about'))).not.toContain(CHANGED.tagline);
    expect((await call('POST', '/api/content/footer/publish', { basedOn: 1 })).statusCode).toBe(200);

    // A prerendered page (rendered again by the publish) and pages rendered per request.
    for (const path of ['/about', '/', '/titanic', '/whats-on']) {
      const footer = footerOf(await shown(path));
      expect(footer, path).toContain(CHANGED.tagline);
      expect(footer, path).toContain('Photographs from last night’s show, every morning.');
      expect(footer, path).toContain('Crafted by Ocean Nights.');
      expect(footer, path).not.toContain(FOOTER.tagline);
      expect(footer, path).not.toContain(FOOTER.followText);
      // The words not changed stay, and the company's details are still the company block's.
      expect(footer, path).toContain(`>${FOOTER.contactHeading}</h2>`);
      expect(footer, path).toContain(`>${FOOTER.followHeading}</h2>`);
    }
  });

  it('refuses an empty heading and a line past its limit, naming the fields, and writes nothing', async () => {
    const body = { ...CHANGED, contactHeading: '   ', followText: 'x'.repeat(301) };
    const response = await call('PUT', '/api/content/footer', { body, basedOn: 0 });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ error: { fields: Record<string, string> } }>().error.fields;
    expect(Object.keys(fields).sort()).toEqual(['contactHeading', 'followText']);
    expect(await s.blockState('footer')).toMatchObject({ draft: null, revision: 0 });
    expect(footerOf(await shown('/about'))).toContain(FOOTER.tagline);
  });
});
