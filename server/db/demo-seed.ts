import { todayInLondon } from '../../src/domain/dates';
import type { HostingRequestFields } from '../../src/domain/hosting-request';
import { venueInputSchema, type VenueInput } from '../../src/domain/venue';
import type { Store } from './store';

/** The ISO day `days` after (or before, when negative) `iso`. */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

type DemoVenue = Omit<VenueInput, 'date'> & { inDays: number };

// Dates are relative to the day the database is created, so a fresh demo always has upcoming listings.
// 'IsleOfMan' is a valid city key that is rarely toured: it exercises the picture fallback in the UI.
export const DEMO_VENUES: DemoVenue[] = [
  {
    show: 'Titanic',
    hotelName: 'The Grand Hotel',
    hotelLocation: "97-99 King's Road, Brighton BN1 2FW",
    city: 'Brighton',
    bookingUrl: 'https://www.ticketsource.co.uk/queen-of-the-ocean/brighton',
    soldOut: false,
    inDays: 12,
  },
  {
    show: 'Titanic',
    hotelName: 'The Midland',
    hotelLocation: '16 Peter Street, Manchester M60 2DS',
    city: 'Manchester',
    bookingUrl: 'https://www.ticketsource.co.uk/queen-of-the-ocean/manchester',
    soldOut: true,
    inDays: 26,
  },
  {
    show: 'Titanic',
    hotelName: 'The Royal Hotel',
    hotelLocation: 'Royal Avenue, Douglas, Isle of Man IM1 2LU',
    city: 'IsleOfMan',
    bookingUrl: 'https://www.ticketsource.co.uk/queen-of-the-ocean/douglas',
    soldOut: false,
    inDays: 54,
  },
  {
    show: 'JFK',
    hotelName: 'The Principal York',
    hotelLocation: 'Station Road, York YO24 1AA',
    city: 'York',
    bookingUrl: 'https://www.ticketsource.co.uk/jfk-dinner/york',
    soldOut: false,
    inDays: 9,
  },
  {
    show: 'JFK',
    hotelName: 'The Queens Hotel',
    hotelLocation: 'City Square, Leeds LS1 1PJ',
    city: 'Leeds',
    bookingUrl: 'https://www.ticketsource.co.uk/jfk-dinner/leeds',
    soldOut: false,
    inDays: 33,
  },
  {
    show: 'JFK',
    hotelName: 'Hilton Cardiff',
    hotelLocation: 'Kingsway, Cardiff CF10 3HH',
    city: 'Cardiff',
    bookingUrl: 'https://www.ticketsource.co.uk/jfk-dinner/cardiff',
    soldOut: false,
    inDays: 61,
  },
  {
    show: 'Scrooge',
    hotelName: 'The Balmoral',
    hotelLocation: '1 Princes Street, Edinburgh EH2 2EQ',
    city: 'Edinburgh',
    bookingUrl: 'https://www.ticketsource.co.uk/scrooge/edinburgh',
    soldOut: false,
    inDays: 18,
  },
  {
    show: 'Scrooge',
    hotelName: 'The Bath Priory',
    hotelLocation: 'Weston Road, Bath BA1 2XT',
    city: 'Bath',
    bookingUrl: 'https://www.ticketsource.co.uk/scrooge/bath',
    soldOut: false,
    inDays: 40,
  },
  {
    show: 'Scrooge',
    hotelName: 'Jurys Inn Swansea',
    hotelLocation: 'Oystermouth Road, Swansea SA1 3SS',
    city: 'Swansea',
    bookingUrl: 'https://www.ticketsource.co.uk/scrooge/swansea',
    soldOut: false,
    inDays: 47,
  },
  // A second show in Cardiff: What's on's city filter gathers dates across shows.
  {
    show: 'Scrooge',
    hotelName: 'Park Plaza Cardiff',
    hotelLocation: 'Greyfriars Road, Cardiff CF10 3AL',
    city: 'Cardiff',
    bookingUrl: 'https://www.ticketsource.co.uk/scrooge/cardiff',
    soldOut: false,
    inDays: 24,
  },
  {
    show: 'TheOverlookHotel',
    hotelName: 'The Grand, York',
    hotelLocation: 'Station Rise, York YO1 6GD',
    city: 'York',
    bookingUrl: 'https://www.ticketsource.co.uk/the-overlook-hotel/york',
    soldOut: false,
    inDays: 15,
  },
  {
    show: 'TheOverlookHotel',
    hotelName: 'The Randolph Hotel',
    hotelLocation: 'Beaumont Street, Oxford OX1 2LN',
    city: 'Oxford',
    bookingUrl: 'https://www.ticketsource.co.uk/the-overlook-hotel/oxford',
    soldOut: false,
    inDays: 29,
  },
  {
    show: 'TheOverlookHotel',
    hotelName: 'Blythswood Square',
    hotelLocation: '11 Blythswood Square, Glasgow G2 4AD',
    city: 'Glasgow',
    bookingUrl: 'https://www.ticketsource.co.uk/the-overlook-hotel/glasgow',
    soldOut: false,
    inDays: 72,
  },
  // Past listings: the dashboard shows them; the public pages do not.
  {
    show: 'Titanic',
    hotelName: 'The Queens Hotel',
    hotelLocation: 'Clarence Parade, Southsea, Portsmouth PO5 3LJ',
    city: 'Portsmouth',
    bookingUrl: 'https://www.ticketsource.co.uk/queen-of-the-ocean/portsmouth',
    soldOut: true,
    inDays: -20,
  },
  {
    show: 'JFK',
    hotelName: 'Crowne Plaza Chester',
    hotelLocation: 'Trinity Street, Chester CH1 2BD',
    city: 'Wrexham',
    bookingUrl: 'https://www.ticketsource.co.uk/jfk-dinner/chester',
    soldOut: false,
    inDays: -45,
  },
];

const DEMO_HOSTING_REQUEST: HostingRequestFields = {
  show: 'TheOverlookHotel',
  shows: ['TheOverlookHotel', 'Scrooge'],
  contactName: 'Harriet Lloyd',
  venueName: 'The Old Rectory Country House',
  venueLink: 'https://www.example.co.uk/old-rectory',
  venueEmail: 'events@old-rectory.example.co.uk',
  venueNumber: '01792 123456',
  venueMessage: 'We have a ballroom seating 120 and would love to host an evening this winter.',
};

/** Fills a brand-new database with demo listings for every show, one hosting request and one message. */
export function seedDemo(store: Store, now: Date): void {
  const today = todayInLondon(now);
  store.transaction(() => {
    for (const { inDays, ...fields } of DEMO_VENUES) {
      store.venues.create(venueInputSchema.parse({ ...fields, date: addDays(today, inDays) }), now);
    }
    store.hostingRequests.create(DEMO_HOSTING_REQUEST, now);
    store.contactMessages.create(
      {
        name: 'Eleanor Hughes',
        email: 'eleanor.hughes@example.co.uk',
        phone: '07700 900123',
        message: 'Is the Titanic dinner suitable for a guest who is vegan? We are booking for a birthday.',
      },
      now,
    );
  });
}
