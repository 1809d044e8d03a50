import { KIT_COPY } from '../../src/content/kit';
import { BRAND } from '../../scripts/art/common';
import type { KitStatus, KitWords } from './kit-words';

/** The three social pictures (issue 39): Instagram's feed square, its story, and a link's share card. */
export const SOCIAL_FORMATS = {
  feed: { width: 1080, height: 1080, art: 'tall' },
  story: { width: 1080, height: 1920, art: 'tall' },
  share: { width: 1200, height: 630, art: 'wide' },
} as const;
export type SocialFormat = keyof typeof SOCIAL_FORMATS;

/**
 * The width each shape of show art is drawn at on the social pictures (the widest picture that uses it; the
 * height follows the art's own proportions). The art is scaled to it before the drawing, on the server and
 * in the hotel's browser alike: scaled while drawn, with the picture's clip and mask, it was two thirds of
 * resvg's time on a share picture (decision 0039).
 */
export const SOCIAL_ART_WIDTH = { wide: 1200, tall: 1080 } as const;

type Style = Record<string, string | number>;
/** What satori reads: React-element-shaped objects (its README's "without JSX"), kept plain so tests can read them. */
export interface KitNode {
  type: 'div' | 'img';
  props: { style: Style; children?: (KitNode | string)[]; src?: string; width?: number; height?: number };
}

const div = (style: Style, ...children: (KitNode | string | null)[]): KitNode => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children: children.filter((c) => c !== null) },
});

const MIDNIGHT = (alpha: number) => `rgba(10, 18, 32, ${alpha})`;

/**
 * Per format: where the words sit over the art and how large they are (px of the picture). The wash lays at
 * least 0.85 of midnight under every word, so even over white art brass keeps 5.6:1, pale gold 8:1.
 */
const LAYOUT: Record<
  SocialFormat,
  {
    /** Where the art's top edge sits: the square lifts the tall art so its subject clears the words. */
    artTop: number;
    box: Style;
    wash: string;
    title: number;
    when: number;
    hotel: number;
    kicker: number;
    gap: number;
  }
> = {
  feed: {
    artTop: -300,
    box: { left: 80, right: 80, bottom: 76 },
    wash: `linear-gradient(180deg, ${MIDNIGHT(0)} 15%, ${MIDNIGHT(0.86)} 50%, ${MIDNIGHT(0.96)} 100%)`,
    title: 96,
    when: 44,
    hotel: 38,
    kicker: 24,
    gap: 18,
  },
  // Instagram lays its own bar over a story's top 250 px and its reply field over the bottom 300.
  story: {
    artTop: 0,
    box: { left: 80, right: 80, bottom: 330 },
    wash: `linear-gradient(180deg, ${MIDNIGHT(0)} 25%, ${MIDNIGHT(0.88)} 50%, ${MIDNIGHT(1)} 68%)`,
    title: 112,
    when: 52,
    hotel: 44,
    kicker: 28,
    gap: 24,
  },
  share: {
    artTop: 0,
    box: { left: 64, top: 0, bottom: 0, width: 640, justifyContent: 'center' },
    wash: `linear-gradient(90deg, ${MIDNIGHT(0.96)} 0%, ${MIDNIGHT(0.9)} 55%, ${MIDNIGHT(0)} 85%)`,
    title: 66,
    when: 30,
    hotel: 28,
    kicker: 18,
    gap: 12,
  },
};

/** A long title steps down so it keeps to two lines at most. */
const titleSize = (title: string, base: number) =>
  Math.round(title.length <= 12 ? base * 1.15 : title.length <= 20 ? base : base * 0.86);

function statusBadge(status: KitStatus, size: number): KitNode {
  const alert = status.tone === 'alert';
  return div(
    {
      alignSelf: 'flex-start',
      marginTop: size * 0.5,
      padding: `${Math.round(size * 0.3)}px ${Math.round(size * 0.6)}px`,
      borderRadius: Math.round(size * 0.2),
      backgroundColor: alert ? BRAND.red : BRAND.paleGold,
      color: alert ? BRAND.ivory : BRAND.midnight,
      fontWeight: 900,
      fontSize: size,
      lineHeight: 1.2,
    },
    status.text,
  );
}

/** The picture as satori's element tree: the show's art, a dark wash, and the date's words in brand type. */
export function socialPictureTree(words: KitWords, artDataUrl: string, format: SocialFormat): KitNode {
  const { width, height } = SOCIAL_FORMATS[format];
  const l = LAYOUT[format];
  // The tall art (800x1000) is drawn at the picture's width; the wide art covers the whole card.
  const artHeight = SOCIAL_FORMATS[format].art === 'tall' ? Math.round(width * 1.25) : height;
  return div(
    {
      width,
      height,
      position: 'relative',
      backgroundColor: BRAND.midnight,
      fontFamily: 'Lato',
      color: BRAND.ivory,
    },
    {
      type: 'img',
      props: {
        src: artDataUrl,
        width,
        height: artHeight,
        style: { position: 'absolute', top: l.artTop, left: 0, width, height: artHeight, objectFit: 'cover' },
      },
    },
    div({ position: 'absolute', top: 0, left: 0, width, height, backgroundImage: l.wash }),
    div(
      { position: 'absolute', flexDirection: 'column', ...l.box },
      div(
        {
          fontWeight: 900,
          fontSize: l.kicker,
          letterSpacing: l.kicker * 0.16,
          color: BRAND.brass,
          textTransform: 'uppercase',
        },
        KIT_COPY.kicker,
      ),
      div(
        {
          fontFamily: 'Playfair Display',
          fontWeight: 700,
          fontSize: titleSize(words.title, l.title),
          lineHeight: 1.08,
          marginTop: l.gap * 0.6,
        },
        words.title,
      ),
      div({
        width: l.kicker * 4,
        height: Math.max(3, l.kicker / 6),
        backgroundColor: BRAND.gold,
        margin: `${l.gap}px 0`,
      }),
      div({ fontWeight: 700, fontSize: l.when, color: BRAND.paleGold, lineHeight: 1.2 }, words.when),
      div(
        { fontWeight: 700, fontSize: l.hotel, lineHeight: 1.2, marginTop: l.gap * 0.8, lineClamp: 2 },
        words.hotel,
      ),
      div({ fontSize: l.hotel * 0.9, lineHeight: 1.25, color: BRAND.ivory, opacity: 0.88 }, words.town),
      words.status ? statusBadge(words.status, l.hotel) : null,
    ),
  );
}
