import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExifReader from 'exifreader';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TEAM } from '../../src/content/team';
import type { BlockState } from '../../src/domain/site-content/content-api';
import type { UploadedPicture } from '../../src/domain/site-content/picture';
import type { LibraryPicture } from '../../src/domain/site-content/picture-uses';
import { restoreBackup } from '../db/backups';
import { createTestApp } from '../testing/test-app';
import { aHeicPhoto, aPhonePhoto, multipart, PHONE_CAMERA } from '../testing/picture-files';
import { signedInSiteApp } from '../testing/site-app';

const s = signedInSiteApp('https://shows.example');
const ALT = 'Tom Harries on the Titanic set, holding a ship’s wheel';

const jpeg = (bytes: Buffer) => ({ bytes, name: 'IMG_0042.jpg', type: 'image/jpeg' });
async function upload(fields: Parameters<typeof multipart>[0], cookie: string | null = s.cookie) {
  const body = await multipart(fields);
  return s.t.app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}
const get = (url: string, cookie: string | null = null) =>
  s.t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const mediaFiles = () => {
  const dir = join(s.t.dataDir, 'media');
  return existsSync(dir) ? readdirSync(dir) : [];
};

/** Saves and publishes the Team block with this photo on its second member. */
async function publishTeamWith(picture: UploadedPicture) {
  const members = TEAM.members.map((member, at) => (at === 1 ? { ...member, photo: picture } : member));
  const saved = await s.t.app.inject({
    method: 'PUT',
    url: '/api/content/team',
    headers: { cookie: s.cookie },
    payload: { body: { ...TEAM, members }, basedOn: 0 },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const published = await s.t.app.inject({
    method: 'POST',
    url: '/api/content/team/publish',
    headers: { cookie: s.cookie },
    payload: { basedOn: saved.json<BlockState>().revision },
  });
  expect(published.statusCode, published.body).toBe(200);
}

describe('pictures: a phone photo as a team member’s photo', () => {
  it('serves small WebP files without EXIF, with the alt text given, on the team page', async () => {
    // The one upload of a phone camera's full size (the other tests' photos are smaller, and quicker).
    const photo = await aPhonePhoto(PHONE_CAMERA);
    expect(photo.length).toBeGreaterThan(11 * 1024 * 1024);
    expect((await sharp(photo).metadata()).width).toBe(6000);
    expect(ExifReader.load(photo, { expanded: true }).gps?.Latitude).toBeCloseTo(51.46, 1);

    const uploaded = await upload({ alt: ALT, file: jpeg(photo) });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const picture = uploaded.json<UploadedPicture>();
    expect(picture.variants.map((v) => v.width)).toEqual([320, 640, 1024, 1600]);
    await publishTeamWith(picture);

    const page = (await get('/team')).body;
    const img = /<img[^>]*srcSet="[^"]*\/media\/[^>]*>/i.exec(page)?.[0] ?? '';
    expect(img).toContain(`alt="${ALT}"`);
    const urls = [...img.matchAll(/(\/media\/[a-z0-9-]+\.webp) (\d+)w/g)].map((m) => m[1] ?? '');
    expect(urls).toHaveLength(4);
    for (const url of urls) {
      const file = await get(url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.rawPayload.length, url).toBeLessThan(300 * 1024);
      // A real EXIF reader finds nothing but the file's type: no EXIF, no GPS, no XMP, no IPTC.
      expect(Object.keys(ExifReader.load(file.rawPayload, { expanded: true })), url).toEqual(['file']);
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.exif, meta.xmp]).toEqual(['webp', undefined, undefined]);
    }
  }, 120_000);

  it('refuses a photo without alt text, and keeps nothing', async () => {
    const photo = await aPhonePhoto();
    for (const alt of [undefined, '   ']) {
      const refused = await upload(alt === undefined ? { file: jpeg(photo) } : { alt, file: jpeg(photo) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.fields.alt).toMatch(/what the picture shows/);
    }
    expect((await get('/api/media', s.cookie)).json()).toEqual([]);
    expect(mediaFiles()).toEqual([]);
  }, 60_000);
});

describe('pictures: what is refused', () => {
  it('refuses a visitor with no session any upload, list or delete', async () => {
    const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336' } })
      .jpeg()
      .toBuffer();
    expect((await upload({ alt: 'A blue square', file: jpeg(small) }, null)).statusCode).toBe(401);
    expect((await get('/api/media')).statusCode).toBe(401);
    const mine = (await upload({ alt: 'A blue square', file: jpeg(small) })).json<UploadedPicture>();
    const deleted = await s.t.app.inject({ method: 'DELETE', url: `/api/media/${mine.id}` });
    expect(deleted.statusCode).toBe(401);
    expect((await get(mine.variants[0]?.url ?? '')).statusCode).toBe(200);
  });

  it('tells a HEIC photo how to arrive as JPEG, and other files what is accepted', async () => {
    const heic = await upload({
      alt: 'Rehearsal',
      file: { bytes: aHeicPhoto(), name: 'IMG_1.HEIC', type: 'image/heic' },
    });
    expect(heic.statusCode).toBe(415);
    expect(heic.json().error.message).toMatch(/HEIC.*JPEG/);
    const text = await upload({
      alt: 'Notes',
      file: { bytes: Buffer.from('hello'), name: 'a.jpg', type: 'image/jpeg' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.message).toMatch(/JPEG, PNG, WebP or AVIF/);
    expect(mediaFiles()).toEqual([]);
  });

  it('refuses a file over 20 MB', async () => {
    // A JPEG's first bytes (its start-of-image marker), then more than 20 MB.
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(20 * 1024 * 1024)]);
    const refused = await upload({ alt: 'Too big', file: jpeg(huge) });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.message).toMatch(/20 MB/);
    expect(mediaFiles()).toEqual([]);
  });

  it('keeps a picture a block still uses, and deletes one nothing uses', async () => {
    const small = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#a63' } })
      .png()
      .toBuffer();
    const png = (alt: string) => upload({ alt, file: { bytes: small, name: 'a.png', type: 'image/png' } });
    const used = (await png('Used')).json<UploadedPicture>();
    const spare = (await png('Spare')).json<UploadedPicture>();
    expect(used.variants.map((v) => v.width)).toEqual([320, 640, 900]);
    await publishTeamWith(used);
    const del = (id: string) =>
      s.t.app.inject({ method: 'DELETE', url: `/api/media/${id}`, headers: { cookie: s.cookie } });
    const refused = await del(used.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/still used by Our team \(live, version 1\)/);
    expect((await get(used.variants[0]?.url ?? '')).statusCode).toBe(200);
    expect((await del(spare.id)).statusCode).toBe(204);
    expect((await get(spare.variants[0]?.url ?? '')).statusCode).toBe(404);
    expect((await get(spare.share?.url ?? '')).statusCode).toBe(404);
    expect(mediaFiles().filter((name) => name.startsWith(spare.id))).toEqual([]);
    const library = (await get('/api/media', s.cookie)).json<LibraryPicture[]>();
    expect(library).toEqual([
      expect.objectContaining({ id: used.id, usedBy: [{ block: 'team', version: 1, live: true }] }),
    ]);
  });

  it('refuses a block that names a picture not in the library', async () => {
    const made = {
      id: 'abcdef0123456789',
      alt: 'Made up',
      width: 10,
      height: 10,
      variants: [{ width: 10, url: '/media/abcdef0123456789-10.webp' }],
    };
    const members = TEAM.members.map((member, at) => (at === 0 ? { ...member, photo: made } : member));
    const saved = await s.t.app.inject({
      method: 'PUT',
      url: '/api/content/team',
      headers: { cookie: s.cookie },
      payload: { body: { ...TEAM, members }, basedOn: 0 },
    });
    expect(saved.statusCode).toBe(400);
  });
});

describe('pictures: backups', () => {
  it('keeps the pictures with the database: a restored backup serves them', async () => {
    const small = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#264' } })
      .webp()
      .toBuffer();
    const picture = (
      await upload({ alt: 'A green field', file: { bytes: small, name: 'a.webp', type: 'image/webp' } })
    ).json<UploadedPicture>();
    await publishTeamWith(picture);
    const backup = await s.t.app.store.backup('manual', 3);
    const elsewhere = mkdtempSync(join(tmpdir(), 'site-restore-'));
    try {
      await restoreBackup(elsewhere, backup, 3);
      const restored = await createTestApp({
        dataDir: elsewhere,
        staticDir: s.staticDir,
        renderer: s.renderer,
      });
      const page = (await restored.app.inject({ method: 'GET', url: '/team' })).body;
      // Its share copy too (a show's block may name it).
      const urls = [...picture.variants.map((v) => v.url), picture.share?.url ?? ''];
      const files = await Promise.all(urls.map((url) => restored.app.inject({ method: 'GET', url })));
      await restored.app.close();
      expect(page).toContain('alt="A green field"');
      expect(files.map((file) => [file.statusCode, file.rawPayload.length > 0])).toEqual(
        urls.map(() => [200, true]),
      );
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
