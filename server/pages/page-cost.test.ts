import { describe, expect, it } from 'vitest';
import { aVenueInput, daysFromToday } from '../../tests/builders/inputs';
import { datePagePath } from '../../src/domain/date-page-paths';
import { TOO_MANY_PAGES } from '../../src/content/pages';
import type { Renderer } from './renderer';
import { staticPageAddresses } from './content-pages';
import { signedInSiteApp } from '../testing/site-app';
import { startSmtpInbox } from '../testing/smtp-inbox';
import { FOOTER } from '../../src/content/footer';

const server = signedInSiteApp('https://shows.example.co.uk');

const get = (url: string, remoteAddress = '192.0.2.10') =>
  server.t.app.inject({ method: 'GET', url, remoteAddress });

/** The file's renderer, counting the pages it renders: what each request costs. */
function countingRenderer(): { renderer: Renderer; renders: string[] } {
  const renders: string[] = [];
  const { entry } = server.renderer;
  const renderer: Renderer = {
    ...server.renderer,
    entry: {
      ...entry,
      renderPage: (input) => {
        renders.push(input.url);
        return entry.renderPage(input);
      },
    },
  };
  return { renderer, renders };
}

describe("What's on with query strings", () => {
  it('renders once for every spelling of the same filters, ignoring parameters it does not read', async () => {
    const counted = countingRenderer();
    await server.restart({ renderer: counted.renderer });
    await server.t.createVenue(server.cookie, aVenueInput({ hotelName: 'Cardiff Hall', city: 'Cardiff' }));
    await server.t.createVenue(server.cookie, aVenueInput({ hotelName: 'Brighton Rooms', city: 'Brighton' }));

    const spellings = [
      '/whats-on?city=cardiff&show=Titanic',
      '/whats-on?show=titanic&city=Cardiff&utm_source=newsletter',
      '/whats-on?fbclid=abc123&city=CARDIFF&show=TITANIC&x=1',
    ];
    const pages = await Promise.all(spellings.map((url) => get(url)));
    expect(pages.map((page) => page.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(pages.map((page) => page.body)).size).toBe(1);
    // The filters applied: one date of the two.
    expect(pages[0]?.body).toContain('>1 date</p>');
    // Rendered once, in the filters' one spelling.
    expect(counted.renders).toEqual(['/whats-on?city=cardiff&show=Titanic']);

    // Junk alone is the unfiltered page.
    const junk = await get('/whats-on?q=1&page=2');
    expect(junk.body).toBe((await get('/whats-on')).body);
    expect(junk.body).toContain('>2 dates</p>');
    expect(counted.renders).toHaveLength(2);
  });
});

describe('the rendered-page cache', () => {
  it('lets the least recently asked-for page go first, keeping the busy ones', async () => {
    const counted = countingRenderer();
    await server.restart({ renderer: counted.renderer, pageCacheSize: 2 });
    await get('/titanic');
    await get('/jfk');
    await get('/titanic');
    // A third page: /jfk was asked for least recently, so it leaves; /titanic stays.
    await get('/overlook');
    await get('/titanic');
    expect(counted.renders).toEqual(['/titanic', '/jfk', '/overlook']);
    await get('/jfk');
    expect(counted.renders).toEqual(['/titanic', '/jfk', '/overlook', '/jfk']);
  });
});

describe('the prerendered pages, rendered again', () => {
  const publishFooter = async (tagline: string, basedOn: number) => {
    const call = (url: string, payload: object, method: 'PUT' | 'POST') =>
      server.t.app.inject({ method, url, headers: { cookie: server.cookie }, payload });
    await call('/api/content/footer', { body: { ...FOOTER, tagline }, basedOn }, 'PUT');
    expect((await call('/api/content/footer/publish', { basedOn: basedOn + 1 }, 'POST')).statusCode).toBe(
      200,
    );
  };

  // Every page is rendered again in the background after a publish: seconds on a loaded machine.
  const ALL_RENDERED = { timeout: 30_000 };
  const addresses = () => [...staticPageAddresses(server.renderer).values()];

  it('are the build’s files until a block is published, then each is rendered once, before or when asked for', async () => {
    const counted = countingRenderer();
    await server.restart({ renderer: counted.renderer });
    await get('/about');
    expect(counted.renders).toEqual([]);

    await publishFooter('Dinner and a story', 0);
    // A visitor asking while the pages are rendered in the background gets the new words, rendered once.
    expect((await get('/about')).body).toContain('Dinner and a story');
    await expect.poll(() => counted.renders.length, ALL_RENDERED).toBe(addresses().length);
    expect([...counted.renders].sort()).toEqual(addresses().sort());
    expect((await get('/no-such-page')).body).toContain('Dinner and a story');
    expect(counted.renders).toHaveLength(addresses().length);

    await publishFooter('Dinner and a mystery', 2);
    expect((await get('/about')).body).toContain('Dinner and a mystery');
    await expect.poll(() => counted.renders.length, ALL_RENDERED).toBe(2 * addresses().length);
  }, 60_000);

  /** Restarts the server with e-mail (to an inbox of the test's own) and a counting renderer; runs `check`. */
  const withMail = async (renderAhead: boolean, check: (renders: string[]) => Promise<void>) => {
    const inbox = await startSmtpInbox();
    try {
      const counted = countingRenderer();
      await server.restart({
        renderer: counted.renderer,
        mail: { smtpUrl: inbox.url, from: 'Shows <news@example.test>' },
        renderAhead,
      });
      expect((await get('/about')).body).toContain('E-mail me about new dates');
      await check(counted.renders);
    } finally {
      await inbox.close();
    }
  };

  it('on a server with e-mail, are each rendered once with the keep-in-touch forms', async () => {
    await withMail(true, async (renders) => {
      await expect.poll(() => renders.length, ALL_RENDERED).toBe(addresses().length);
      expect([...renders].sort()).toEqual(addresses().sort());
    });
  }, 60_000);

  it('with RENDER_AHEAD off, are each rendered when first asked for, and no other', async () => {
    await withMail(false, async (renders) => {
      expect((await get('/about')).body).toContain('E-mail me about new dates');
      await publishFooter('Dinner and a story', 0);
      expect((await get('/team')).body).toContain('Dinner and a story');
      expect(renders).toEqual(['/about', '/team']);
    });
  });
});

describe('a date page address never listed', () => {
  it('is answered with the not-found page without a render; a deleted date still renders its help', async () => {
    const counted = countingRenderer();
    await server.restart({ renderer: counted.renderer });
    const deleted = await server.t.createVenue(
      server.cookie,
      aVenueInput({ hotelName: 'Cancelled Court', date: daysFromToday(15) }),
    );
    await server.t.app.inject({
      method: 'DELETE',
      url: `/api/venues/${deleted.id}`,
      headers: { cookie: server.cookie },
    });
    const notFound = await get('/no-such-page');

    for (const url of ['/titanic/2031-03-14-nowhere-in-particular', '/jfk/not-a-date', '/overlook/xyz']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe(notFound.body);
    }
    expect(counted.renders).toEqual([]);

    const gone = await get(datePagePath(deleted));
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('This date is no longer listed.');
    expect(counted.renders).toEqual([datePagePath(deleted)]);
  });
});

describe('the per-address page limit', () => {
  it('answers a script that asks for too many pages with a 429 page; others and static pages carry on', async () => {
    await server.restart({ rateLimits: { pagesPerMinute: 3 } });
    for (let i = 0; i < 3; i += 1) expect((await get(`/whats-on?n=${i}`)).statusCode).toBe(200);

    const refused = await get('/whats-on');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain(`<h1>${TOO_MANY_PAGES.heading}</h1>`);
    expect(refused.body).toContain('Please wait a minute, then try again.');
    // Only the busy address waits; pages prerendered at build time cost nothing and are not counted.
    expect((await get('/titanic', '198.51.100.7')).statusCode).toBe(200);
    expect((await get('/contact')).statusCode).toBe(200);
  });

  it("counts an IPv6 customer's whole /56 as one address", async () => {
    await server.restart({ rateLimits: { pagesPerMinute: 2 } });
    expect((await get('/titanic', '2001:db8:0:1::1')).statusCode).toBe(200);
    expect((await get('/titanic', '2001:db8:0:2::9')).statusCode).toBe(200);
    expect((await get('/titanic', '2001:db8:0:3::5')).statusCode).toBe(429);
    expect((await get('/titanic', '2001:db8:1:1::1')).statusCode).toBe(200);
  });
});
