import { describe, expect, it } from 'vitest';
import { pageAssetTags, type Manifest } from './page-assets';

// A manifest in the shape `vite build` writes: an entry, a page with a shared chunk, and a lazy section.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react.js'],
    css: ['assets/index-1.css'],
  },
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
});
