import { describe, expect, it } from 'vitest';
import { moveModulePreloadsToLoader, pageModules, withPageLoader } from './page-modules';

// The head `vite build` writes for index.html (its entry, the entry's chunks, the stylesheet).
const BUILT = `<head>
    <meta charset="UTF-8">
    <link rel="manifest" href="/site.webmanifest">
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body><div id="root"><!--app-html--></div></body>`;

describe('the page loader in the built template', () => {
  it('takes the place of the entry module script and lists the entry first, then its preloads', () => {
    const html = withPageLoader(BUILT, '/assets/page-loader-1.js');
    expect(html).not.toMatch(/type="module"|rel="modulepreload"/);
    expect(html).toContain(
      '<script defer src="/assets/page-loader-1.js" data-page-modules="/assets/index-1.js',
    );
    expect(pageModules(html)).toEqual(['/assets/index-1.js', '/assets/react-1.js', '/assets/runtime-1.js']);
    // The manifest is the loader's to add after the paint.
    expect(html).not.toContain('rel="manifest"');
    expect(html).toContain('data-manifest="/site.webmanifest"');
    // What is not a module stays where it was.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(html).toContain('<!--app-head-->');
  });

  it('lists what the entry imports as it starts after the entry, once each', () => {
    const html = withPageLoader(BUILT, '/assets/page-loader-1.js', [
      '/assets/start-app-1.js',
      '/assets/react-1.js',
    ]);
    expect(pageModules(html)).toEqual([
      '/assets/index-1.js',
      '/assets/start-app-1.js',
      '/assets/react-1.js',
      '/assets/runtime-1.js',
    ]);
  });

  it('refuses a template with no entry script to replace', () => {
    expect(() => withPageLoader('<head></head>', '/assets/page-loader-1.js')).toThrow(
      /no <script type="module"/,
    );
  });
});

describe("a page's own preloads", () => {
  const template = withPageLoader(BUILT, '/assets/page-loader-1.js');

  it("join the loader's list, once each, low-priority ones too, and leave the head", () => {
    const page = template.replace(
      '</head>',
      `<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/firebase-adapter-1.js">
  </head>`,
    );
    const html = moveModulePreloadsToLoader(page);
    expect(html).not.toContain('rel="modulepreload"');
    expect(pageModules(html)).toEqual([
      '/assets/index-1.js',
      '/assets/react-1.js',
      '/assets/runtime-1.js',
      '/assets/home-page-1.js',
      '/assets/firebase-adapter-1.js',
    ]);
  });

  it('stay as they are in a document without the loader (the dev server has none)', () => {
    const dev = `<head><script type="module" src="/src/main.tsx"></script><link rel="modulepreload" href="/a.js"></head>`;
    expect(moveModulePreloadsToLoader(dev)).toBe(dev);
    expect(pageModules(dev)).toEqual([]);
  });
});
