import PDFDocument from 'pdfkit';
import { kitFont } from './kit-fonts';
import type { KitDate } from '../../src/domain/hotel-kit';
import { kitWords } from './kit-words';
import { layPoster, posterOptions, type PosterSize } from './poster-layout';
import { showArtwork } from './show-artwork';

/** A date's print poster: one page, real text in the brand fonts, and a QR code to the date's page. */
export async function renderPoster(
  date: KitDate,
  size: PosterSize,
  options: { artDir?: string } = {},
): Promise<Buffer> {
  const words = kitWords(date);
  const art = await showArtwork(words.show, 'wide', options.artDir);
  const doc = new PDFDocument(posterOptions(words, size));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  layPoster(doc, words, size, art.dataUrl, kitFont);
  await ended;
  return Buffer.concat(chunks);
}
