import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { buildVenue } from '../../tests/builders/fake-data-port';
import { datePagePath } from '../../src/domain/date-page-paths';
import { formatDateWithWeekday } from '../../src/domain/dates';
import { PRERENDER_TIMEOUT, sourceSite } from '../../server/testing/source-site';
import { writeDatePageFiles } from './date-page-files';
import { readStyleHashes, writeStyleHashes } from '../../server/pages/page-files';
import { showArt } from '../../src/content/pictures';
import { SHOWS } from '../../src/content/shows';

const ORIGIN = 'https://shows.example.co.uk';
let outDir = '';
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('a hosted build, for each upcoming date', () => {
  it(
    'writes its share picture beside its address, and a page head naming it, where Hosting serves them first',
    async () => {
      outDir = mkdtempSync(join(tmpdir(), 'date-files-'));
      const { renderer } = await sourceSite();
      const venue = buildVenue({
        show: 'Scrooge',
        hotelName: 'The Parkgate Hotel',
        city: 'Cardiff',
        date: '2030-12-06',
        sequence: 3,
      });
      expect(await writeDatePageFiles(renderer, [venue], outDir, ORIGIN)).toBe(1);

      // cleanUrls: /Scrooge/2030-12-06-the-parkgate-hotel is served from Scrooge/2030-12-06-the-parkgate-hotel.html.
      const base = join(outDir, datePagePath(venue).slice(1));
      const picture = readFileSync(`${base}.jpg`);
      expect(await sharp(picture).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
      expect(picture.length).toBeLessThan(300 * 1024);

      const head = readFileSync(`${base}.html`, 'utf8');
      const image = `${ORIGIN}${datePagePath(venue)}.jpg?v=3`;
      expect(meta(head, 'og:image')).toBe(image);
      expect(meta(head, 'twitter:image')).toBe(image);
      expect(meta(head, 'og:image:type')).toBe('image/jpeg');
      expect(meta(head, 'og:image:alt')).toContain(formatDateWithWeekday('2030-12-06'));
      expect(meta(head, 'og:title')).toContain('Scrooge at The Parkgate Hotel, Cardiff');
      expect(head).not.toContain('noindex');
      // The body is the show's shell: its heading and picture, and the date's facts only once Firestore has
      // given them (the listing may have changed since the build).
      const body = head.split('</head>')[1] ?? '';
      expect(body).toContain(`<h1 class="page-header__title">${SHOWS.Scrooge.title}</h1>`);
      expect(body).toContain(`src="${showArt('Scrooge').card.src}"`);
      expect(body).not.toContain(formatDateWithWeekday('2030-12-06'));
      expect(body).not.toContain('The Parkgate Hotel');
    },
    PRERENDER_TIMEOUT,
  );

  it(
    "adds each page's inline critical CSS to the build's list, which the CSP is made from, keeping the others",
    async () => {
      outDir = mkdtempSync(join(tmpdir(), 'date-files-'));
      const { renderer } = await sourceSite();
      writeStyleHashes(outDir, { 'index.html': ["'sha256-home'"] });
      const venue = buildVenue({ show: 'Titanic', hotelName: 'The Grand', date: '2030-12-06' });
      // Beasties needs a client build's stylesheets; what matters here is where its answer goes.
      const inlineCss = async (html: string) => ({
        html: html.replace('</head>', '<style>b{}</style></head>'),
        styleHashes: ["'sha256-date'"],
        missedCriticalCss: false,
      });
      await writeDatePageFiles({ ...renderer, inlineCss }, [venue], outDir, ORIGIN);
      const file = `${datePagePath(venue).slice(1)}.html`;
      expect(readFileSync(join(outDir, file), 'utf8')).toContain('<style>b{}</style>');
      expect(readStyleHashes(outDir)).toEqual({
        'index.html': ["'sha256-home'"],
        [file]: ["'sha256-date'"],
      });
    },
    PRERENDER_TIMEOUT,
  );

  it(
    'writes nothing when no date is upcoming',
    async () => {
      outDir = mkdtempSync(join(tmpdir(), 'date-files-'));
      const { renderer } = await sourceSite();
      expect(await writeDatePageFiles(renderer, [], outDir, ORIGIN)).toBe(0);
      expect(existsSync(join(outDir, 'Scrooge'))).toBe(false);
    },
    PRERENDER_TIMEOUT,
  );
});
