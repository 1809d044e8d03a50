import { describe, expect, it } from 'vitest';
import { datePagePath } from '../../src/domain/date-page-paths';
import { aVenueInput, daysFromToday } from '../../tests/builders/inputs';
import { eventJsonLd } from '../testing/event-json-ld';
import { signedInSiteApp } from '../testing/site-app';

const server = signedInSiteApp('https://shows.example.co.uk');
const get = (url: string) => server.t.app.inject({ method: 'GET', url });

const PARK = {
  hotelName: 'The Park Hotel',
  hotelLocation: 'Park Place, Cardiff CF10 3UD',
  city: 'Cardiff',
} as const;

async function parkHotelStepFreeWithPortableLoop() {
  const response = await server.t.app.inject({
    method: 'POST',
    url: '/api/hotels',
    headers: { cookie: server.cookie },
    payload: {
      name: PARK.hotelName,
      address: PARK.hotelLocation,
      city: PARK.city,
      accessContact: 'Reception, 029 2000 0000',
      access: { stepFree: 'yes', hearingLoop: 'portable' },
    },
  });
  expect(response.statusCode).toBe(201);
}

describe("a hotel's access facts on the pages of its dates (embedded)", () => {
  it('a step-free hotel with a portable loop shows both on each of its date pages, and in their JSON-LD', async () => {
    await parkHotelStepFreeWithPortableLoop();
    const dates = [
      await server.t.createVenue(server.cookie, aVenueInput({ ...PARK, date: daysFromToday(15) })),
      await server.t.createVenue(
        server.cookie,
        aVenueInput({ ...PARK, show: 'JFK', date: daysFromToday(25) }),
      ),
    ];
    for (const venue of dates) {
      const page = await get(datePagePath(venue));
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<dt>Step-free entrance</dt><dd>Yes</dd>');
      expect(page.body).toContain('<dt>Hearing loop</dt><dd>Yes, portable (ask for it)</dd>');
      expect(page.body).toContain('Not confirmed: ask the venue');
      expect(page.body).toContain('Reception, 029 2000 0000');
      const location = eventJsonLd(page.body)?.location as { amenityFeature?: unknown[] };
      expect(location.amenityFeature).toEqual([
        { '@type': 'LocationFeatureSpecification', name: 'Step-free entrance', value: true },
        { '@type': 'LocationFeatureSpecification', name: 'Hearing loop (portable)', value: true },
      ]);
    }
  });

  it("What's on with Step-free lists only dates at hotels confirmed step-free", async () => {
    const stepFree = await server.t.createVenue(
      server.cookie,
      aVenueInput({ ...PARK, hotelName: 'The Step Hotel', date: daysFromToday(33) }),
    );
    await server.t.app.inject({
      method: 'PUT',
      url: `/api/hotels/${stepFree.hotelId ?? ''}`,
      headers: { cookie: server.cookie },
      payload: {
        name: 'The Step Hotel',
        address: PARK.hotelLocation,
        city: PARK.city,
        access: { stepFree: 'yes' },
      },
    });
    const notSaid = await server.t.createVenue(
      server.cookie,
      aVenueInput({ hotelName: 'The Unsaid Hotel', date: daysFromToday(34) }),
    );
    const page = await get('/whats-on?access=step-free');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`href="${datePagePath(stepFree)}"`);
    expect(page.body).not.toContain(`href="${datePagePath(notSaid)}"`);
    expect((await get('/whats-on')).body).toContain(`href="${datePagePath(notSaid)}"`);
  });
});
