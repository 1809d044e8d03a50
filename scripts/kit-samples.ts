/**
 * Every picture and poster of the hotels' kit for four demo dates (one per show, each in another state), for
 * looking at what the generator makes:
 *   npx tsx scripts/kit-samples.ts [outDir]   (default .tmp/kit-samples)
 * Then, for instance: pdfinfo, pdftotext and pdftoppm -r 150 -png on the PDFs; zbarimg on the poster's PNG.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { KitDate } from '../src/domain/hotel-kit';
import { aKitDate } from '../tests/builders/kit-dates';
import { renderPoster } from '../server/kit/poster';
import { POSTER_SIZES, type PosterSize } from '../server/kit/poster-layout';
import { renderSocialPicture } from '../server/kit/social-picture';
import { SOCIAL_FORMATS, type SocialFormat } from '../server/kit/social-picture-template';

const outDir = process.argv[2] ?? '.tmp/kit-samples';
const SITE = 'https://www.queenoftheocean.co.uk';

const DEMO_DATES: Record<string, KitDate> = {
  'titanic-few-left': aKitDate({
    availability: 'few-left',
    bookingUrl: 'https://www.grandbrighton.co.uk/whats-on/titanic-dinner-show',
    pageUrl: `${SITE}/titanic/2026-12-04-the-grand-brighton`,
  }),
  'jfk-cancelled': {
    show: 'JFK',
    hotelName: 'The Midland',
    hotelLocation: '16 Peter Street, Manchester M60 2DS',
    city: 'Manchester',
    date: '2027-01-15',
    status: 'cancelled',
    availability: 'on-sale',
    bookingUrl: 'https://www.themidland.co.uk/events/jfk',
    pageUrl: `${SITE}/jfk/2027-01-15-the-midland`,
  },
  'overlook-moved': {
    show: 'TheOverlookHotel',
    hotelName: 'The Queens Hotel',
    hotelLocation: 'City Square, Leeds LS1 1PJ',
    city: 'Leeds',
    date: '2027-02-13',
    previousDate: '2027-02-06',
    startTime: '19:45',
    status: 'rescheduled',
    availability: 'on-sale',
    bookingUrl:
      'https://www.queensleeds.co.uk/whats-on/the-overlook-hotel-a-1920s-cocktail-soiree?utm_source=site',
    pageUrl: `${SITE}/overlook/2027-02-13-the-queens-hotel`,
  },
  // The longest words a date can have: a long hotel name, address and booking link.
  'scrooge-sold-out-long': {
    show: 'Scrooge',
    hotelName: 'The Royal Lancaster Spa Hotel and Conference Centre at Bowness-on-Windermere',
    hotelLocation: 'Rayrigg Road, Bowness-on-Windermere, Cumbria, Lake District National Park LA23 3DF',
    city: 'Carlisle',
    date: '2026-12-19',
    status: 'scheduled',
    availability: 'sold-out',
    bookingUrl:
      'https://booking.example-hotel-group.co.uk/properties/royal-lancaster-spa/events/2026/12/19/scrooge-a-victorian-christmas-dinner-show?ref=queen-of-the-ocean&lang=en-GB',
    pageUrl: `${SITE}/Scrooge/2026-12-19-the-royal-lancaster-spa-hotel-and-conference-centre-at-bowness-on-windermere`,
  },
};

mkdirSync(outDir, { recursive: true });
for (const [name, date] of Object.entries(DEMO_DATES)) {
  for (const format of Object.keys(SOCIAL_FORMATS) as SocialFormat[]) {
    const started = performance.now();
    const picture = await renderSocialPicture(date, format);
    const ms = performance.now() - started;
    writeFileSync(join(outDir, `${name}-${format}.png`), picture.body);
    console.log(
      `${name}-${format}.png  ${picture.width}x${picture.height}  ${Math.round(picture.body.length / 1024)} KB  ${Math.round(ms)} ms`,
    );
  }
  for (const size of Object.keys(POSTER_SIZES) as PosterSize[]) {
    const started = performance.now();
    const pdf = await renderPoster(date, size);
    const ms = performance.now() - started;
    writeFileSync(join(outDir, `${name}-${size}.pdf`), pdf);
    console.log(`${name}-${size}.pdf  ${Math.round(pdf.length / 1024)} KB  ${Math.round(ms)} ms`);
  }
}
console.log(`Written to ${outDir}`);
