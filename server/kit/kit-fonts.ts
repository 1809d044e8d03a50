import { readFontsourceTrueType } from './brand-font-files';
import { KIT_FACES, type KitFace } from './kit-faces';

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
