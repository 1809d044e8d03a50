import { describe, expect, it } from 'vitest';
import { pictureSchema } from '../../src/domain/site-content/picture';
import { allows, hostingCsp } from './hosting-headers';

/**
 * A hosted site's uploaded pictures are read from Cloud Storage for Firebase (docs/decisions/0033-pictures.md):
 * firebase.json's CSP must let the pages load them, or every uploaded photo would be a broken image, and
 * let the dashboard upload them.
 */
describe('hosted pictures and the CSP', () => {
  const picture = {
    id: 'a1b2c3d4e5f60718',
    alt: 'The cast on the grand staircase',
    width: 1600,
    height: 1067,
    variants: [
      {
        width: 1600,
        url: 'https://firebasestorage.googleapis.com/v0/b/demo-x.appspot.com/o/pictures%2Fa1b2c3d4e5f60718-1600.webp?alt=media',
      },
    ],
  };

  it('img-src admits the Storage host a hosted picture reference names', () => {
    const checked = pictureSchema.parse(picture);
    const origin = new URL(checked.variants[0]?.url ?? '').origin;
    expect(allows(hostingCsp().get('img-src') ?? [], origin)).toBe(true);
  });

  it("connect-src admits the Storage host, where a manager's browser uploads the resized files", () => {
    expect(allows(hostingCsp().get('connect-src') ?? [], 'https://firebasestorage.googleapis.com')).toBe(
      true,
    );
  });

  it('and no other host a picture reference could name', () => {
    const elsewhere = { ...picture, variants: [{ width: 10, url: 'https://example.com/a-10.webp' }] };
    expect(pictureSchema.safeParse(elsewhere).success).toBe(false);
  });
});
