import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { TITANIC } from '../../src/content/show-details/titanic';
import type { BlockState } from '../../src/domain/site-content/content-api';
import type { UploadedPicture } from '../../src/domain/site-content/picture';
import { uploadAsManager } from '../testing/picture-files';
import { signedInSiteApp } from '../testing/site-app';

/** Issue 21: a show's banner is a photograph of the show itself, published from the dashboard, no build. */
const s = signedInSiteApp('https://shows.example');
const ALT = 'The Titanic cast on the grand staircase, in evening dress';

const call = (method: 'PUT' | 'POST', url: string, payload: object) =>
  s.t.app.inject({ method, url, headers: { cookie: s.cookie }, payload });
const page = async (url: string) => (await s.t.app.inject({ method: 'GET', url })).body;
const head = (html: string) => /<head>.*<\/head>/s.exec(html)?.[0] ?? '';
/** An attribute's value in a tag (the server writes some names in lower case, React others in camel case). */
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const banner = (html: string) => /<header class="show-banner">.*?<\/header>/s.exec(html)?.[0] ?? '';
const preloads = (html: string) => head(html).match(/<link rel="preload" as="image"[^>]*>/g) ?? [];

async function uploadPhoto(): Promise<UploadedPicture> {
  const bytes = await sharp({ create: { width: 2400, height: 1000, channels: 3, background: '#20304a' } })
    .jpeg()
    .toBuffer();
  const uploaded = await uploadAsManager(s.t.app, s.cookie, ALT, {
    bytes,
    name: 'stairs.jpg',
    type: 'image/jpeg',
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return uploaded.json<UploadedPicture>();
}

describe('Site content: a show’s banner photo', () => {
  it('shows a published banner photo on the show page with its srcset, sizes, alt text and preload', async () => {
    const before = await page('/titanic');
    expect(preloads(before).join('\n')).toContain('/images/shows/Titanic-banner-800.webp 800w');
    const picture = await uploadPhoto();
    const saved = await call('PUT', '/api/content/show-titanic', {
      body: { ...TITANIC, banner: picture },
      basedOn: 0,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const revision = saved.json<BlockState>().revision;
    // A draft: visitors still get the drawn banner.
    expect(banner(await page('/titanic'))).toContain('Titanic-banner');
    expect((await call('POST', '/api/content/show-titanic/publish', { basedOn: revision })).statusCode).toBe(
      200,
    );

    const html = await page('/titanic');
    const srcset = picture.variants.map((v) => `${v.url} ${v.width}w`).join(', ');
    const img = /<img[^>]*>/.exec(banner(html))?.[0] ?? '';
    expect(attr(img, 'srcset')).toBe(srcset);
    expect(attr(img, 'sizes')).toBe('100vw');
    expect(attr(img, 'alt')).toBe(ALT);
    expect(attr(img, 'fetchpriority')).toBe('high');
    // No portrait file for phones: the photo at every width, and nothing of the drawn banner.
    expect(banner(html)).not.toContain('<source');
    expect(banner(html)).not.toContain('Titanic-banner');
    const [preload, ...others] = preloads(html);
    // Only the photo is fetched first: the drawn banner's wide and narrow files are not preloaded any more.
    expect(others.filter((link) => link.includes('fetchpriority'))).toEqual([]);
    expect(head(html)).not.toContain('Titanic-banner');
    expect(attr(preload ?? '', 'imagesrcset')).toBe(srcset);
    expect(attr(preload ?? '', 'imagesizes')).toBe('100vw');
    // The other shows keep their drawn banners.
    expect(banner(await page('/jfk'))).toContain('JFK-banner');
  }, 60_000);

  it('refuses a banner photo without alt text, and one not in the library, with nothing written', async () => {
    const picture = await uploadPhoto();
    for (const bad of [
      { ...picture, alt: ' ' },
      { ...picture, id: 'abcdef0123456789' },
    ]) {
      const refused = await call('PUT', '/api/content/show-titanic', {
        body: { ...TITANIC, banner: bad },
        basedOn: 0,
      });
      expect(refused.statusCode).toBe(400);
    }
    expect(banner(await page('/titanic'))).toContain('Titanic-banner');
  }, 60_000);
});
