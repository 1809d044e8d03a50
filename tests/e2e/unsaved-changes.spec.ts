import sharp from 'sharp';
import { expect, signInAsManager, test } from './fixtures';

const ALT = `Unsaved-work check ${Date.now()}: the cast in the ballroom`;

/**
 * Issue 37: words typed in a content block and a picture uploaded into it are not lost when the manager
 * clicks another section: the dashboard asks, and Cancel keeps both. Closing the page asks too (the
 * browser's own question). Nothing is saved, so the site is unchanged after.
 */
test('leaving Site content with typed words and an uploaded picture asks first; Cancel keeps both', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('/dashboard/listings');
  await signInAsManager(page);
  const sections = page.getByRole('navigation', { name: 'Dashboard sections' });
  // Reached from another section, so the browser's Back has somewhere to go.
  await sections.getByRole('link', { name: 'Site content' }).click();
  await expect(page).toHaveURL(/\/dashboard\/content$/);
  await page.getByRole('tab', { name: /^Our team/ }).click();
  const team = page.getByRole('tabpanel', { name: /^Our team/ });
  const firstText = team.getByRole('textbox').first();
  const typed = `${await firstText.inputValue()} (draft)`;
  await firstText.fill(typed);
  const photo = team.getByRole('group', { name: /^Photo/ }).nth(1);
  await photo.getByLabel(/^Photo file/).setInputFiles({
    name: 'cast.jpg',
    mimeType: 'image/jpeg',
    buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer(),
  });
  await photo.getByLabel('Alt text for the new photo').fill(ALT);
  await photo.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(photo.getByRole('status')).toContainText('Uploaded.', { timeout: 30_000 });

  const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  // A section link, then the browser's Back button: each asks, and Cancel keeps the section as it was.
  for (const leave of [
    () => sections.getByRole('link', { name: 'Pictures' }).click(),
    () => page.evaluate(() => window.history.back()),
  ]) {
    await leave();
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard\/content$/);
    await expect(firstText).toHaveValue(typed);
    await expect(photo.getByLabel(/^Alt text: what the photo shows/)).toHaveValue(ALT);
  }

  // Closing the tab: the browser's own question (dismissed here, so the page stays).
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(firstText).toHaveValue(typed);
});
