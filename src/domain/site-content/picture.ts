import { z } from 'zod';

/**
 * An uploaded picture, as a block of Site content refers to it (issue 21, item 3; docs/decisions/
 * 0033-pictures.md). The reference carries its resized files, so a page renders it with no look-up; the alt
 * text travels with it and is never empty.
 */

/** Upload limits the dashboard shows and the server (or storage.rules, hosted) enforces. */
export const PICTURE_MAX_BYTES = 20 * 1024 * 1024;
/** The widths stored: a portrait (10-14rem) takes 320 or 640, a card 640 or 1024, a banner 1600. */
export const PICTURE_WIDTHS = [320, 640, 1024, 1600] as const;
/** Each stored file stays under this (quality steps down until it does). */
export const PICTURE_FILE_BUDGET = 300 * 1024;
export const ALT_MAX = 250;
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/** Ids are made by the server (or the manager's browser, hosted): lower-case letters, digits and dashes. */
export const PICTURE_ID = /^[a-z0-9][a-z0-9-]{7,63}$/;
// Where stored files live: the embedded server's /media/, or Cloud Storage for Firebase (hosted).
const PICTURE_URL = /^(\/media\/[a-z0-9-]+\.webp|https:\/\/firebasestorage\.googleapis\.com\/[^\s"'<>]+)$/;
/** The share copy's address: a JPEG, which every link previewer reads (docs/decisions/0033-pictures.md). */
const SHARE_URL = /^(\/media\/[a-z0-9-]+-share\.jpg|https:\/\/firebasestorage\.googleapis\.com\/[^\s"'<>]+)$/;

const pixels = z.number().int().min(1).max(20_000);
const shareCopy = z.object({ url: z.string().regex(SHARE_URL) });

export const pictureAltSchema = z
  .string()
  .trim()
  .min(1, 'Say what the picture shows, for people who cannot see it.')
  .max(ALT_MAX);

export const pictureSchema = z.object({
  id: z.string().regex(PICTURE_ID),
  alt: pictureAltSchema,
  /** The largest stored file's size: the page reserves the picture's space from it. */
  width: pixels,
  height: pixels,
  variants: z
    .array(z.object({ width: pixels, url: z.string().regex(PICTURE_URL) }))
    .min(1)
    .max(PICTURE_WIDTHS.length),
  /**
   * Its 1200x630 JPEG copy (cropped to cover), which a block uses as its share picture; made at upload for
   * every picture, so any picture in the library can be chosen. Absent on pictures uploaded before.
   */
  share: shareCopy.optional(),
});

const NO_SHARE_COPY =
  'This picture was uploaded before share copies were made: upload it again to use it as the share picture.';

/** A picture chosen as a block's share picture: it must have its share copy. */
export const sharePictureSchema = pictureSchema.extend({
  share: z.object(shareCopy.shape, { error: NO_SHARE_COPY }),
});

export type UploadedPicture = z.output<typeof pictureSchema>;
export type SharePicture = z.output<typeof sharePictureSchema>;

/** Every uploaded picture a block's body refers to, as it refers to it. */
export function picturesIn(body: unknown, found: UploadedPicture[] = []): UploadedPicture[] {
  if (Array.isArray(body)) for (const item of body) picturesIn(item, found);
  else if (body && typeof body === 'object') {
    const parsed = pictureSchema.safeParse(body);
    if (parsed.success) found.push(parsed.data);
    else for (const value of Object.values(body)) picturesIn(value, found);
  }
  return found;
}

/** The ids of every uploaded picture a block's body refers to (to refuse deleting one still in use). */
export const pictureIdsIn = (body: unknown) => new Set(picturesIn(body).map((picture) => picture.id));
