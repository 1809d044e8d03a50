import sharp from 'sharp';
import { SHARE_PICTURE_SIZE } from '../../src/domain/share-picture-size';
import { PICTURE_FILE_BUDGET, PICTURE_WIDTHS } from '../../src/domain/site-content/picture';

// libvips works on its own threads, never the event loop; one of them, so an upload leaves the machine's other
// core to the visitors' pages. Its cache would keep the last uploads' pixels in memory for nothing.
sharp.concurrency(1);
sharp.cache(false);

/** A 20 MB upload can still declare a huge canvas (a "decompression bomb"): 100 megapixels is far above any camera's. */
const MAX_PIXELS = 100_000_000;
/** WebP and JPEG quality, highest first: a busy photo steps down until each file fits the budget. */
const QUALITIES = [80, 70, 60, 50, 40] as const;

export interface ResizedFile {
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ResizedPicture {
  /** The WebP files the pages show, narrowest first. */
  files: ResizedFile[];
  /** The 1200x630 JPEG a shared link shows (docs/decisions/0033-pictures.md: why JPEG). */
  share: Buffer;
}

/**
 * The WebP files of an uploaded picture at the site's widths (never wider than the original), turned upright
 * from its EXIF orientation, and its share copy: 1200x630, cropped to cover, keeping the part that draws the
 * eye. Nothing of the original's metadata is kept (sharp writes none unless asked): no EXIF, no GPS
 * position, no camera, no XMP.
 */
export async function resizePicture(original: Buffer): Promise<ResizedPicture> {
  const widest = Math.max(...PICTURE_WIDTHS);
  // Decoded once, at most as wide as the widest file (a JPEG is shrunk while it is decoded), then re-used.
  const { data, info } = await sharp(original, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: widest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const widths = PICTURE_WIDTHS.filter((width) => width < info.width);
  const files: ResizedFile[] = [];
  for (const width of [...widths, Math.min(info.width, widest)]) {
    const height = Math.max(1, Math.round((info.height * width) / info.width));
    const image = sharp(data, raw).resize(width, height);
    files.push({ width, height, bytes: await encodeWithinBudget(image, webp) });
  }
  const shareCrop = sharp(data, raw)
    .resize({ ...SHARE_PICTURE_SIZE, fit: 'cover', position: sharp.strategy.attention })
    // JPEG has no transparency and libvips would flatten it onto black: a transparent PNG's clear parts come
    // out white instead, as in the browser's copy (src/data/firebase/resize-in-browser.ts).
    .flatten({ background: '#ffffff' });
  return { files, share: await encodeWithinBudget(shareCrop, jpeg) };
}

const webp = (image: sharp.Sharp, quality: number) => image.webp({ quality, effort: 4 });
// mozjpeg's encoder: smaller files at the same quality, still plain JPEG that every previewer reads.
const jpeg = (image: sharp.Sharp, quality: number) => image.jpeg({ quality, mozjpeg: true });

async function encodeWithinBudget(
  image: sharp.Sharp,
  encode: (image: sharp.Sharp, quality: number) => sharp.Sharp,
): Promise<Buffer> {
  let bytes: Buffer = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    bytes = await encode(image.clone(), quality).toBuffer();
    if (bytes.length <= PICTURE_FILE_BUDGET) return bytes;
  }
  return bytes;
}
