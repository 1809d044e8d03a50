/** One resized file of a picture, as the manager's browser makes it before upload. */
export interface BrowserResizedFile {
  width: number;
  height: number;
  blob: Blob;
}

/** An upload's files: WebP at the site's widths, and its share copy when one was asked for. */
export interface BrowserResizedPicture {
  files: BrowserResizedFile[];
  /** The JPEG share copy, cropped to cover its size (its centre kept). */
  share: BrowserResizedFile | null;
}

/**
 * Hosted mode has no server to resize on (docs/decisions/0033-pictures.md): the manager's browser draws the
 * photo, turned upright, onto a canvas at each of the site's widths (never wider than the original) and
 * encodes the canvas as WebP, stepping the quality down until the file fits `budget`, as the server does.
 * With `share`, it also draws the photo cropped to cover that size (a 1200x630 share picture) and encodes it
 * as JPEG, which every link previewer shows, under the same budget.
 * A canvas holds only pixels, so nothing of the original's EXIF (the phone's GPS position) can be in what is
 * sent. Self-contained (no imports, nothing from outside it) so that the browser test can run this very function.
 */
export async function resizeInBrowser(
  file: Blob,
  widths: readonly number[],
  budget: number,
  share?: { width: number; height: number },
): Promise<BrowserResizedPicture> {
  const qualities = [0.8, 0.7, 0.6, 0.5, 0.4];
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  /** Draws `source` (a part of the photo) onto a new canvas and encodes it within the budget. */
  const draw = async (
    width: number,
    height: number,
    type: 'image/webp' | 'image/jpeg',
    source = { x: 0, y: 0, width: bitmap.width, height: bitmap.height },
  ): Promise<BrowserResizedFile> => {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw pictures.');
    // JPEG has no transparency: a transparent PNG's clear parts come out white, not black.
    if (type === 'image/jpeg') {
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
    }
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, source.x, source.y, source.width, source.height, 0, 0, width, height);
    let blob = await canvas.convertToBlob({ type, quality: qualities[0] });
    for (const quality of qualities.slice(1)) {
      if (blob.size <= budget) break;
      blob = await canvas.convertToBlob({ type, quality });
    }
    if (blob.type !== type) throw new Error(`This browser cannot write ${type} pictures.`);
    return { width, height, blob };
  };
  try {
    const widest = Math.min(bitmap.width, Math.max(...widths));
    const files: BrowserResizedFile[] = [];
    for (const width of [...widths.filter((w) => w < widest), widest]) {
      const height = Math.max(1, Math.round((bitmap.height * width) / bitmap.width));
      files.push(await draw(width, height, 'image/webp'));
    }
    if (!share) return { files, share: null };
    // Cover: the largest part of the photo with the share picture's shape, from its centre.
    const scale = Math.min(bitmap.width / share.width, bitmap.height / share.height);
    const part = { width: share.width * scale, height: share.height * scale };
    const centre = { x: (bitmap.width - part.width) / 2, y: (bitmap.height - part.height) / 2, ...part };
    return { files, share: await draw(share.width, share.height, 'image/jpeg', centre) };
  } finally {
    bitmap.close();
  }
}
