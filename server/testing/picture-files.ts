import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/**
 * A phone photo as the tests upload it: 6000 x 4000 px, about 12 MB of JPEG (a blurred colour field under
 * fine grain, so it compresses as a busy photo does), with the GPS position and camera a phone writes in its
 * EXIF (Cardiff Bay).
 */
export async function aPhonePhoto(): Promise<Buffer> {
  const width = 6000;
  const height = 4000;
  const pixels = await sharp(randomBytes(300 * 200 * 3), { raw: { width: 300, height: 200, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = randomBytes(pixels.length);
  for (let i = 0; i < pixels.length; i += 1)
    pixels[i] = Math.max(0, Math.min(255, (pixels[i] ?? 0) + ((grain[i] ?? 0) % 48) - 24));
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: 'Phone maker', Model: 'Phone 15' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 27/1 4200/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '3/1 9/1 3000/100',
      },
    })
    .toBuffer();
}

/** The start of an iPhone's HEIC file: its `ftyp` box names the brands (enough to be recognised). */
export const aHeicPhoto = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypheic', 'latin1'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mif1heic', 'latin1'),
    Buffer.alloc(2048),
  ]);

/** A multipart/form-data body as a browser's FormData sends it, for `app.inject`. */
export async function multipart(
  fields: Record<string, string | { bytes: Buffer; name: string; type: string }>,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(key, value);
    else form.append(key, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
