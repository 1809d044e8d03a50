import type { Page } from '@playwright/test';
import { AUTOPLAY_DELAY_MS } from '../../src/features/carousels/carousel-settings';
import { axeViolations, expect, scrollThroughSections, test } from './fixtures';

// The header, side panel, footer and the three home pages, driven the way a visitor would: by keyboard,
// at phone and wide widths. Axe reads each page as it arrives in accessibility.spec.ts.

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1600, height: 900 };

/** The slide each home carousel shows: the banner's by its label ("2 of 4"), each Swiper's by its index. */
function activeSlides(page: Page) {
  return page.evaluate(() => ({
    slideshow: document.querySelector('.home-banner__slide.is-active')?.getAttribute('aria-label'),
    shows: document
      .querySelector('.shows-carousel .swiper-slide-active')
      ?.getAttribute('data-swiper-slide-index'),
    reviews: document
      .querySelector('.testimonials .swiper-slide-active')
      ?.getAttribute('data-swiper-slide-index'),
  }));
}

// Each test loads a page once and makes several checks on it, each from a state it brings about itself (a
// menu closed again, the page scrolled back): a load and hydration per check were most of this file's time.
test.describe('layout at phone width', () => {
  test.use({ viewport: PHONE });

  test('the header and side panel at 390 px: no BOOK A TICKET; the panel works by keyboard, its links open pages and close it; its "r" leads to /admin', async ({
    page,
    visit,
  }) => {
    await visit('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: 'BOOK A TICKET' })).toHaveCount(0);

    // By keyboard: opens, keeps focus inside, Escape closes, focus returns to the button.
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    await hamburger.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog[open]')), `tab ${i}`).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(hamburger).toBeFocused();

    // Choosing a link closes the panel and opens the page; Close menu closes it too.
    await hamburger.click();
    await panel.getByRole('link', { name: 'Host an event' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/eventContact$/);
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(panel).toBeHidden();

    // The "r" of "For enquiries please call", on any page's panel.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const secret = panel.getByRole('link', { name: 'Admin menu' });
    await expect(secret).toHaveText('r');
    await secret.click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('/hometwo has no site header but its own navigation', async ({ page, visit }) => {
    await visit('/hometwo');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }),
    ).toBeVisible();
  });
});

test.describe('layout at wide width', () => {
  test.use({ viewport: WIDE });

  test("the header at 1600 px: the Pages and Menus menus by keyboard, hiding while scrolling down between 600 and 1000 px, BOOK A TICKET to What's on", async ({
    page,
    visit,
  }) => {
    await visit('/');
    const book = page.getByRole('link', { name: 'BOOK A TICKET' });
    await expect(book).toBeVisible();

    // In the brand's bold capitals (the page adds its faces after the first paint, and the bold one arrives for
    // the navigation), every item of the main navigation keeps to one line beside the button: they wrapped to
    // two at this width ("WHAT'S / ON").
    await page.waitForFunction(() =>
      [...document.fonts].some(
        (face) =>
          face.family.replace(/"/g, '') === 'Lato' && face.weight === '700' && face.status === 'loaded',
      ),
    );
    const items = await page
      .getByRole('navigation', { name: 'Main' })
      .locator(':scope > ul > li')
      .evaluateAll((lis) =>
        lis.map((li) => {
          const box = li.getBoundingClientRect();
          return { height: Math.round(box.height), top: Math.round(box.top) };
        }),
      );
    expect(items).toHaveLength(9);
    const heights = items.map((item) => item.height);
    expect(new Set(heights).size, `item heights ${heights.join(', ')}`).toBe(1);
    // ... and all of them on one row: a longer label pushed the last item under the others.
    const tops = items.map((item) => item.top);
    expect(new Set(tops).size, `item tops ${tops.join(', ')}`).toBe(1);

    // Pages opens by keyboard and closes on Escape, focus back on its button.
    const pages = page.getByRole('button', { name: 'Pages' });
    await pages.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Host an event' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(pages).toHaveAttribute('aria-expanded', 'false');
    await expect(pages).toBeFocused();

    // Scrolling down hides the header between 600 and 1000 px; beyond, it returns, fixed.
    const header = page.getByRole('banner');
    for (const y of [200, 400, 650, 800]) await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect(header).toHaveClass(/is-hidden/);
    for (const y of [900, 1100, 1300]) await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect(header).not.toHaveClass(/is-hidden/);
    await expect(header).toHaveClass(/is-fixed/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeInViewport();

    // Menus, by keyboard, to a hotel's menu page; that page's BOOK A TICKET goes to What's on.
    await page.getByRole('button', { name: 'Menus' }).focus();
    await page.keyboard.press('Enter');
    await header.getByRole('link', { name: 'The Overlook Hotel' }).first().click();
    await expect(page).toHaveURL(/\/menuthree$/i);
    // The menu page is on screen (its heading, where the route announcer puts focus) before Book is pressed,
    // as a person would see it: pressed while the page was still arriving, the click went nowhere once.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('sample menu');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await book.click();
    await expect(page).toHaveURL(/\/whats-on$/);
  });

  test('the home page: its carousels can be paused, and a paused one stays on its slide; Book tickets, Book a Show, view all shows', async ({
    page,
    visit,
  }) => {
    await page.clock.install();
    await visit('/');
    await scrollThroughSections(page);
    await page.getByRole('button', { name: 'Pause the shows carousel' }).click();
    await expect(page.getByRole('button', { name: 'Play the shows carousel' })).toBeVisible();
    await page.getByRole('button', { name: 'Pause the slideshow' }).click();
    await expect(page.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
    // Longer than one autoplay step: the reviews, left playing and on screen (a carousel out of sight waits),
    // move on meanwhile; the paused two do not.
    await page.getByRole('button', { name: 'Pause the reviews' }).scrollIntoViewIfNeeded();
    const before = await activeSlides(page);
    expect(before).toEqual({
      slideshow: expect.any(String),
      shows: expect.any(String),
      reviews: expect.any(String),
    });
    // A step of the clock each time it looks: the reviews start once the browser has said they are on
    // screen, which may come after a first step.
    await expect
      .poll(
        async () => {
          await page.clock.fastForward(AUTOPLAY_DELAY_MS + 2000);
          return (await activeSlides(page)).reviews;
        },
        { message: 'the reviews, still playing' },
      )
      .not.toBe(before.reviews);
    const after = await activeSlides(page);
    expect(after.slideshow, 'the paused slideshow').toBe(before.slideshow);
    expect(after.shows, 'the paused shows carousel').toBe(before.shows);

    // The links, whichever slides are showing.
    const experiences = page.getByRole('region', { name: 'Our Experiences' });
    const targets = await experiences
      .getByRole('link', { name: /^Book tickets/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(targets).toEqual([
      '/whats-on?show=JFK',
      '/whats-on?show=Titanic',
      '/whats-on?show=TheOverlookHotel',
      '/whats-on?show=Scrooge',
    ]);
    await page.getByRole('link', { name: /view all shows/i }).click();
    await expect(page).toHaveURL(/\/whats-on$/);
    await expect(page.locator('h1')).toBeVisible();
    await page.goBack();
    await page
      .getByRole('link', { name: /^Book a Show/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/whats-on\?show=\w+$/);
  });

  test('the keyboard meets the shows on screen, then leaves the carousel for View all shows', async ({
    page,
    visit,
  }) => {
    // The page's own clock: Swiper brings a focused card into view in an animation frame.
    await visit('/');
    await scrollThroughSections(page);
    const cards = page.locator('.shows-carousel .swiper');
    await page.getByRole('button', { name: 'Pause the shows carousel' }).click();
    await page.getByRole('button', { name: 'Next show' }).focus();
    const viewAll = page.getByRole('link', { name: /view all shows/i });
    // Four cards on screen at this width, each with its links: a few more Tabs than that at the most. Before,
    // a looped Swiper moved the cards round each time a card out of sight took focus, and Tab never got out.
    const cardsSeen: string[] = [];
    for (
      let tab = 0;
      tab < 12 && !(await viewAll.evaluate((link) => link === document.activeElement));
      tab++
    ) {
      await page.keyboard.press('Tab');
      // Where the focused link is, if it is in a card: inside the carousel's own box, or out of sight.
      const inCard = await cards.evaluate((box) => {
        const focused = document.activeElement;
        if (!focused || !box.contains(focused)) return null;
        const [outer, inner] = [box.getBoundingClientRect(), focused.getBoundingClientRect()];
        const inside = inner.left >= outer.left - 1 && inner.right <= outer.right + 1;
        return `${focused.textContent ?? ''}${inside ? '' : ' (out of sight)'}`;
      });
      if (inCard !== null) cardsSeen.push(inCard);
    }
    await expect(viewAll).toBeFocused();
    expect(cardsSeen.length).toBeGreaterThan(3);
    expect(cardsSeen.filter((name) => name.endsWith('(out of sight)'))).toEqual([]);
  });
});

test.describe('reduced motion', () => {
  test.use({ viewport: WIDE, contextOptions: { reducedMotion: 'reduce' } });

  test('nothing autoplays', async ({ page, visit }) => {
    await page.clock.install();
    await visit('/');
    await scrollThroughSections(page);
    await expect(page.getByRole('button', { name: 'Play the slideshow' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play the shows carousel' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play the reviews' })).toBeVisible();
    // Not only the labels: no slide moves in longer than an autoplay step.
    const before = await activeSlides(page);
    expect(before).toEqual({
      slideshow: expect.any(String),
      shows: expect.any(String),
      reviews: expect.any(String),
    });
    // The page's clock jumps past an autoplay step, then runs on a little for what that step would start.
    await page.clock.fastForward(AUTOPLAY_DELAY_MS + 2000);
    await page.clock.runFor(1000);
    expect(await activeSlides(page)).toEqual(before);
  });

  test("the other home's light sweep stays still, off the picture", async ({ page, visit }) => {
    await visit('/homethree');
    const sweep = await page.locator('.poster-hero').evaluate((hero) => ({
      width: hero.clientWidth,
      animations: hero.getAnimations({ subtree: true }).length,
      offset: new DOMMatrix(getComputedStyle(hero, '::after').transform).m41,
    }));
    expect(sweep.animations).toBe(0);
    // Its glow, in the middle of a layer twice the hero's width, waits past the hero's right edge.
    expect(sweep.offset).toBeGreaterThanOrEqual(sweep.width);
  });
});
