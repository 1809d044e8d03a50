import { expect, scrollThroughSections, test, waitForApp } from './fixtures';

// Details a visitor sees (issue 18): the Sold out badge, a readable measure, the team grid, the page
// placeholder and a focused field under the sticky header. Each check reads what the browser drew.

test("What's on shows Sold out as a badge: a bordered, rounded status, not a highlighted word", async ({
  page,
}) => {
  await page.goto('/whats-on');
  const badge = page.getByText('Sold out', { exact: true }).first();
  await expect(badge).toBeVisible();
  const look = await badge.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      border: parseFloat(style.borderTopWidth),
      radius: parseFloat(style.borderTopLeftRadius),
      padding: parseFloat(style.paddingLeft),
      background: style.backgroundColor,
      color: style.color,
    };
  });
  expect(look.border).toBeGreaterThanOrEqual(1);
  expect(look.radius).toBeGreaterThan(4);
  expect(look.padding).toBeGreaterThan(4);
  expect(look.background).not.toBe(look.color);
});

test('at 1600 px the show page reads at about 70 characters a line, and its banner names the show once', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/titanic');
  await waitForApp(page);
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await expect(page.locator('.show-banner__subtitle')).not.toHaveText(new RegExp(`^${title}$`, 'i'));
  const measures = await page.getByRole('tabpanel').evaluate((panel) =>
    [...panel.querySelectorAll('p')].map((paragraph) => {
      const lineHeight = parseFloat(getComputedStyle(paragraph).lineHeight);
      const lines = Math.round(paragraph.getBoundingClientRect().height / lineHeight);
      return (paragraph.textContent ?? '').length / lines;
    }),
  );
  expect(measures.length).toBeGreaterThan(0);
  // A multi-line paragraph's lines average under 80 characters (it was about 200).
  for (const perLine of measures) expect(perLine).toBeLessThan(80);
});

test('at 1600 px the three team cards sit in the middle of the page', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await page.goto('/team');
  const cards = page.locator('ul.card-grid > li');
  await expect(cards).toHaveCount(3);
  const gaps = await page.locator('ul.card-grid').evaluate((grid) => {
    const box = grid.getBoundingClientRect();
    const items = [...grid.children].map((item) => item.getBoundingClientRect());
    const left = Math.min(...items.map((item) => item.left)) - box.left;
    const right = box.right - Math.max(...items.map((item) => item.right));
    return { left, right };
  });
  expect(gaps.left).toBeGreaterThan(50);
  expect(Math.abs(gaps.left - gaps.right)).toBeLessThan(2);
});

test("while a page's code loads, the main area shows the outline of a page, then the page", async ({
  page,
}) => {
  await page.goto('/');
  await waitForApp(page);
  // The home sections that load near the viewport change the page's height and move the footer: all in
  // first, as the other walks on / do (in a gate with two busy loops beside it, this click once left the home
  // page on screen, no placeholder and no team page).
  await scrollThroughSections(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/team-page-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Our Team' }).click();
  const placeholder = page.locator('main.page-loading');
  await expect(placeholder).toBeVisible();
  // The outline is drawn (after a short fade-in) where the page will be: not an empty area.
  await expect
    .poll(() =>
      placeholder.evaluate((main) => {
        const outline = getComputedStyle(main, '::before');
        return Number(outline.opacity) > 0.9 ? parseFloat(outline.height) : 0;
      }),
    )
    .toBeGreaterThan(100);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Our team' })).toBeVisible();
});

test('at 390 px a bad e-mail on the contact form brings the field and its label into view below the header', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  await waitForApp(page);
  const form = page.getByRole('form', { name: /message us/i });
  await form.getByRole('textbox', { name: /name/i }).fill('Ann Example');
  const email = form.getByRole('textbox', { name: /e-mail/i });
  await email.fill('not-an-email');
  await form.getByRole('textbox', { name: /message/i }).fill('Do you have dates in Swansea?');
  await form.getByRole('button', { name: /send/i }).click();
  await expect(email).toBeFocused();
  // Bootstrap shows a field's message only where the page's CSS lets it: here, under the field.
  await expect(form.getByText('Enter a valid e-mail address')).toBeVisible();
  // Read as the visitor sees it once the scroll and the header's slide have come to rest, not mid-way.
  const placement = () =>
    email.evaluate((input: HTMLInputElement) => {
      const header = document.querySelector('header.site-header')?.getBoundingClientRect().bottom ?? 0;
      const label = input.labels?.[0]?.getBoundingClientRect().top ?? -1;
      const field = input.getBoundingClientRect().bottom;
      return { labelBelowHeader: label >= header, fieldOnScreen: field <= 844 };
    });
  await expect.poll(placement).toEqual({ labelBelowHeader: true, fieldOnScreen: true });
});
