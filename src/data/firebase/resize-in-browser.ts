/** One resized file of a picture, as the manager's browser makes it before upload. */
export interface BrowserResizedFile {
  width: number;
  height: number;
  blob: Blob;
}

/**
 * Hosted mode has no server to resize on (docs/decisions/0033-pictures.md): the manager's browser draws the
 * photo, turned upright, onto a canvas at each of the site's widths (never wider than the original) and
 * encodes the canvas as WebP, stepping the quality down until the file fits `budget`, as the server does.
 * A canvas holds only pixels, so nothing of the original's EXIF (the phone's GPS position) can be in what is
 * sent. Self-contained (no imports, no closures) so that the browser test can run this very function.
 */
export async function resizeInBrowser(
  file: Blob,
  widths: readonly number[],
  budget: number,
): Promise<BrowserResizedFile[]> {
  const qualities = [0.8, 0.7, 0.6, 0.5, 0.4];
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const widest = Math.min(bitmap.width, Math.max(...widths));
    const files: BrowserResizedFile[] = [];
    for (const width of [...widths.filter((w) => w < widest), widest]) {
      const height = Math.max(1, Math.round((bitmap.height * width) / bitmap.width));
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('This browser cannot draw pictures.');
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, width, height);
      let blob = await canvas.convertToBlob({ type: 'image/webp', quality: qualities[0] });
      for (const quality of qualities.slice(1)) {
        if (blob.size <= budget) break;
        blob = await canvas.convertToBlob({ type: 'image/webp', quality });
      }
      if (blob.type !== 'image/webp') throw new Error('This browser cannot write WebP pictures.');
      files.push({ width, height, blob });
    }
    return files;
  } finally {
    bitmap.close();
  }
}
