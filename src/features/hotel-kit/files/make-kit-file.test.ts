import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fontsourcePath, readFontsourceTrueType } from '../../../../server/kit/brand-font-files';
import { KIT_FACES } from '../../../../server/kit/kit-faces';
import { showArtwork } from '../../../../server/kit/show-artwork';
import { socialPictureSvg } from '../../../../server/kit/social-picture';
import { aKitDate } from '../../../../tests/builders/kit-dates';
import { kitPictureSvg, type KitSources } from './make-kit-file';
import { unpackWoff } from './woff-in-browser';

/**
 * The hotel's browser draws a hosted date's kit (docs/decisions/0039): its pictures must be the server's,
 * letter for letter. What a browser fetches (the WOFF files, the art) is read from disk here; everything
 * after that is the browser's own path: its WOFF unpacking, the words, the template and the satori call.
 */
const sources: KitSources = {
  fonts: () =>
    Promise.all(
      KIT_FACES.map(async (face) => ({
        face,
        data: await unpackWoff(readFileSync(fontsourcePath(face.file))),
      })),
    ),
  art: async (show, shape, width) => (await showArtwork(show, shape, undefined, width)).dataUrl,
};

describe('the kit made in the hotel’s browser', () => {
  it.each(KIT_FACES.map((face) => [face.file, face] as const))(
    'unpacks %s to the same TrueType bytes as the server',
    async (file) => {
      const browser = await unpackWoff(readFileSync(fontsourcePath(file)));
      expect(Buffer.from(browser).equals(readFontsourceTrueType(file))).toBe(true);
    },
  );

  it.each([
    ['feed', aKitDate()],
    ['story', aKitDate({ show: 'Scrooge', availability: 'few-left' })],
    ['share', aKitDate({ status: 'cancelled' })],
  ] as const)('draws the %s picture as the server’s SVG', async (format, date) => {
    const server = await socialPictureSvg(date, format);
    expect(server).toMatch(/^<svg width="\d+" height="\d+"/);
    expect(await kitPictureSvg(date, format, sources)).toBe(server);
  });

  it('follows the date: marking it sold out changes the picture', async () => {
    const onSale = await kitPictureSvg(aKitDate(), 'feed', sources);
    const soldOut = await kitPictureSvg(aKitDate({ availability: 'sold-out' }), 'feed', sources);
    expect(soldOut).not.toBe(onSale);
    expect(soldOut).toBe(await socialPictureSvg(aKitDate({ availability: 'sold-out' }), 'feed'));
  });
});
