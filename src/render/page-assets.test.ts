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

    it('leaves the data adapter to the template, which preloads what the entry imports as it starts', () => {
      expect(preloaded(pageAssetTags(hosted, 'src/pages/home/home-page.tsx'))).toEqual([
        'home-page',
        'picture',
      ]);
    });

    it('preloads the listings client too on a page that reads listings at once, and never the SDK', () => {
      const tags = pageAssetTags(hosted, 'src/pages/home/home-page.tsx', { readsListings: true });
      expect(preloaded(tags)).toEqual(['home-page', 'picture', 'public-port', 'venue-store']);
      // Wanted once the page is up: after its own code, and out of the way of its first paint.
      expect(tags).toContain(
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/public-port-1.js">',
      );
      expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">');
    });
  });

  it("names nothing of the app's start (the entry's dynamic imports), which the template links and preloads", () => {
    // src/main.tsx imports the app at run time; the page imports a chunk the app shares with it, and the
    // app's route table imports every page lazily.
    const started: Manifest = {
      ...manifest,
      'index.html': { ...entry, dynamicImports: ['src/app/start-app.tsx'] },
      'src/app/start-app.tsx': {
        file: 'assets/start-app-1.js',
        imports: ['_react.js', '_layout.js'],
        dynamicImports: ['src/pages/home/home-page.tsx', 'src/pages/team/team-page.tsx'],
        css: ['assets/start-app-1.css'],
      },
      '_layout.js': { file: 'assets/layout-1.js', css: ['assets/layout-1.css'] },
      'src/pages/home/home-page.tsx': {
        file: 'assets/home-page-1.js',
        imports: ['_layout.js', '_picture.js'],
      },
      'src/pages/team/team-page.tsx': { file: 'assets/team-page-1.js', css: ['assets/team-page-1.css'] },
    };
    const tags = pageAssetTags(started, 'src/pages/home/home-page.tsx');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">');
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/picture-1.css">');
    expect(tags).not.toMatch(/start-app-1|layout-1|team-page-1/);
  });

  it('preloads no data client in an embedded build, whose manifest has none', () => {
    const tags = pageAssetTags(manifest, 'src/pages/home/home-page.tsx', { readsListings: true });
    expect(tags).not.toContain('firebase');
    expect(tags).not.toContain('public-port');
  });
});
