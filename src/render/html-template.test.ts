import { describe, expect, it } from 'vitest';
import { fillTemplate } from './html-template';

// The built index.html's shape: the marker, then the tags Vite adds for the entry.
const TEMPLATE = `<head>
    <!--app-head-->
    <link rel="stylesheet" href="/assets/index.css">
  </head>
  <body><div id="root"><!--app-html--></div></body>`;

describe('fillTemplate', () => {
  const html = fillTemplate(TEMPLATE, {
    head: '<title>Contact us</title>',
    hints: '<link rel="preload" as="image" href="/logo.svg">',
    assets: '<link rel="stylesheet" href="/assets/contact-page.css">',
    appHtml: '<main><h1>Contact us</h1></main>',
    state: { route: '/contact', data: { note: '</script><script>alert(1)</script>' } },
  });

  it("puts the page's stylesheet after the site's, so its rules win as they do in the browser", () => {
    expect(html.indexOf('contact-page.css')).toBeGreaterThan(html.indexOf('index.css'));
    expect(html.indexOf('contact-page.css')).toBeLessThan(html.indexOf('</head>'));
  });

  it('puts the head, the hints and the page state in the head, and the app inside #root', () => {
    expect(html.indexOf('<title>Contact us</title>')).toBeLessThan(html.indexOf('index.css'));
    expect(html).toContain('<div id="root"><main><h1>Contact us</h1></main></div>');
  });

  it('keeps embedded data from closing its script element', () => {
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });
});
