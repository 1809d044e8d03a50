import sharp from 'sharp';
import { expect, openSection, screenshot, signInAsManager, test } from './fixtures';

/** A small photo of one colour: the library only needs something to show. */
const aPhoto = (background: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();

test('the manager deletes a picture nothing uses from the library, by keyboard, after saying yes', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('/dashboard');
  await signInAsManager(page);
  // Two uploads, as the manager (the page's own session): one to keep, one to delete.
  const stamp = Date.now().toString(36);
  const alts = { keep: `Candles on a dinner table ${stamp}`, drop: `A blurred rehearsal shot ${stamp}` };
  const urls: Record<string, string> = {};
  for (const [key, alt] of Object.entries(alts)) {
    const uploaded = await page.request.post('/api/media', {
      multipart: { alt, file: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await aPhoto('#7a4b2c') } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    urls[key] = ((await uploaded.json()) as { variants: { url: string }[] }).variants[0]?.url ?? '';
  }
  await openSection(page, 'Pictures');
  const drop = page.getByRole('listitem', { name: alts.drop });
  await expect(drop.getByText('Not used by any block.')).toBeVisible();
  await expect(drop.locator('img')).toHaveJSProperty('complete', true);
  for (const [width, name] of [
    [390, 'picture-library-390.png'],
    [1600, 'picture-library-1600.png'],
  ] as const) {
    await page.setViewportSize({ width, height: 1000 });
    await screenshot(page, `.tmp/screenshots/${name}`, true);
  }

  // Newest first: the picture uploaded second is listed before the first.
  const keep = await page.getByRole('listitem', { name: alts.keep }).elementHandle();
  const listedBefore = (item: Element, kept: Node | null) =>
    kept !== null && (item.compareDocumentPosition(kept) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  expect(await drop.evaluate(listedBefore, keep)).toBe(true);
  // From the section's heading, Tab goes from one Delete button to the next, newest first. Ours is the first
  // unless a walk beside this one uploaded a picture since: then Tab passes that one's Delete first.
  const deleteDrop = drop.getByRole('button', { name: `Delete the picture “${alts.drop}”` });
  await expect(page.getByRole('heading', { level: 1, name: 'Pictures' })).toBeFocused();
  const focused = () => deleteDrop.evaluate((button) => button === document.activeElement);
  for (let presses = 0; presses < 5 && !(await focused()); presses++) {
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAccessibleName(/^Delete the picture “/);
  }
  await expect(deleteDrop).toBeFocused();
  await page.keyboard.press('Enter');
  const question = page.getByRole('group', { name: /for good\?/ });
  await expect(question.getByRole('button', { name: 'Yes, delete' })).toBeFocused();
  await screenshot(page, '.tmp/screenshots/picture-library-confirm-1600.png');
  // Cancel brings the keyboard back to Delete, and nothing is deleted.
  await page.keyboard.press('Tab');
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(deleteDrop).toBeFocused();
  expect((await request.get(urls.drop ?? '')).status()).toBe(200);

  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: `Deleted the picture “${alts.drop}”.` }),
  ).toBeVisible();
  await expect(drop).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: alts.keep })).toBeVisible();
  // Its files have left the site; the other picture's have not.
  expect((await request.get(urls.drop ?? '')).status()).toBe(404);
  expect((await request.get(urls.keep ?? '')).status()).toBe(200);
});
