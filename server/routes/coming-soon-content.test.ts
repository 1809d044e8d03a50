import { describe, expect, it } from 'vitest';
import { COMING_SOON } from '../../src/content/coming-soon';
import type { ComingSoonContent } from '../../src/domain/site-content/blocks';
import { signedInSiteApp } from '../testing/site-app';

/** The company's own example (issue 21): JFK's new dates go on sale, and the card says so without a build. */
const s = signedInSiteApp('https://shows.example');
const JFK_SELLER = 'https://tickets.example/jfk-2027';
const CHANGED: ComingSoonContent = {
  ...COMING_SOON,
  heading: 'Next season',
  JFK: { note: 'Tickets for the new tour are on sale now.', bookingUrl: JFK_SELLER },
};

const call = (method: 'PUT' | 'POST', url: string, payload: object) =>
  s.t.app.inject({ method, url, headers: { cookie: s.cookie }, payload });
/** The Coming soon card as a visitor's browser receives it (the page state carries every block's JSON). */
const cardOn = async (url: string) => {
  const html = (await s.t.app.inject({ method: 'GET', url })).body;
  return /<article class="venue-card venue-card--coming-soon">.*?<\/article>/s.exec(html)?.[0] ?? '';
};

describe('Site content: the Coming soon card', () => {
  it("shows a published card on the show pages at once, without a build: JFK's Book button becomes a link", async () => {
    const before = await cardOn('/jfk');
    expect(before).toContain(COMING_SOON.JFK.note);
    expect(before).toMatch(/<button type="button" class="btn btn-outline-secondary" disabled="">/);
    expect((await call('PUT', '/api/content/coming-soon', { body: CHANGED, basedOn: 0 })).statusCode).toBe(
      200,
    );
    expect(await cardOn('/jfk')).toBe(before);
    expect((await call('POST', '/api/content/coming-soon/publish', { basedOn: 1 })).statusCode).toBe(200);

    const jfk = await cardOn('/jfk');
    expect(jfk).toContain('<h3 class="venue-card__name">Next season</h3>');
    expect(jfk).toContain('Tickets for the new tour are on sale now.');
    expect(jfk).toContain(`href="${JFK_SELLER}"`);
    expect(jfk).not.toContain('disabled');
    // The other shows keep their own lines and links, under the new heading.
    const titanic = await cardOn('/titanic');
    expect(titanic).toContain('Next season');
    expect(titanic).toContain(COMING_SOON.Titanic.note);
    expect(titanic).toContain(`href="${COMING_SOON.Titanic.bookingUrl}"`);
    expect(await cardOn('/overlook')).toContain('disabled');
  });

  it('refuses a booking link that is not a web address and an empty heading, and writes nothing', async () => {
    const body = {
      ...CHANGED,
      heading: '',
      Scrooge: { ...COMING_SOON.Scrooge, bookingUrl: 'javascript:alert(1)' },
    };
    const response = await call('PUT', '/api/content/coming-soon', { body, basedOn: 0 });
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ error: { fields: Record<string, string> } }>().error.fields;
    expect(Object.keys(fields).sort()).toEqual(['Scrooge.bookingUrl', 'heading']);
    expect(fields['Scrooge.bookingUrl']).toMatch(/https:\/\//);
    expect(await s.blockState('coming-soon')).toMatchObject({ draft: null, revision: 0 });
    expect(await cardOn('/Scrooge')).toContain(`href="${COMING_SOON.Scrooge.bookingUrl}"`);
  });
});
