import { describe, expect, it } from 'vitest';
import { switchOnDeferredStylesheets } from './deferred-stylesheets';

describe('switchOnDeferredStylesheets', () => {
  it("gives each deferred stylesheet its own media back and leaves the page's other links alone", () => {
    document.head.innerHTML = `
      <link rel="stylesheet" href="/assets/index.css" media="print" data-beasties-media="all">
      <link rel="stylesheet" href="/assets/wide.css" media="print" data-beasties-media="(min-width: 768px)">
      <noscript><link rel="stylesheet" href="/assets/index.css"></noscript>
      <link rel="stylesheet" href="/assets/printed.css" media="print">`;
    switchOnDeferredStylesheets();
    const media = [...document.head.querySelectorAll('link')].map((link) => [
      link.getAttribute('href'),
      link.media,
      link.hasAttribute('data-beasties-media'),
    ]);
    expect(media).toEqual([
      ['/assets/index.css', 'all', false],
      ['/assets/wide.css', '(min-width: 768px)', false],
      ['/assets/printed.css', 'print', false],
    ]);
  });
});
