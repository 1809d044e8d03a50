import { describe, expect, it } from 'vitest';
import { HOSTED_DATA_CLIENT, HOSTED_LISTINGS_CLIENT, pageAssetTags, type Manifest } from './page-assets';

const entry = {
  file: 'assets/index-1.js',
  isEntry: true,
  imports: ['_react.js'],
  css: ['assets/index-1.css'],
};
// A manifest in the shape `vite build` writes: an entry, a page with a shared chunk, and a lazy section.
const manifest: Manifest = {
  'index.html': entry,
  '_react.js': { file: 'assets/react-1.js' },
  'src/pages/home/home-page.tsx': {
    file: 'assets/home-page-1.js',
    imports: ['index.html', '_react.js', '_picture.js'],
    dynamicImports: ['src/features/carousels/shows-carousel.tsx'],
    css: ['assets/home-page-1.css'],
  },
  '_picture.js': { file: 'assets/picture-1.js', css: ['assets/picture-1.css'] },
  'src/features/carousels/shows-carousel.tsx': {
    file: 'assets/carousel-1.js',
    css: ['assets/carousel-1.css'],
  },
};

describe('pageAssetTags', () => {
  it("links a page's stylesheets, its lazy sections' too, and preloads its own chunks", () => {
    const tags = pageAssetTags(manifest, 'src/pages/home/home-page.tsx');
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/home-page-1.css">');
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/picture-1.css">');
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/carousel-1.css">');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/picture-1.js">');
  });

  it('leaves out what index.html already links, and what the page loads only later', () => {
    const tags = pageAssetTags(manifest, 'src/pages/home/home-page.tsx');
    expect(tags).not.toContain('index-1');
    expect(tags).not.toContain('react-1');
    expect(tags).not.toContain('modulepreload" crossorigin href="/assets/carousel-1.js');
  });

  describe('in a hosted build', () => {
    // The entry imports the data adapter at run time; the adapter, the listings client.
    const hosted: Manifest = {
      ...manifest,
      'index.html': { ...entry, dynamicImports: [HOSTED_DATA_CLIENT] },
      [HOSTED_DATA_CLIENT]: {
        file: 'assets/firebase-adapter-1.js',
        imports: ['_errors.js'],
        dynamicImports: [HOSTED_LISTINGS_CLIENT, 'src/data/firebase/firestore-port.ts'],
      },
      '_errors.js': { file: 'assets/errors-1.js' },
      [HOSTED_LISTINGS_CLIENT]: {
        file: 'assets/public-port-1.js',
        imports: ['_venue-store.js', '_errors.js'],
      },
      '_venue-store.js': { file: 'assets/venue-store-1.js' },
      'src/data/firebase/firestore-port.ts': { file: 'assets/firestore-port-1.js' },
    };
    const preloaded = (tags: string) =>
      [
        ...tags.matchAll(
          /rel="modulepreload" crossorigin(?: fetchpriority="low")? href="\/assets\/([a-z-]+)-1\.js"/g,
        ),
      ].map((m) => m[1]);

    it('preloads the data adapter on every page: the entry waits for it before it hydrates', () => {
      expect(preloaded(pageAssetTags(hosted, 'src/pages/home/home-page.tsx'))).toEqual([
        'home-page',
        'picture',
        'firebase-adapter',
        'errors',
      ]);
    });

    it('preloads the listings client too on a page that reads listings at once, and never the SDK', () => {
      const tags = pageAssetTags(hosted, 'src/pages/home/home-page.tsx', { readsListings: true });
      expect(preloaded(tags)).toEqual([
        'home-page',
        'picture',
        'firebase-adapter',
        'errors',
        'public-port',
        'venue-store',
      ]);
      // Wanted once the page is up: after its own code, and out of the way of its first paint.
      expect(tags).toContain(
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/public-port-1.js">',
      );
      expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">');
    });
  });

  it('preloads no data client in an embedded build, whose manifest has none', () => {
    const tags = pageAssetTags(manifest, 'src/pages/home/home-page.tsx', { readsListings: true });
    expect(tags).not.toContain('firebase');
    expect(tags).not.toContain('public-port');
  });
});
