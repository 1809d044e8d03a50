import { daysFromToday as daysFromNow } from '../../builders/inputs';

/**
 * Days from the run's seed day (playwright.config.ts fixes it once for the server and every worker), so the
 * server that writes these listings and the tests that look for them agree across midnight.
 */
const SEED_DAY = process.env.E2E_SEED_DAY;
export const daysFromToday = (days: number) =>
  daysFromNow(days, SEED_DAY ? new Date(`${SEED_DAY}T12:00:00Z`) : new Date());

/**
 * The listings the hosted end-to-end run starts with, written around the rules as the old site (and this
 * one) left them: an ISO listing, an old free-text date, an old 'Sold Out' status, one in the past and one
 * that cannot be read at all. Dates are relative to today so the run never ages.
 */
function freeText(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = new Date(Date.UTC(y, m - 1, d)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  return `${d}TH OF ${month.toUpperCase()} ${y}`;
}

const base = {
  showName: 'Titanic',
  hotelLocation: 'Promenade, Brighton',
  selectWhere: 'Brighton',
  hotelLink: 'https://tickets.example.com/titanic',
};

export const SEEDED_VENUES: Record<string, Record<string, unknown>> = {
  'new-format': { ...base, hotelName: 'The Grand Brighton', showDate: daysFromToday(20), soldOut: false },
  'old-free-text': {
    ...base,
    hotelName: 'The Queens Hotel',
    selectWhere: 'Cheltnam',
    showDate: freeText(daysFromToday(40)),
  },
  'old-sold-out': {
    ...base,
    hotelName: 'Abbey Hall',
    selectWhere: 'Sold Out',
    showDate: freeText(daysFromToday(10)),
  },
  'old-past': { ...base, hotelName: 'Yesterday Inn', showDate: daysFromToday(-3), soldOut: false },
  unreadable: { ...base, hotelName: 'Nowhere House', showDate: 'SOON' },
  'other-show': {
    ...base,
    showName: 'JFK',
    hotelName: 'The Kennedy Rooms',
    showDate: daysFromToday(15),
    soldOut: false,
  },
};

/** What /titanic should list, in order. */
export const TITANIC_LISTED = ['Abbey Hall', 'The Grand Brighton', 'The Queens Hotel'];
