import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { datePagePath } from '../../src/domain/date-page-paths';
import type { Venue } from '../../src/domain/venue';
import { kitDateFor } from '../../server/kit/kit-words';
import { renderSocialPicture } from '../../server/kit/social-picture';
import { inlineCriticalCss, type Renderer } from '../../server/pages/renderer';
import { readStyleHashes, writeStyleHashes } from '../../server/pages/page-files';
import type { PageData } from '../../src/domain/page-data';

/**
 * Writes each upcoming date's own files into a hosted build, beside where its page is addressed (a static
 * host has no server to make them on request, docs/hosted-mode.md, Date pages):
 * - `titanic/2026-12-04-the-grand-hotel.jpg`, its 1200x630 share picture (the embedded server's, made by the
 *   same kit), and
 * - `titanic/2026-12-04-the-grand-hotel.html`, the date page shell whose head names the date and that
 *   picture: Hosting serves a file before any rewrite (cleanUrls drops the `.html`), and link previewers
 *   read the head only.
 * A date added after the build has neither: its address is rewritten to its show's shell, which shares the
 * show's picture until the next deploy writes the date's own. Past dates get none (the build reads only
 * the upcoming ones), so the build's cost follows the season, at about 0.2 s of CPU a picture
 * (0.6 s for the first, which loads the drawing libraries).
 *
 * The body is the show's shell's (the page before its listing arrives, rendered with `data`, the build's
 * published Site content), its critical CSS inlined when the renderer does that; the hashes of that CSS join
 * the build's (page-files.ts), which the last step of the build puts in the CSP.
 */
export async function writeDatePageFiles(
  renderer: Renderer,
  upcoming: readonly Venue[],
  outDir: string,
  siteUrl: string,
  data: PageData = {},
): Promise<number> {
  const { entry, template, manifest } = renderer;
  const styleHashes = readStyleHashes(outDir);
  for (const venue of upcoming) {
    const base = join(outDir, datePagePath(venue).slice(1));
    mkdirSync(dirname(base), { recursive: true });
    const picture = await renderSocialPicture(kitDateFor(venue, siteUrl), 'share', { encoding: 'jpeg' });
    writeFileSync(`${base}.jpg`, picture.body);
    const shell = await entry.datePageShell(template, siteUrl, manifest, { venue }, data);
    const page = await inlineCriticalCss(renderer, shell);
    writeFileSync(`${base}.html`, page.html);
    if (page.styleHashes.length > 0) styleHashes[`${datePagePath(venue).slice(1)}.html`] = page.styleHashes;
  }
  if (upcoming.length > 0) writeStyleHashes(outDir, styleHashes);
  return upcoming.length;
}
