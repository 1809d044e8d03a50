import ExifReader from 'exifreader';
import sharp from 'sharp';
import { resizeInBrowser } from '../../src/data/firebase/resize-in-browser';
import { SHARE_PICTURE_SIZE } from '../../src/domain/share-picture-size';
import { PICTURE_FILE_BUDGET, PICTURE_WIDTHS } from '../../src/domain/site-content/picture';
import { aSidewaysPhonePhoto, redCorner, SIDEWAYS } from '../../server/testing/picture-files';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Runs the very function the dashboard calls in the browser, on a page with no CSP of its own: the WebP files
 * at the site's widths, then the JPEG share copy.
 */
async function resizeInChromium(page: Page, photo: Buffer) {
  await page.goto('about:blank');
  const files = await page.evaluate(
    async ({ source, bytes, widths, budget, shareSize }) => {
      const resize = new Function(`return (${source})`)() as typeof resizeInBrowser;
      const blob = new Blob([Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0))], { type: 'image/jpeg' });
      const { files, share } = await resize(blob, widths, budget, shareSize);
      return Promise.all(
        [...files, ...(share ? [share] : [])].map(async (file) => ({
          width: file.width,
          height: file.height,
          type: file.blob.type,
          bytes: btoa(String.fromCharCode(...new Uint8Array(await file.blob.arrayBuffer()))),
        })),
      );
    },
    {
      source: resizeInBrowser.toString(),
      bytes: photo.toString('base64'),
      widths: [...PICTURE_WIDTHS],
      budget: PICTURE_FILE_BUDGET,
      shareSize: SHARE_PICTURE_SIZE,
    },
  );
  return files.map((file) => ({ ...file, bytes: Buffer.from(file.bytes, 'base64') }));
}

/** A phone photo with its GPS position and camera in its EXIF. */
const aPhonePhoto = () =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#4a6b8a' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="4000" height="3000"><circle cx="900" cy="700" r="500" fill="#f4d03f"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: 'Phone maker', Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 27/1 4200/100' },
    })
    .toBuffer();

test('hosted upload: Chromium resizes a phone photo to WebP at the site widths and a 1200x630 JPEG share copy, under the cap, with no EXIF', async ({
  page,
}) => {
  const photo = await aPhonePhoto();
  expect(ExifReader.load(photo, { expanded: true }).gps?.Latitude).toBeCloseTo(51.46, 1);
  const files = await resizeInChromium(page, photo);
  expect(files.map((file) => [file.width, file.height, file.type])).toEqual([
    [320, 240, 'image/webp'],
    [640, 480, 'image/webp'],
    [1024, 768, 'image/webp'],
    [1600, 1200, 'image/webp'],
    [1200, 630, 'image/jpeg'],
  ]);
  for (const file of files) {
    const { bytes } = file;
    expect(bytes.length).toBeLessThan(PICTURE_FILE_BUDGET);
    // Chromium writes the canvas's sRGB colour profile (icc) and the container's own fields (riff, jfif):
    // nothing about the photo, the phone or where it was taken.
    const found = Object.keys(ExifReader.load(bytes, { expanded: true }));
    expect(found.filter((group) => ['exif', 'gps', 'xmp', 'iptc', 'makerNotes'].includes(group))).toEqual([]);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.xmp]).toEqual([
      file.type === 'image/jpeg' ? 'jpeg' : 'webp',
      file.width,
      file.height,
      undefined,
      undefined,
    ]);
  }
});

test('hosted upload: a portrait phone photo taken sideways (EXIF Orientation 6) comes out upright in every width', async ({
  page,
}) => {
  const photo = await aSidewaysPhonePhoto();
  expect(await redCorner(photo)).toBe('top-left');
  const files = await resizeInChromium(page, photo);
  expect(files.map((file) => [file.width, file.height])).toEqual([
    [320, 427],
    [640, 853],
    [SIDEWAYS.upright.width, SIDEWAYS.upright.height],
    [SHARE_PICTURE_SIZE.width, SHARE_PICTURE_SIZE.height],
  ]);
  for (const file of files.filter(({ type }) => type === 'image/webp')) {
    const meta = await sharp(file.bytes).metadata();
    // Upright in its pixels, with no Orientation tag left for a browser to turn it again.
    expect([meta.width, meta.height, meta.orientation]).toEqual([file.width, file.height, undefined]);
    expect(await redCorner(file.bytes), `${file.width} px`).toBe('top-right');
  }
});
