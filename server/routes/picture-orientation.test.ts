import { expect, it } from 'vitest';
import ExifReader from 'exifreader';
import sharp from 'sharp';
import type { UploadedPicture } from '../../src/domain/site-content/picture';
import { aSidewaysPhonePhoto, redCorner, SIDEWAYS, uploadAsManager } from '../testing/picture-files';
import { signedInApp } from '../testing/signed-in-app';

const s = signedInApp();

it('stores a portrait phone photo taken sideways (EXIF Orientation 6) upright, in every width', async () => {
  const photo = await aSidewaysPhonePhoto();
  // The fixture is what a phone writes: sideways pixels, with the tag saying how to turn them.
  expect(await sharp(photo).metadata()).toMatchObject({ ...SIDEWAYS.stored, orientation: 6 });
  expect(await redCorner(photo)).toBe('top-left');

  const uploaded = await uploadAsManager(s.t.app, s.cookie, 'The cast on the grand staircase', {
    bytes: photo,
    name: 'IMG_0043.jpg',
    type: 'image/jpeg',
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const picture = uploaded.json<UploadedPicture>();
  expect([picture.width, picture.height]).toEqual([SIDEWAYS.upright.width, SIDEWAYS.upright.height]);
  expect(picture.variants.map((v) => v.width)).toEqual([320, 640, 900]);
  for (const variant of picture.variants) {
    const file = (await s.t.app.inject({ method: 'GET', url: variant.url })).rawPayload;
    const meta = await sharp(file).metadata();
    // Upright in its pixels, with no tag left for a browser to turn it again.
    expect([meta.width, meta.height, meta.orientation], variant.url).toEqual([
      variant.width,
      Math.round((variant.width * 4) / 3),
      undefined,
    ]);
    expect(ExifReader.load(file, { expanded: true }).exif, variant.url).toBeUndefined();
    expect(await redCorner(file), variant.url).toBe('top-right');
  }
}, 60_000);
