import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { aVenueInput, daysFromToday } from '../../tests/builders/inputs';
import { datePagePath } from '../../src/domain/date-page-paths';
import { formatDateWithWeekday } from '../../src/domain/dates';
import { signedInSiteApp } from '../testing/site-app';
import * as template from '../kit/social-picture-template';
import type { KitNode } from '../kit/social-picture-template';

// The template the picture is drawn from, watched: what satori is told to draw is the picture's text.
const socialPictureTree = vi.spyOn(template, 'socialPictureTree');
afterAll(() => socialPictureTree.mockRestore());

const SITE_URL = 'https://shows.example.co.uk';
const server = signedInSiteApp(SITE_URL);
const get = (url: string, headers: Record<string, string> = {}) =>
  server.t.app.inject({ method: 'GET', url, headers });

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

/** Every piece of text the picture was told to draw, in order. */
const textOf = (node: KitNode | string): string[] =>
  typeof node === 'string' ? [node] : (node.props.children ?? []).flatMap(textOf);

describe("a date page's own share picture", () => {
  it("is its og:image and Twitter card: a 1200x630 JPEG naming the hotel and the date's weekday", async () => {
    const date = daysFromToday(20);
    const venue = await server.t.createVenue(
      server.cookie,
      aVenueInput({ hotelName: 'The Grand Brighton', city: 'Brighton', date }),
    );
    const page = (await get(datePagePath(venue))).body;
    const image = meta(page, 'og:image') ?? '';
    expect(image).toBe(`${SITE_URL}${datePagePath(venue)}.jpg?v=0`);
    expect(meta(page, 'twitter:image')).toBe(image);
    expect(meta(page, 'twitter:card')).toBe('summary_large_image');
    expect([meta(page, 'og:image:width'), meta(page, 'og:image:height')]).toEqual(['1200', '630']);
    expect(meta(page, 'og:image:type')).toBe('image/jpeg');
    expect(meta(page, 'og:image:alt')).toContain(formatDateWithWeekday(date));

    socialPictureTree.mockClear();
    const picture = await get(image.slice(SITE_URL.length));
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    const drawn = textOf(socialPictureTree.mock.results[0]?.value as KitNode);
    expect(drawn).toContain('The Grand Brighton');
    expect(drawn.some((line) => line.startsWith(`${formatDateWithWeekday(date)},`))).toBe(true);
    // Link previewers' bytes limit (WhatsApp's is about 300 KB).
    expect(picture.rawPayload.length).toBeLessThan(300 * 1024);
  });

  it('is made once and kept: a revisit gets 304, another request no new render', async () => {
    const venue = await server.t.createVenue(server.cookie, aVenueInput({ date: daysFromToday(8) }));
    const path = `${datePagePath(venue)}.jpg`;
    socialPictureTree.mockClear();
    const first = await get(path);
    const etag = String(first.headers.etag);
    expect((await get(path, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get(path)).rawPayload.equals(first.rawPayload)).toBe(true);
    expect(socialPictureTree).toHaveBeenCalledTimes(1);
  });

  it('is made again when the date changes, under a new address, and says the new status', async () => {
    const venue = await server.t.createVenue(server.cookie, aVenueInput({ date: daysFromToday(8) }));
    const before = await get(`${datePagePath(venue)}.jpg`);
    const update = await server.t.app.inject({
      method: 'PUT',
      url: `/api/venues/${venue.id}`,
      headers: { cookie: server.cookie },
      payload: { ...aVenueInput({ date: daysFromToday(8) }), status: 'cancelled' },
    });
    expect(update.statusCode).toBe(200);
    const page = (await get(datePagePath(venue))).body;
    expect(meta(page, 'og:image')).toBe(`${SITE_URL}${datePagePath(venue)}.jpg?v=1`);
    socialPictureTree.mockClear();
    const after = await get(`${datePagePath(venue)}.jpg`);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(textOf(socialPictureTree.mock.results[0]?.value as KitNode)).toContain('Cancelled');
  });

  it('answers a deleted date with 410 and an unknown one with 404', async () => {
    const venue = await server.t.createVenue(server.cookie, aVenueInput());
    await server.t.app.inject({
      method: 'DELETE',
      url: `/api/venues/${venue.id}`,
      headers: { cookie: server.cookie },
    });
    expect((await get(`${datePagePath(venue)}.jpg`)).statusCode).toBe(410);
    expect((await get('/titanic/2030-01-01-nowhere-at-all.jpg')).statusCode).toBe(404);
  });
});
