import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { datePagePath } from '../../src/domain/date-page-paths';
import { SHOW_KEYS } from '../../src/domain/shows';
import { PRERENDER_TIMEOUT, sourceSite } from '../../server/testing/source-site';
import { datePageShellFile, SHELL_FILE } from '../../server/pages/page-files';
import { sharePicturePath, SHOW_SHARE_NAMES } from '../../src/content/share-pictures';

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
      expect(shell).toContain('<div id="root"></div>');
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
});
