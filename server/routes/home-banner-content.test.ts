import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HOME_BANNER } from '../../src/content/home';
import type { BlockState } from '../../src/domain/site-content/content-api';
import type { HomeBannerContent } from '../../src/domain/site-content/blocks';
import type { UploadedPicture } from '../../src/domain/site-content/picture';
import { uploadAsManager } from '../testing/picture-files';
import { signedInSiteApp } from '../testing/site-app';

/** The company's own example (issue 21): a photograph of last night's show on the home banner, no build. */
const s = signedInSiteApp('https://shows.example');
const ALT = 'Guests in evening dress at a candlelit table in the Titanic dining saloon';

const call = (method: 'PUT' | 'POST', url: string, payload: object) =>
  s.t.app.inject({ method, url, headers: { cookie: s.cookie }, payload });
const page = async (url: string) => (await s.t.app.inject({ method: 'GET', url })).body;
/** The home page's head (its preloads) and banner, without the page state (every published block's JSON). */
const head = (html: string) => /<head>.*<\/head>/s.exec(html)?.[0] ?? '';
/** An attribute's value in a tag (the server writes some names in lower case, React others in camel case). */
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const banner = (html: string) =>
  (/<section class="home-banner".*?<\/section>/s.exec(html)?.[0] ?? '').replaceAll('<!-- -->', '');

async function uploadPhoto(): Promise<UploadedPicture> {
  const bytes = await sharp({ create: { width: 2400, height: 1350, channels: 3, background: '#1d3557' } })
    .jpeg()
    .toBuffer();
  const uploaded = await uploadAsManager(s.t.app, s.cookie, ALT, {
    bytes,
    name: 'saloon.jpg',
    type: 'image/jpeg',
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return uploaded.json<UploadedPicture>();
}

async function publish(body: HomeBannerContent) {
  const saved = await call('PUT', '/api/content/home-banner', { body, basedOn: 0 });
  expect(saved.statusCode, saved.body).toBe(200);
  const revision = saved.json<BlockState>().revision;
  expect((await call('POST', '/api/content/home-banner/publish', { basedOn: revision })).statusCode).toBe(
    200,
  );
}

describe('Site content: the home banner slides', () => {
  it('shows a published photo on the first slide with its srcset, sizes, alt text and preload, at once', async () => {
    const before = await page('/');
    const drawn = /<link rel="preload" as="image"[^>]*>/.exec(head(before))?.[0] ?? '';
    expect(attr(drawn, 'imagesrcset')).toMatch(/^\/images\/shows\/Titanic-banner-800\.webp 800w/);
    const picture = await uploadPhoto();
    const [first, ...rest] = HOME_BANNER.slides;
    if (!first) throw new Error('The seed has slides');
    await publish({ slides: [{ ...first, title: 'Last night aboard', picture }, ...rest] });

    const html = await page('/');
    const srcset = picture.variants.map((v) => `${v.url} ${v.width}w`).join(', ');
    const largest = picture.variants.at(-1)?.url ?? '';
    // The first slide's picture: every stored width, full width, fetched first, with the alt text given.
    const img = /<img[^>]*class="home-banner__picture"[^>]*>/.exec(banner(html))?.[0] ?? '';
    expect(attr(img, 'srcset')).toBe(srcset);
    expect(attr(img, 'sizes')).toBe('100vw');
    expect(attr(img, 'src')).toBe(largest);
    expect(attr(img, 'alt')).toBe(ALT);
    expect(attr(img, 'fetchpriority')).toBe('high');
    expect(banner(html)).toContain('Last night aboard');
    // The head preloads exactly that file set, as it preloaded the drawn banner before.
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(head(html))?.[0] ?? '';
    expect(attr(preload, 'imagesrcset')).toBe(srcset);
    expect(attr(preload, 'imagesizes')).toBe('100vw');
    expect(attr(preload, 'fetchpriority')).toBe('high');
    expect(head(html)).not.toContain('Titanic-banner');
    // Every stored width is served.
    for (const variant of picture.variants) {
      expect((await s.t.app.inject({ method: 'GET', url: variant.url })).statusCode).toBe(200);
    }
  }, 60_000);

  it('shows slides in the published order, with their own words and button, and drops a removed one', async () => {
    const [titanic, jfk, overlook] = HOME_BANNER.slides;
    if (!titanic || !jfk || !overlook) throw new Error('The seed has slides');
    await publish({
      slides: [
        { ...overlook, button: 'See the dates' },
        { ...titanic, tagline: 'Now sailing from Swansea.' },
      ],
    });
    const shown = banner(await page('/'));
    const titles = [...shown.matchAll(/<h2 class="home-banner__title">(.*?)<\/h2>/g)].map((m) => m[1]);
    expect(titles).toEqual([overlook.title, titanic.title]);
    expect(shown).toContain('Now sailing from Swansea.');
    expect(shown).toContain(`href="/whats-on?show=TheOverlookHotel"`);
    expect(shown).toMatch(/>See the dates<span class="visually-hidden">: The Overlook Hotel<\/span>/);
    expect(shown).toContain('1 of 2');
    expect(shown).not.toContain(jfk.tagline);
  });

  it('refuses a slide with no title, a show it does not know or a photo without alt text, and writes nothing', async () => {
    const picture = await uploadPhoto();
    const [first] = HOME_BANNER.slides;
    const body = {
      slides: [
        { ...first, title: '' },
        { ...first, show: 'Hamlet' },
        { ...first, picture: { ...picture, alt: ' ' } },
      ],
    };
    const response = await call('PUT', '/api/content/home-banner', { body, basedOn: 0 });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ error: { fields: Record<string, string> } }>().error.fields;
    expect(Object.keys(fields).sort()).toEqual(['slides.0.title', 'slides.1.show', 'slides.2.picture.alt']);
    const empty = await call('PUT', '/api/content/home-banner', { body: { slides: [] }, basedOn: 0 });
    expect(empty.statusCode).toBe(400);
    expect(await s.blockState('home-banner')).toMatchObject({ draft: null, revision: 0 });
    expect(banner(await page('/'))).toContain(HOME_BANNER.slides[0]?.title ?? '');
  });
});
