import ExifReader from 'exifreader';
import sharp from 'sharp';
import { TEAM } from '../../src/content/team';
import { expect, openSection, screenshot, signInAsManager, test } from './fixtures';

const ALT = 'Tom Harries backstage, checking the lighting desk before a Titanic dinner';

/** A phone photo, smaller than a real one (the server tests upload the full 12 MB), with its GPS position. */
const aPhonePhoto = () =>
  sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#8a5a3c' } })
    .jpeg({ quality: 90 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 27/1 4200/100' } })
    .toBuffer();

test('the manager gives a team member a photo with alt text: the team page shows it, resized and without EXIF', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await page.goto('/dashboard/content');
  await signInAsManager(page);
  await openSection(page, 'Site content');
  await page.getByRole('tab', { name: /^Our team/ }).click();
  const photo = page.getByRole('group', { name: /^Photo/ }).nth(1);
  await expect(photo.getByText('No photo: the drawn portrait shows.')).toBeVisible();

  await photo.getByLabel(/^Photo file/).setInputFiles({
    name: 'IMG_0042.jpg',
    mimeType: 'image/jpeg',
    buffer: await aPhonePhoto(),
  });
  // No alt text: refused before anything is sent.
  await photo.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(photo.getByRole('alert')).toHaveText(
    'Say what the photo shows, for people who cannot see it.',
  );
  await photo.getByLabel('Alt text for the new photo').fill(ALT);
  await photo.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(photo.getByRole('status')).toContainText('Uploaded.', { timeout: 30_000 });
  await expect(photo.getByLabel(/^Alt text: what the photo shows/)).toHaveValue(ALT);
  for (const [width, name] of [
    [390, 'site-pictures-390.png'],
    [768, 'site-pictures-768.png'],
    [1600, 'site-pictures-1600.png'],
  ] as const) {
    await page.setViewportSize({ width, height: 1000 });
    await photo.scrollIntoViewIfNeeded();
    await screenshot(page, `.tmp/screenshots/${name}`);
  }

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();

  // A visitor: the photo in place of the portrait, with the alt text given, from files with no metadata.
  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error('no second page');
  await visitor.goto('/team');
  const img = visitor.getByRole('img', { name: ALT });
  await expect(img).toHaveAttribute('srcset', /\/media\/[a-z0-9]+-320\.webp 320w, .*1600w$/);
  await expect(img).toHaveAttribute('sizes', '10rem');
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);
  const chosen = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
  const file = await request.get(chosen);
  expect(file.headers()['content-type']).toBe('image/webp');
  expect(Object.keys(ExifReader.load(Buffer.from(await file.body()), { expanded: true }))).toEqual(['file']);
  await visitor.close();

  // The site as built again, for the other tests: Restore version 0.
  await page
    .getByRole('region', { name: 'Published versions' })
    .getByRole('button', { name: /Restore Version 0/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Version 0 is live again.' })).toBeVisible();
  expect(await (await request.get('/team')).text()).toContain(`Portrait of ${TEAM.members[1]?.name}`);
});
