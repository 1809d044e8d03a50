import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Venue } from '../../src/domain/venue';
import { axeViolations, expect, openSection, screenshot, signInAsManager, test } from './fixtures';

/**
 * A hotel pastes the widget's snippet into a page of its own website: here a plain HTML page served from
 * another origin (localhost on a port of its own, where the site is 127.0.0.1), as a browser meets it there.
 */
let hotelSite: Server;
let hotelPage = '';
const hotelOrigin = () => `http://localhost:${(hotelSite.address() as AddressInfo).port}`;

test.beforeAll(async () => {
  hotelSite = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(hotelPage);
  });
  await new Promise<void>((resolve) => hotelSite.listen(0, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => hotelSite.close(() => resolve())));

test("the hotel's widget on the hotel's own website shows its dates and statuses, passes axe and sets no cookie", async ({
  page,
  browser,
}) => {
  const name = `E2E Widget Hotel ${Date.now()}`;
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('/dashboard');
  await signInAsManager(page);
  const place = {
    hotelName: name,
    hotelLocation: '1 Cathedral Close, Exeter EX1 1EZ',
    city: 'Exeter',
    bookingUrl: 'https://tickets.example.com/e2e-widget',
  };
  const created: Venue[] = [];
  for (const [show, date, availability] of [
    ['Titanic', '2034-03-03', 'few-left'],
    ['JFK', '2034-03-10', 'on-sale'],
    ['Scrooge', '2034-12-15', 'sold-out'],
  ] as const) {
    const response = await page.request.post('/api/venues', { data: { ...place, show, date, availability } });
    expect(response.status()).toBe(201);
    created.push((await response.json()) as Venue);
  }

  // The manager copies the snippet from the hotel's entry in Hotels.
  await openSection(page, 'Hotels');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const snippet = await page.getByLabel(`Snippet for ${name}`).inputValue();
  expect(snippet).toContain(`/widgets/hotels/${created[0]?.hotelId}`);
  // Pasted as a website builder keeps it: a line break between the frame and its script (WordPress's
  // classic editor adds one).
  const pasted = snippet.replace('</iframe>\n', '</iframe><br>\n');
  expect(pasted).not.toBe(snippet);
  hotelPage = `<!doctype html><html lang="en-GB"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>${name}</title></head><body style="margin:0;font-family:serif"><header><p>${name}: rooms, dining, events</p></header><main><h1>What's on at the hotel</h1>${pasted}</main></body></html>`;

  // A visitor of the hotel's site, with no cookie of ours.
  const context = await browser.newContext({ viewport: { width: 320, height: 800 } });
  const visitor = await context.newPage();
  await visitor.goto(hotelOrigin());
  const frameElement = visitor.locator('iframe');
  const widget = visitor.frameLocator('iframe');
  const items = widget.getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Friday 3 March 2034');
  await expect(items.nth(0)).toContainText('Few seats left');
  await expect(items.nth(1)).toContainText('On sale');
  await expect(items.nth(2)).toContainText('Sold out');
  await expect(items.nth(2).getByRole('link', { name: /^Book/ })).toHaveCount(0);
  const book = items.nth(0).getByRole('link', { name: /^Book The Queen of the Ocean/ });
  await expect(book).toHaveAttribute('referrerpolicy', 'origin');
  await expect(book).toHaveAttribute(
    'href',
    'https://tickets.example.com/e2e-widget?utm_source=queenoftheocean',
  );

  // The frame takes its content's height (the snippet's script), and nothing scrolls sideways at 320 px.
  const fits = async () => {
    const frame = await frameElement.elementHandle();
    const inner = await (
      await frame?.contentFrame()
    )?.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      wide: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    }));
    const outer = await frameElement.evaluate((element) => element.getBoundingClientRect().height);
    return inner ? Math.abs(outer - inner.height) <= 1 && !inner.wide : false;
  };
  await expect.poll(fits).toBe(true);
  await screenshot(visitor, '.tmp/screenshots/widget/widget-320.png', true);

  // axe on the hotel's page (the frame's title), then in the frame's document as placed there.
  // (@axe-core/playwright, which reads frames itself, gives a frame 1 s to take axe's script and silently
  // left the widget out for 45 s of tries under the gate's load.)
  expect(await axeViolations(visitor), 'axe on the hotel’s page').toEqual([]);
  const frame = await (await frameElement.elementHandle())?.contentFrame();
  if (!frame) throw new Error('the widget’s frame has no document');
  expect(await axeViolations(frame), 'axe in the widget’s frame').toEqual([]);

  for (const width of [390, 1600]) {
    await visitor.setViewportSize({ width, height: 900 });
    await expect.poll(fits).toBe(true);
    await screenshot(visitor, `.tmp/screenshots/widget/widget-${width}.png`, true);
  }
  // No cookie, ours or anyone's, was set by the visit.
  expect(await context.cookies()).toEqual([]);
  await context.close();
});
