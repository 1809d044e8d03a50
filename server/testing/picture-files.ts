import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** A phone camera's full size: its JPEG is about 12 MB (one test uploads one; making it takes seconds). */
export const PHONE_CAMERA = { width: 6000, height: 4000 };

/**
 * A phone photo as the tests upload it: a blurred colour field under fine grain, so it compresses as a busy
 * photo does, with the GPS position and camera a phone writes in its EXIF (Cardiff Bay). 2000 x 1500 px unless
 * asked for: wider than every file the site makes of it and than its share copy.
 */
export async function aPhonePhoto({ width, height } = { width: 2000, height: 1500 }): Promise<Buffer> {
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

/**
 * A portrait photo as a phone stores it: the sensor's pixels lie sideways (1200 x 900) and EXIF Orientation 6
 * says "turn 90° clockwise to show". The sensor's top-left corner is red, so upright the red corner is at the
 * top right, and the picture is 900 wide and 1200 tall.
 */
export const SIDEWAYS = { stored: { width: 1200, height: 900 }, upright: { width: 900, height: 1200 } };
export const aSidewaysPhonePhoto = (): Promise<Buffer> =>
  sharp({ create: { ...SIDEWAYS.stored, channels: 3, background: '#2a4d8f' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1200" height="900"><rect width="300" height="300" fill="#e02020"/></svg>',
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Phone maker', Model: 'Phone 15' } })
    // sharp writes the Orientation tag from here (an Orientation in withExif is replaced by this one).
    .withMetadata({ orientation: 6 })
    .toBuffer();

/** Where the red corner is in a decoded picture: which of its four corners is mostly red. */
export async function redCorner(
  bytes: Buffer,
): Promise<'top-left' | 'top-right' | 'bottom-left' | 'bottom-right'> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const isRed = (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels;
    return (data[at] ?? 0) > 180 && (data[at + 1] ?? 0) < 90 && (data[at + 2] ?? 0) < 90;
  };
  const inset = (n: number) => Math.floor(n * 0.05);
  const [left, right] = [inset(info.width), info.width - 1 - inset(info.width)];
  const [top, bottom] = [inset(info.height), info.height - 1 - inset(info.height)];
  const corners = {
    'top-left': isRed(left, top),
    'top-right': isRed(right, top),
    'bottom-left': isRed(left, bottom),
    'bottom-right': isRed(right, bottom),
  } as const;
  const red = Object.entries(corners).filter(([, yes]) => yes);
  if (red.length !== 1) throw new Error(`Expected one red corner, found ${red.length}`);
  return red[0]?.[0] as keyof typeof corners;
}

/** Uploads a picture as the signed-in manager (POST /api/media, multipart as a browser sends it). */
export async function uploadAsManager(
  app: FastifyInstance,
  cookie: string,
  alt: string,
  file: { bytes: Buffer; name: string; type: string },
) {
  const body = await multipart({ alt, file });
  return app.inject({
    method: 'POST',
    url: '/api/media',
    headers: { ...body.headers, cookie },
    payload: body.payload,
  });
}
