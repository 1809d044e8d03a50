// Read by the server and by the hotel's browser (no Node imports), so both draw with the same faces.

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
