/**
 * The local loop's demo data (npm run hosted:local): the embedded server's demo listings, stored with the
 * hosted field names the site reads (as src/data/firebase/venue-store.ts stores them), dated relative to today
 * so they stay upcoming; and who hears about submissions, with the e-mail templates.
 */
import { addDays, DEMO_VENUES } from '../../server/db/demo-seed';
import { NOTIFY_CONFIG } from '../../src/data/firebase/mail-store';
import { VENUES } from '../../src/data/firebase/venue-store';
import { todayInLondon } from '../../src/domain/dates';
import { writeDocument } from './emulator-rest';
import { mailTemplates } from './mail-templates';

/** Where the demo site's notices go (a reserved example domain: nothing is ever delivered). */
export const DEMO_NOTIFY_EMAIL = 'bookings@demo.example';

/** Each demo listing by a readable id, as its document would be stored. */
export function demoListings(now = new Date()): Record<string, Record<string, unknown>> {
  const today = todayInLondon(now);
  return Object.fromEntries(
    DEMO_VENUES.map(({ inDays, ...fields }, i) => [
      `demo-${String(i + 1).padStart(2, '0')}`,
      {
        showName: fields.show,
        hotelName: fields.hotelName,
        hotelLocation: fields.hotelLocation,
        selectWhere: fields.city,
        showDate: addDays(today, inDays),
        hotelLink: fields.bookingUrl,
        soldOut: fields.soldOut === true,
        createdAt: now,
      },
    ]),
  );
}

export async function loadDemoData(hostPort: string, projectId: string, siteUrl: string): Promise<number> {
  const listings = Object.entries(demoListings());
  for (const [id, data] of listings) await writeDocument(hostPort, projectId, `${VENUES}/${id}`, data);
  await writeDocument(hostPort, projectId, NOTIFY_CONFIG, { email: DEMO_NOTIFY_EMAIL });
  for (const [name, fields] of Object.entries(mailTemplates(siteUrl))) {
    await writeDocument(hostPort, projectId, `templates/${name}`, { ...fields });
  }
  return listings.length;
}
