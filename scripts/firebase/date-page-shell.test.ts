import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { datePagePath } from '../../src/domain/date-page-paths';
import { SHOW_KEYS } from '../../src/domain/shows';
import { PRERENDER_TIMEOUT, sourceSite } from '../../server/testing/source-site';
import { datePageShellFile, SHELL_FILE } from '../../server/pages/page-files';
import { sharePicturePath, SHOW_SHARE_NAMES } from '../../src/content/share-pictures';
import { showArt } from '../../src/content/pictures';
import { SHOWS } from '../../src/content/shows';
import { SHOW_PATHS } from '../../src/domain/paths';
import { PAGE_STATE_ID, type PageState } from '../../src/render/template-markers';

interface Rewrite {
  source?: string;
  regex?: string;
  destination: string;
}
const rewrites = (JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { rewrites: Rewrite[] } })
  .hosting.rewrites;

/** The file Firebase Hosting serves for a path without a file of its own: the first rewrite that matches. */
function rewrittenTo(path: string): string | undefined {
  return rewrites.find((rewrite) =>
    rewrite.regex ? new RegExp(rewrite.regex).test(path) : rewrite.source === '**',
  )?.destination;
}

describe('date pages on the static host', () => {
  it("are served their show's date page shell, and nothing else is", () => {
    for (const show of SHOW_KEYS) {
      const path = datePagePath({ show, date: '2026-12-04', hotelName: 'The Grand Hotel & Spa' });
      expect(rewrittenTo(path), path).toBe(`/${datePageShellFile(show)}`);
      expect(rewrittenTo(path.toLowerCase()), path).toBe(`/${datePageShellFile(show)}`);
    }
    for (const path of [
      '/no/such/page',
      '/contact/2026-12-04-x',
      '/titanic/soon',
      '/titanic/2026-12-04-x.ics',
    ]) {
      expect(rewrittenTo(path), path).toBe(`/${SHELL_FILE}`);
    }
  });

  it(
    'get a shell that search engines may index, with no canonical until the page knows its listing',
    async () => {
      const { staticDir } = await sourceSite();
      const shell = readFileSync(`${staticDir}/${datePageShellFile('Titanic')}`, 'utf8');
      expect(shell).not.toContain('noindex');
      expect(shell).not.toContain('rel="canonical"');
      expect(shell).not.toContain('og:url');
      // The generic shell (unknown paths) stays out of search.
      expect(readFileSync(`${staticDir}/${SHELL_FILE}`, 'utf8')).toContain('noindex');
    },
    PRERENDER_TIMEOUT,
  );

  it(
    "share their show's picture, for a date added since the build (it has no file of its own yet)",
    async () => {
      const { staticDir } = await sourceSite();
      for (const show of SHOW_KEYS) {
        const shell = readFileSync(`${staticDir}/${datePageShellFile(show)}`, 'utf8');
        expect(shell, show).toMatch(
          new RegExp(`<meta property="og:image" content="[^"]*${sharePicturePath(SHOW_SHARE_NAMES[show])}"`),
        );
      }
    },
    PRERENDER_TIMEOUT,
  );

  it(
    "paint the show's heading and picture from the HTML, say nothing of a date, and are hydrated as the date page",
    async () => {
      const { staticDir } = await sourceSite();
      for (const show of SHOW_KEYS) {
        const shell = readFileSync(`${staticDir}/${datePageShellFile(show)}`, 'utf8');
        const [head = '', body = ''] = shell.split('</head>');
        const card = showArt(show).card;
        expect(body, show).toContain(`<h1 class="page-header__title">${SHOWS[show].title}</h1>`);
        // The page's largest paint: in the body, asked for first from the head.
        const picture = new RegExp(`<img [^>]*src="${card.src}"[^>]*>`).exec(body)?.[0] ?? '';
        expect(picture, show).toMatch(/fetchpriority="high"/i);
        expect(picture, show).toContain(`width="${card.width}" height="${card.height}"`);
        expect(head, show).toMatch(new RegExp(`<link rel="preload" [^>]*href="${card.src}"[^>]*>`));
        // The date's facts come from Firestore: no date, time, venue, Book link or mark in the HTML.
        expect(body, show).not.toMatch(/<time|btn-lg|sold-out-badge/);
        const state = JSON.parse(
          new RegExp(`<script [^>]*id="${PAGE_STATE_ID}"[^>]*>([^<]*)</script>`).exec(shell)?.[1] ?? '{}',
        ) as PageState;
        expect(state.route, show).toBe(`${SHOW_PATHS[show]}/:slug`);
      }
    },
    PRERENDER_TIMEOUT,
  );
});
