import ExifReader from 'exifreader';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TITANIC } from '../../src/content/show-details/titanic';
import { datePagePath } from '../../src/domain/date-page-paths';
import type { BlockState } from '../../src/domain/site-content/content-api';
import type { UploadedPicture } from '../../src/domain/site-content/picture';
import { aVenueInput, daysFromToday } from '../../tests/builders/inputs';
import { aPhonePhoto, uploadAsManager } from '../testing/picture-files';
import { signedInSiteApp } from '../testing/site-app';

/** Issue 21, item 3: a link to a show, shared, shows a photograph the company chose (1200x630, JPEG). */
const SITE_URL = 'https://shows.example';
const s = signedInSiteApp(SITE_URL);
const ALT = 'Guests in evening dress raising a toast in the Titanic dining saloon';

const call = (method: 'PUT' | 'POST', url: string, payload: object) =>
  s.t.app.inject({ method, url, headers: { cookie: s.cookie }, payload });
const get = (url: string) => s.t.app.inject({ method: 'GET', url });
/** The head's share card: each Open Graph property and Twitter name with its content. */
function shareCard(html: string): Record<string, string> {
  const head = /<head>.*<\/head>/s.exec(html)?.[0] ?? '';
  const tags = head.matchAll(/<meta (?:property|name)="((?:og|twitter):image[^"]*)" content="([^"]*)"/g);
  return Object.fromEntries([...tags].map((m) => [m[1] ?? '', (m[2] ?? '').replaceAll('&amp;', '&')]));
}

async function upload(bytes: Buffer): Promise<UploadedPicture> {
  const uploaded = await uploadAsManager(s.t.app, s.cookie, ALT, {
    bytes,
    name: 'saloon.jpg',
    type: 'image/jpeg',
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return uploaded.json<UploadedPicture>();
}

async function saveTitanic(body: object) {
  const state = await s.blockState('show-titanic');
  return call('PUT', '/api/content/show-titanic', { body, basedOn: state?.revision ?? 0 });
}

describe('Site content: a show’s share picture', () => {
  it('makes a 1200x630 JPEG without EXIF from a phone photo, and the show’s page shares it once published', async () => {
    const venue = await s.t.createVenue(s.cookie, aVenueInput({ date: daysFromToday(30) }));
    const built = {
      'og:image': `${SITE_URL}/images/share/titanic.jpg`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:type': 'image/jpeg',
      'og:image:alt': 'The Queen of the Ocean: an ocean liner under a night sky',
      'twitter:image': `${SITE_URL}/images/share/titanic.jpg`,
      'twitter:image:alt': 'The Queen of the Ocean: an ocean liner under a night sky',
    };
    expect(shareCard((await get('/titanic')).body)).toEqual(built);

    const photo = await aPhonePhoto();
    expect(ExifReader.load(photo, { expanded: true }).gps?.Latitude).toBeCloseTo(51.46, 1);
    const picture = await upload(photo);
    expect(picture.share?.url).toMatch(/^\/media\/[a-z0-9]+-share\.jpg$/);
    const file = await get(picture.share?.url ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toContain('immutable');
    expect(file.rawPayload.length).toBeLessThan(300 * 1024);
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.xmp]).toEqual([
      'jpeg',
      1200,
      630,
      undefined,
      undefined,
    ]);
    const read = ExifReader.load(file.rawPayload, { expanded: true });
    expect([read.exif, read.gps, read.xmp, read.iptc]).toEqual([undefined, undefined, undefined, undefined]);

    const saved = await saveTitanic({ ...TITANIC, share: picture });
    expect(saved.statusCode, saved.body).toBe(200);
    // A draft: a shared link still shows the built picture.
    expect(shareCard((await get('/titanic')).body)).toEqual(built);
    const published = await call('POST', '/api/content/show-titanic/publish', {
      basedOn: saved.json<BlockState>().revision,
    });
    expect(published.statusCode, published.body).toBe(200);

    const uploaded = {
      'og:image': `${SITE_URL}${picture.share?.url}`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:type': 'image/jpeg',
      'og:image:alt': ALT,
      'twitter:image': `${SITE_URL}${picture.share?.url}`,
      'twitter:image:alt': ALT,
    };
    expect(shareCard((await get('/titanic')).body)).toEqual(uploaded);
    // A date page shares its own picture instead (server/routes/date-pictures.test.ts).
    expect(shareCard((await get(datePagePath(venue))).body)['og:image']).toBe(
      `${SITE_URL}${datePagePath(venue)}.jpg?v=0`,
    );
    // Another show keeps its own built picture.
    expect(shareCard((await get('/jfk')).body)['og:image']).toBe(`${SITE_URL}/images/share/jfk.jpg`);
  }, 120_000);

  it('refuses a share picture without its share copy, or naming another file, with nothing written', async () => {
    const picture = await upload(
      await sharp({ create: { width: 1400, height: 900, channels: 3, background: '#20304a' } })
        .jpeg()
        .toBuffer(),
    );
    const withoutCopy = { ...picture, share: undefined };
    // A picture uploaded before share copies were made: in the library, without one.
    s.t.app.store.pictures.add({
      ...withoutCopy,
      id: 'a0a0a0a0a0a0a0a0',
      bytes: 1,
      by: 'x',
      at: '2026-01-01',
    });
    const refusals = [
      [{ ...withoutCopy, id: 'a0a0a0a0a0a0a0a0' }, /upload it again/],
      [{ ...picture, share: { url: '/media/b1b1b1b1b1b1b1b1-share.jpg' } }, /not in the picture library/],
    ] as const;
    for (const [share, message] of refusals) {
      const refused = await saveTitanic({ ...TITANIC, share });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toMatch(message);
    }
    expect((await s.blockState('show-titanic'))?.draft ?? null).toBeNull();
  }, 60_000);
});
