import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { aKitDate } from '../../tests/builders/kit-dates';
import { kitWords } from './kit-words';
import { renderSocialPicture, socialPictureSvg } from './social-picture';
import { socialPictureTree, type KitNode, type SocialFormat } from './social-picture-template';

/** Every piece of text the picture is told to draw, in order. */
function textOf(node: KitNode | string): string[] {
  if (typeof node === 'string') return [node];
  return (node.props.children ?? []).flatMap(textOf);
}

describe('renderSocialPicture', () => {
  it.each([
    ['feed', 1080, 1080],
    ['story', 1080, 1920],
    ['share', 1200, 630],
  ] as const)('makes the %s picture a %ix%i PNG', async (format: SocialFormat, width, height) => {
    const picture = await renderSocialPicture(aKitDate(), format);
    expect(picture.contentType).toBe('image/png');
    expect(await sharp(picture.body).metadata()).toMatchObject({ format: 'png', width, height });
  });

  it('makes a JPEG when asked, for link previews that limit the size', async () => {
    const picture = await renderSocialPicture(aKitDate(), 'share', { encoding: 'jpeg' });
    expect(picture.contentType).toBe('image/jpeg');
    expect(await sharp(picture.body).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it("draws every letter as an outline of the brand fonts, so no machine's fonts can change it", async () => {
    const svg = await socialPictureSvg(aKitDate(), 'share');
    expect(svg).not.toContain('<text');
    expect(svg).toMatch(/<path[^>]+d="M/);
  });

  it('refuses a date whose booking link is not a web address, and draws nothing', async () => {
    await expect(renderSocialPicture(aKitDate({ bookingUrl: 'data:text/html,hi' }), 'feed')).rejects.toThrow(
      /booking link/,
    );
  });
});

describe('socialPictureTree', () => {
  const art = 'data:image/jpeg;base64,';

  it.each(['feed', 'story', 'share'] as const)(
    "writes the date's show, weekday, time, hotel and town on the %s picture",
    (format) => {
      const text = textOf(socialPictureTree(kitWords(aKitDate()), art, format));
      expect(text).toEqual(
        expect.arrayContaining([
          'The Queen of the Ocean',
          'Friday 4 December 2026, 7 pm',
          'The Grand Brighton',
          'Brighton',
        ]),
      );
    },
  );

  it('adds the status line when the date is cancelled, and none when it is simply on sale', () => {
    expect(textOf(socialPictureTree(kitWords(aKitDate({ status: 'cancelled' })), art, 'feed'))).toContain(
      'Cancelled',
    );
    const onSale = textOf(socialPictureTree(kitWords(aKitDate()), art, 'feed'));
    expect(onSale.some((line) => /Cancelled|Postponed|Sold out|Few seats|Moved/.test(line))).toBe(false);
  });

  it("draws the show's own art", () => {
    const tree = socialPictureTree(kitWords(aKitDate()), 'data:image/jpeg;base64,QUJD', 'story');
    const img = tree.props.children?.find((child) => typeof child !== 'string' && child.type === 'img');
    expect(img).toMatchObject({ props: { src: 'data:image/jpeg;base64,QUJD' } });
  });
});
