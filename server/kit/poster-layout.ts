import { COMPANY_DETAILS } from '../../src/content/company';
import { KIT_COPY } from '../../src/content/kit';
import { BRAND } from '../../scripts/art/common';
import type { KitFace } from './kit-faces';
import type { KitWords } from './kit-words';
import { drawQr } from './poster-qr';

/** Print sizes in points (pdfkit's own A4 and A3: 595.28 x 841.89 and 841.89 x 1190.55). */
export const POSTER_SIZES = { a4: 'A4', a3: 'A3' } as const;
export type PosterSize = keyof typeof POSTER_SIZES;

/** The poster is laid out once on A4; A3 is the same page scaled by the square root of two. */
const W = 595.28;
const H = 841.89;
const M = 48;
const ART_HEIGHT = 290;
const QR_SIDE = 124;
/** Brass dark enough to read on ivory (src/styles/_theme.scss, $brand-gold-dark). */
const GOLD_TEXT = '#8a6424';

/** The poster's faces by the names its layout uses. */
const FONTS = {
  title: ['Playfair Display', 700, 'normal'],
  italic: ['Playfair Display', 400, 'italic'],
  regular: ['Lato', 400, 'normal'],
  bold: ['Lato', 700, 'normal'],
  black: ['Lato', 900, 'normal'],
} as const satisfies Record<string, [KitFace['family'], KitFace['weight'], KitFace['style']]>;

function drawWords(doc: PDFKit.PDFDocument, words: KitWords): void {
  const width = W - M * 2;
  doc.font('black').fontSize(11).fillColor(GOLD_TEXT);
  doc.text(KIT_COPY.kicker.toUpperCase(), M, ART_HEIGHT + 30, { width, characterSpacing: 0.6 });
  doc
    .font('title')
    .fontSize(words.title.length > 20 ? 44 : 52)
    .fillColor(BRAND.navy);
  doc.text(words.title, M, doc.y + 6, { width, lineGap: -4 });
  doc.rect(M, doc.y + 10, 64, 2.5).fill(BRAND.gold);
  doc.font('bold').fontSize(24).fillColor(BRAND.navy);
  doc.text(words.when, M, doc.y + 26, { width });
  doc.font('bold').fontSize(19).fillColor(BRAND.ink);
  doc.text(words.hotel, M, doc.y + 12, { width, height: 48, ellipsis: true });
  doc.font('regular').fontSize(13).fillColor(BRAND.ink);
  doc.text(words.address, M, doc.y + 3, { width, height: 34, ellipsis: true });
  if (words.status) {
    const alert = words.status.tone === 'alert';
    doc.font('black').fontSize(16);
    const textWidth = Math.min(doc.widthOfString(words.status.text), width - 24);
    const top = doc.y + 16;
    doc.roundedRect(M, top, textWidth + 24, 32, 4).fill(alert ? BRAND.red : BRAND.paleGold);
    doc.fillColor(alert ? BRAND.ivory : BRAND.midnight);
    doc.text(words.status.text, M + 12, top + 8, { width: textWidth, height: 20, ellipsis: true });
  }
}

function drawFooter(doc: PDFKit.PDFDocument, words: KitWords): void {
  const top = H - M - QR_SIDE;
  const textWidth = W - M * 2 - QR_SIDE - 24;
  doc.rect(M, top - 18, W - M * 2, 0.8).fill(BRAND.gold);
  drawQr(doc, words.pageUrl, W - M - QR_SIDE, top, QR_SIDE);
  // A date marked sold out, cancelled or postponed asks nobody to book it.
  const bookable = words.status?.tone !== 'alert';
  doc.font('bold').fontSize(13).fillColor(BRAND.navy);
  doc.text(bookable ? KIT_COPY.bookWithHotel : KIT_COPY.askTheHotel, M, top + 4, { width: textWidth });
  doc.font('regular').fontSize(10).fillColor(BRAND.ink);
  doc.text(words.bookingUrl, M, doc.y + 3, {
    width: textWidth,
    height: 40,
    ellipsis: true,
    link: words.bookingUrl,
  });
  doc.font('regular').fontSize(10).fillColor(BRAND.ink);
  doc.text(bookable ? KIT_COPY.qrCaption : KIT_COPY.qrCaptionOff, M, doc.y + 10, { width: textWidth });
  doc.font('italic').fontSize(13).fillColor(GOLD_TEXT);
  doc.text(COMPANY_DETAILS.name, M, H - M - 16, { width: textWidth });
}

function drawPoster(doc: PDFKit.PDFDocument, words: KitWords, art: PosterArt): void {
  doc.rect(0, 0, W, H).fill(BRAND.ivory);
  // `cover` scales the art to fill the band but does not crop it: the clip does.
  doc.save().rect(0, 0, W, ART_HEIGHT).clip();
  doc.image(art, 0, 0, { cover: [W, ART_HEIGHT], align: 'center', valign: 'center' });
  doc.restore();
  doc.rect(0, ART_HEIGHT, W, 4).fill(BRAND.gold);
  drawWords(doc, words);
  drawFooter(doc, words);
}

/** The show's wide art as a JPEG data URL, as the pictures take it: pdfkit's Node and browser builds both read one. */
export type PosterArt = string;

/** The document's paper and metadata, for pdfkit's constructor. */
export function posterOptions(words: KitWords, size: PosterSize): PDFKit.PDFDocumentOptions {
  return {
    size: POSTER_SIZES[size],
    margin: 0,
    lang: 'en-GB',
    info: {
      Title: `${words.title}, ${words.hotel}, ${words.when}`,
      Author: COMPANY_DETAILS.name,
      Subject: words.pageUrl,
    },
  };
}

/**
 * Draws a date's poster on a new pdfkit document and ends it: the one layout of the server's posters and of
 * the hotel's browser (pdfkit's browser build; no Node imports here), given the faces' TrueType bytes.
 */
export function layPoster(
  doc: PDFKit.PDFDocument,
  words: KitWords,
  size: PosterSize,
  art: PosterArt,
  font: (family: KitFace['family'], weight: KitFace['weight'], style: KitFace['style']) => Uint8Array,
): void {
  for (const name of Object.keys(FONTS) as (keyof typeof FONTS)[]) {
    const [family, weight, style] = FONTS[name];
    // pdfkit's types say Buffer; both of its builds take any Uint8Array (a browser has no Buffer).
    doc.registerFont(name, font(family, weight, style) as Buffer);
  }
  if (size === 'a3') doc.scale(841.89 / W);
  drawPoster(doc, words, art);
  doc.end();
}
