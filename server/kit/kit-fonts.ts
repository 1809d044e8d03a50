import { readFontsourceTrueType } from './brand-font-files';

/** The brand's faces the kit draws with: Playfair Display for titles, Lato for the facts (as the site does). */
export const KIT_FACES = [
  {
    family: 'Playfair Display',
    weight: 700,
    style: 'normal',
    file: 'playfair-display/files/playfair-display-latin-700-normal.woff',
  },
  {
    family: 'Playfair Display',
    weight: 400,
    style: 'italic',
    file: 'playfair-display/files/playfair-display-latin-400-italic.woff',
  },
  { family: 'Lato', weight: 400, style: 'normal', file: 'lato/files/lato-latin-400-normal.woff' },
  { family: 'Lato', weight: 700, style: 'normal', file: 'lato/files/lato-latin-700-normal.woff' },
  { family: 'Lato', weight: 900, style: 'normal', file: 'lato/files/lato-latin-900-normal.woff' },
] as const;

export type KitFace = (typeof KIT_FACES)[number];
export interface KitFont {
  face: KitFace;
  /** TrueType: satori's HarfBuzz shaping draws some WOFF files as bars (vercel/satori#802), and a PDF embeds sfnt. */
  data: Buffer;
}

let fonts: readonly KitFont[] | undefined;

/** The faces as TrueType, read once per process (about 0.5 MB in all). */
export function kitFonts(): readonly KitFont[] {
  fonts ??= KIT_FACES.map((face) => ({ face, data: readFontsourceTrueType(face.file) }));
  return fonts;
}

/** One face's TrueType bytes. */
export function kitFont(
  family: KitFace['family'],
  weight: KitFace['weight'],
  style: KitFace['style'] = 'normal',
): Buffer {
  const font = kitFonts().find(
    ({ face }) => face.family === family && face.weight === weight && face.style === style,
  );
  if (!font) throw new Error(`The kit has no ${family} ${weight} ${style}`);
  return font.data;
}
