import { describe, expect, it } from 'vitest';
import { JFK } from '../../src/content/show-details/jfk';
import { TITANIC } from '../../src/content/show-details/titanic';
import type { ShowDetailsContent } from '../../src/domain/site-content/blocks';
import { signedInSiteApp } from '../testing/site-app';

/** The company's own example (issue 21): a new season's menu, published without a build. */
const s = signedInSiteApp('https://shows.example');
const NEW_DISH = 'Lobster thermidor';
const NEW_SEASON: ShowDetailsContent = {
  ...TITANIC,
  event: ['A new season aboard: the dining saloon has a new chef.', ...TITANIC.event.slice(1)],
  mains: [
    {
      name: NEW_DISH,
      description: 'With new potatoes and samphire.',
      diet: 'standard',
      gluten: 'gluten-free',
    },
    ...TITANIC.mains.slice(1),
  ],
};

const call = (method: 'PUT' | 'POST', url: string, payload: object) =>
  s.t.app.inject({ method, url, headers: { cookie: s.cookie }, payload });
const page = async (url: string) => (await s.t.app.inject({ method: 'GET', url })).body;

describe("Site content: a show's information tabs and sample menu", () => {
  it("shows a published menu on the show's page, its menu page and /menu at once, and no other show's", async () => {
    const replaced = TITANIC.mains[0]?.name ?? '';
    expect(await page('/titanic')).toContain(replaced);
    expect(
      (await call('PUT', '/api/content/show-titanic', { body: NEW_SEASON, basedOn: 0 })).statusCode,
    ).toBe(200);
    expect(await page('/titanic')).not.toContain(NEW_DISH);
    expect((await call('POST', '/api/content/show-titanic/publish', { basedOn: 1 })).statusCode).toBe(200);

    for (const path of ['/titanic', '/Menuone', '/menu']) {
      const html = await page(path);
      expect(html, path).toContain(NEW_DISH);
      expect(html, path).not.toContain(replaced);
    }
    expect(await page('/titanic')).toContain('the dining saloon has a new chef');
    // Before you book marks the dish the manager marked gluten free, and only it.
    const marks =
      /<dd>([^<]+)(?:<!-- -->)? <abbr class="before-you-book__mark" title="gluten free">GF<\/abbr><\/dd>/g;
    expect([...(await page('/titanic')).matchAll(marks)].map((found) => found[1])).toEqual([NEW_DISH]);
    // What every show's page says stays, and the other shows keep their own words.
    expect(await page('/titanic')).toContain('Our dress code is a recommendation only');
    // (Every page carries every published block in its page state, so only what it shows is compared.)
    for (const path of ['/jfk', '/Menutwo']) {
      const shown = (await page(path)).replace(/<script[^>]*id="page-state">.*?<\/script>/s, '');
      expect(shown, path).toContain(JFK.mains[0]?.name ?? '');
      expect(shown, path).not.toContain(NEW_DISH);
    }
  });

  it('refuses a dish without a mark it knows or a course with no dish, naming the fields, and writes nothing', async () => {
    const body = {
      ...NEW_SEASON,
      starters: [],
      mains: [{ name: NEW_DISH, description: 'x', diet: 'pescatarian' }],
    };
    const response = await call('PUT', '/api/content/show-titanic', { body, basedOn: 0 });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ error: { fields: Record<string, string> } }>().error.fields;
    expect(Object.keys(fields).sort()).toEqual(['mains.0.diet', 'starters']);
    expect(await page('/titanic')).not.toContain(NEW_DISH);
  });
});
