import { describe, expect, it } from 'vitest';
import { previewPages } from './blocks';

describe('Preview in Site content', () => {
  it("opens a block's own page", () => {
    expect(previewPages('about')).toEqual([{ path: '/about', name: null }]);
    expect(previewPages('show-jfk')).toEqual([{ path: '/jfk', name: null }]);
  });

  it("offers each show's page for the Coming soon cards, which differ by show", () => {
    const pages = previewPages('coming-soon');
    expect(pages.map((page) => page.path).sort()).toEqual(['/Scrooge', '/jfk', '/overlook', '/titanic']);
    expect(pages.find((page) => page.path === '/Scrooge')?.name).toBe('Scrooge');
  });
});
