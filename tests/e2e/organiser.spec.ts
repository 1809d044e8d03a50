import type { Venue } from '../../src/domain/venue';
import { signInAsManager } from './fixtures';
import { organiserWalk } from './organiser-walk';

organiserWalk({
  signIn: async (page) => {
    await page.goto('/dashboard');
    await signInAsManager(page);
  },
  stored: async (page, hotelPrefix) =>
    ((await (await page.request.get('/api/venues')).json()) as Venue[]).filter((v) =>
      v.hotelName.startsWith(hotelPrefix),
    ),
  screenshot: 'organiser/listings-1600.png',
});
