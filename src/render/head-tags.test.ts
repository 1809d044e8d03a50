import { describe, expect, it } from 'vitest';
import type { SharePicture } from '../domain/site-content/picture';
import { HeadCollector, type PageMeta } from '../ui/use-page-meta';
import { headTags } from './head-tags';

const SITE_URL = 'https://shows.example';

/** The head's share card of a page with this meta: each image property and name with its content. */
function shareCard(share: PageMeta['share']): Record<string, string> {
  const collected = new HeadCollector();
  collected.setMeta({ title: 'Titanic', description: 'A dinner', ...(share ? { share } : {}) }, 'Shows');
  const head = headTags({ collected, siteUrl: SITE_URL, canonicalPath: '/titanic', noindex: false });
  const tags = head.matchAll(/<meta (?:property|name)="((?:og|twitter):image[^"]*)" content="([^"]*)"/g);
  return Object.fromEntries([...tags].map((m) => [m[1] ?? '', m[2] ?? '']));
}

const card = (image: string, alt: string) => ({
  'og:image': image,
  'og:image:width': '1200',
  'og:image:height': '630',
  'og:image:type': 'image/jpeg',
  'og:image:alt': alt,
  'twitter:image': image,
  'twitter:image:alt': alt,
});

const picture = (url: string): SharePicture => ({
  id: 'a1b2c3d4e5f60708',
  alt: 'Guests raising a toast in the dining saloon',
  width: 1600,
  height: 1067,
  variants: [{ width: 1600, url: '/media/a1b2c3d4e5f60708-1600.webp' }],
  share: { url },
});

describe('the head’s share card', () => {
  it('shows the built picture of the show, or the site’s, when no share picture is uploaded', () => {
    expect(shareCard('titanic')).toEqual(
      card(
        `${SITE_URL}/images/share/titanic.jpg`,
        'The Queen of the Ocean: an ocean liner under a night sky',
      ),
    );
    expect(shareCard(undefined)).toEqual(
      card(`${SITE_URL}/images/share/site.jpg`, 'Immersive theatre and dining shows touring UK hotels'),
    );
  });

  it('shows an uploaded share copy at its absolute address, with the picture’s alt text', () => {
    const alt = 'Guests raising a toast in the dining saloon';
    expect(shareCard(picture('/media/a1b2c3d4e5f60708-share.jpg'))).toEqual(
      card(`${SITE_URL}/media/a1b2c3d4e5f60708-share.jpg`, alt),
    );
    // Hosted, the copy is in Cloud Storage: its address is already absolute.
    const stored = 'https://firebasestorage.googleapis.com/v0/b/site/o/pictures%2Fa1-share.jpg?alt=media';
    expect(shareCard(picture(stored))).toEqual(card(stored.replaceAll('&', '&amp;'), alt));
  });

  it("shows a page's own picture (a date's) at its absolute address, revision and all", () => {
    const alt = 'The Queen of the Ocean at The Grand, Brighton: Friday 4 December 2026';
    expect(shareCard({ path: '/titanic/2026-12-04-the-grand.jpg?v=2', alt })).toEqual(
      card(`${SITE_URL}/titanic/2026-12-04-the-grand.jpg?v=2`, alt),
    );
  });
});
