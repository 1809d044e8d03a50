import { describe, expect, it } from 'vitest';
import { datePagePath } from '../../src/domain/date-page-paths';
import type { Venue } from '../../src/domain/venue';
import { aVenueInput, daysFromToday } from '../../tests/builders/inputs';
import { eventJsonLd } from '../testing/event-json-ld';
import { signedInSiteApp } from '../testing/site-app';

const server = signedInSiteApp('https://shows.example.co.uk');
const get = (url: string) => server.t.app.inject({ method: 'GET', url });
const put = (id: string, payload: Record<string, unknown>) =>
  server.t.app.inject({
    method: 'PUT',
    url: `/api/venues/${id}`,
    headers: { cookie: server.cookie },
    payload,
  });

describe("a date's extras: relaxed, BSL-interpreted, captioned (embedded)", () => {
  it('a manager marks a date; its page says so beside the time, and its JSON-LD names BSL as a language', async () => {
    const input = aVenueInput({ hotelName: 'The Signing Hotel', date: daysFromToday(20) });
    const venue = await server.t.createVenue(server.cookie, input);
    expect(venue.extras).toEqual([]);
    const plain = await get(datePagePath(venue));
    expect(plain.body).not.toContain('This performance');
    expect(eventJsonLd(plain.body)).not.toHaveProperty('inLanguage');

    const saved = await put(venue.id, { ...input, extras: ['captioned', 'bsl-interpreted'] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Venue>().extras).toEqual(['bsl-interpreted', 'captioned']);

    const page = await get(datePagePath(venue));
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(
      /<dt>Time<\/dt><dd>[^<]+<\/dd><dt>This performance<\/dt><dd class="date-page__extras">BSL-interpreted, Captioned<\/dd>/,
    );
    const event = eventJsonLd(page.body);
    expect(event?.inLanguage).toEqual(['en-GB', 'bfi']);
    expect(event?.description).toMatch(/This performance: BSL-interpreted, Captioned\.$/);

    const calendar = await get(`${datePagePath(venue)}.ics`);
    expect(calendar.body.replace(/\r\n /g, '')).toContain('This performance: BSL-interpreted\\, Captioned.');
  });

  it('refuses an unknown extra with a message and changes nothing', async () => {
    const input = aVenueInput({ hotelName: 'The Careful Hotel', date: daysFromToday(21) });
    const venue = await server.t.createVenue(server.cookie, { ...input, extras: ['relaxed'] });
    const refused = await put(venue.id, { ...input, extras: ['relaxed', 'subtitled'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      'extras.1': 'Choose relaxed, BSL-interpreted or captioned',
    });
    const all = await server.t.app.inject({
      method: 'GET',
      url: '/api/venues',
      headers: { cookie: server.cookie },
    });
    expect(all.json<Venue[]>().find((v) => v.id === venue.id)?.extras).toEqual(['relaxed']);
  });

  it("What's on lists only the dates with every extra chosen, and the show page marks them", async () => {
    const relaxed = await server.t.createVenue(
      server.cookie,
      aVenueInput({ hotelName: 'The Calm Hotel', date: daysFromToday(40), extras: ['relaxed'] }),
    );
    const both = await server.t.createVenue(
      server.cookie,
      aVenueInput({ hotelName: 'The Both Hotel', date: daysFromToday(41), extras: ['relaxed', 'captioned'] }),
    );
    const none = await server.t.createVenue(
      server.cookie,
      aVenueInput({ hotelName: 'The Usual Hotel', date: daysFromToday(42) }),
    );

    const onlyRelaxed = await get('/whats-on?extra=relaxed');
    expect(onlyRelaxed.statusCode).toBe(200);
    expect(onlyRelaxed.body).toContain(`href="${datePagePath(relaxed)}"`);
    expect(onlyRelaxed.body).toContain(`href="${datePagePath(both)}"`);
    expect(onlyRelaxed.body).not.toContain(`href="${datePagePath(none)}"`);
    // The filter's box is ticked in the HTML, so the form works before (and without) the script.
    const relaxedBox = /<input[^>]*value="relaxed"[^>]*>/.exec(onlyRelaxed.body)?.[0];
    expect(relaxedBox).toContain('checked=""');
    expect(/<input[^>]*value="captioned"[^>]*>/.exec(onlyRelaxed.body)?.[0]).not.toContain('checked');

    const relaxedAndCaptioned = await get('/whats-on?extra=captioned&extra=relaxed');
    expect(relaxedAndCaptioned.body).toContain(`href="${datePagePath(both)}"`);
    expect(relaxedAndCaptioned.body).not.toContain(`href="${datePagePath(relaxed)}"`);

    const everything = await get('/whats-on');
    expect(everything.body).toContain(`href="${datePagePath(none)}"`);
    expect(everything.body).toContain('<li>Relaxed performance</li><li>Captioned</li>');

    const showPage = await get('/titanic');
    expect(showPage.body).toContain('<li>Relaxed performance</li><li>Captioned</li>');
  });
});
