import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SHARE_PICTURE_SIZE } from '../../src/domain/share-picture-size';
import { resizePicture } from './resize-picture';

/** A logo-like PNG: a dark square in the middle of a transparent canvas. */
async function aTransparentPng() {
  const square = await sharp({
    create: { width: 200, height: 200, channels: 4, background: { r: 20, g: 40, b: 90, alpha: 1 } },
  })
    .png()
    .toBuffer();
  return sharp({
    create: { width: 900, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([{ input: square, gravity: 'centre' }])
    .png()
    .toBuffer();
}

describe('resizePicture', () => {
  it("gives a transparent PNG's share copy a white background, not black", async () => {
    const { share } = await resizePicture(await aTransparentPng());
    const { data, info } = await sharp(share).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([SHARE_PICTURE_SIZE.width, SHARE_PICTURE_SIZE.height]);
    const pixel = (x: number, y: number) =>
      [...data.subarray((y * info.width + x) * info.channels)].slice(0, 3);
    // JPEG may shift a channel by a step or two; black would be 0.
    for (const [x, y] of [
      [0, 0],
      [info.width - 1, info.height - 1],
    ] as const) {
      for (const channel of pixel(x, y)) expect(channel).toBeGreaterThan(245);
    }
    // The picture itself is still there, in the middle.
    expect(pixel(info.width / 2, info.height / 2)[2]).toBeLessThan(140);
  });
});
