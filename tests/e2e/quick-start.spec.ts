import { expect, test } from './fixtures';

// The Playwright web server is started with the README's own command (`npm start`): these pass only if the
// quick start serves a healthy site with the demo listings.
test('the quick start serves a healthy API', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
});

test('the quick start serves demo listings for every show', async ({ request }) => {
  for (const show of ['Titanic', 'JFK', 'Scrooge', 'TheOverlookHotel']) {
    const response = await request.get(`/api/venues?show=${show}`);
    expect(response.status()).toBe(200);
    const venues: unknown[] = await response.json();
    expect(venues.length, `demo listings for ${show}`).toBeGreaterThan(0);
  }
});
