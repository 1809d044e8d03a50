// Share pictures (Open Graph and Twitter cards): 1200x630, the size Facebook, WhatsApp and X show large. A show's
// card is its banner art cropped to the frame with the show's name over the dark side; the site's card (every page
// that is not a show page) sets the four shows under the company's name. Letters are outlines of the site's fonts,
// as in the logo, so the cards look the same on every machine.
import { emblem } from './brand';
import { BRAND, linear, rng, stars, svg } from './common';
import { OutlineFont } from './fonts';
import { FORMAT_SIZE, SHOW_ART, type ShowKey } from './shows';

export const SHARE_SIZE = [1200, 630] as const;
const [W, H] = SHARE_SIZE;

const serifBold = new OutlineFont('playfair-display/files/playfair-display-latin-700-normal.woff');
const serifItalic = new OutlineFont('playfair-display/files/playfair-display-latin-400-italic.woff');
const sansBold = new OutlineFont('lato/files/lato-latin-700-normal.woff');

// The words on the cards. Page titles and descriptions live in src/content; a picture carries only a name and a
// line, kept short so they stay legible in a phone's link preview.
const SHOW_CARD: Record<ShowKey, { kicker: string; title: string; line: string }> = {
  Titanic: {
    kicker: 'A TITANIC DINNER SHOW',
    title: 'The Queen of the Ocean',
    line: 'First class, April 1912',
  },
  JFK: { kicker: 'A TEAM GAME DINNER', title: 'JFK', line: 'Dallas, 22 November 1963' },
  TheOverlookHotel: {
    kicker: 'A 1920S COCKTAIL SOIREE',
    title: 'The Overlook Hotel',
    line: 'The party never ends',
  },
  Scrooge: { kicker: 'A VICTORIAN CHRISTMAS DINNER', title: 'Scrooge', line: 'Three ghosts at the table' },
};
const SITE_CARD = {
  title: 'The Queen of the Ocean',
  line: 'Immersive theatre and dining, touring hotels across the UK',
};

/** Splits text into lines no wider than maxWidth at this size (whole words; a long word gets a line of its own). */
export function wrap(font: OutlineFont, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && font.measure(`${last} ${word}`, size) <= maxWidth) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines;
}

/** A show's card: its banner art (1600x900) scaled to cover 1200x630, the words on the left over a dark wash. */
export function showShareCard(show: ShowKey): string {
  const [bw, bh] = FORMAT_SIZE.banner;
  const banner = SHOW_ART[show]('banner').replace(
    /^<svg [^>]*>/,
    `<svg x="0" y="0" width="${W}" height="${H}" viewBox="0 0 ${bw} ${bh}" preserveAspectRatio="xMidYMid slice">`,
  );
  const words = SHOW_CARD[show];
  const titleSize = 68;
  const titleLines = wrap(serifBold, words.title, titleSize, 470);
  const top = H / 2 - (titleLines.length * titleSize * 1.12) / 2;
  let text = `<path d="${sansBold.path(words.kicker, 64, top - 28, 20, 2.5)}" fill="${BRAND.brass}"/>`;
  titleLines.forEach((line, i) => {
    text += `<path d="${serifBold.path(line, 62, top + titleSize * (0.88 + i * 1.12), titleSize)}" fill="${BRAND.ivory}"/>`;
  });
  const below = top + titleLines.length * titleSize * 1.12;
  text += `<rect x="64" y="${below + 14}" width="72" height="3" fill="${BRAND.gold}"/>`;
  text += `<path d="${serifItalic.path(words.line, 64, below + 62, 30)}" fill="${BRAND.paleGold}"/>`;
  const wash = linear(
    'shareWash',
    [
      [0, BRAND.midnight, 0.9],
      [0.42, BRAND.midnight, 0.7],
      [0.7, BRAND.midnight, 0],
    ],
    1,
    0,
  );
  return svg(
    W,
    H,
    `${banner}<rect width="${W}" height="${H}" fill="url(#shareWash)"/>${brandMark()}${text}`,
    wash,
  );
}

/** The company's mark and name, small, in the top left corner of every card. */
function brandMark(): string {
  return `${emblem(86, 78, 22, BRAND.brass)}<path d="${serifBold.path('The Queen of the Ocean', 122, 88, 24)}" fill="${BRAND.ivory}"/>`;
}

/** Where the four show cards (800x600 art) sit on the site's card, for the compositor. */
export const SITE_CARD_SHOWS = (['Titanic', 'JFK', 'TheOverlookHotel', 'Scrooge'] as const).map(
  (show, i) => ({
    show,
    left: 60 + i * 276,
    top: 362,
    width: 252,
    height: 189,
  }),
);

/** The site's card without the four show pictures, which generate-art lays over the frames drawn here. */
export function siteShareCard(): string {
  const rand = rng('share-site');
  const defs = linear('shareSky', [
    [0, BRAND.midnight],
    [1, BRAND.navy],
  ]);
  let body = `<rect width="${W}" height="${H}" fill="url(#shareSky)"/>${stars(rand, W, 330, 140)}`;
  body += emblem(W / 2, 92, 40, BRAND.brass);
  const titleSize = 64;
  body += `<path d="${serifBold.path(SITE_CARD.title, (W - serifBold.measure(SITE_CARD.title, titleSize)) / 2, 218, titleSize)}" fill="${BRAND.ivory}"/>`;
  body += `<path d="${serifItalic.path(SITE_CARD.line, (W - serifItalic.measure(SITE_CARD.line, 30)) / 2, 280, 30)}" fill="${BRAND.paleGold}"/>`;
  for (const frame of SITE_CARD_SHOWS) {
    body += `<rect x="${frame.left - 3}" y="${frame.top - 3}" width="${frame.width + 6}" height="${frame.height + 6}" rx="4" fill="${BRAND.gold}"/>`;
  }
  return svg(W, H, body, defs);
}
