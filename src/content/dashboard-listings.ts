import { alreadyListedWords } from '../domain/same-listing';
import type { SeriesScope } from '../domain/venue-series';

const listings = (n: number) => (n === 1 ? '1 listing' : `${n.toLocaleString('en-GB')} listings`);
const dates = (n: number) => (n === 1 ? '1 date' : `${n} dates`);

/** The words of the dashboard's Listings section: its filters, its rows' actions and its selection. */
export const LISTINGS_WORDS = {
  title: 'All listings',
  search: 'Search hotel or city',
  searchHint: 'Finds as you type: part of a hotel, its address or its city.',
  show: 'Show',
  allShows: 'All shows',
  city: 'City',
  allCities: 'All cities',
  month: 'Month',
  allMonths: 'All months',
  status: 'Status',
  statuses: { upcoming: 'Upcoming', past: 'Past', 'sold-out': 'Sold out', all: 'All dates' },
  clearFilters: 'Clear filters',
  loading: 'Loading listings...',
  loadFailed: 'The listings could not be loaded: ',
  noneFound: 'No listings match these filters.',
  caption: 'Listings, in date order',
  columns: { pick: 'Choose', date: 'Date', hotel: 'Hotel', show: 'Show', city: 'City', status: 'Status' },
  /** Under a date with its own start time. */
  startsAt: (time: string) => `Starts ${time}`,
  choosePage: 'Choose every listing on this page',
  choose: (label: string) => `Choose ${label}`,
  /** Under a sold-out date: the people who asked to be told when seats come back (confirmed, not yet told). */
  seatsWaiting: (n: number) =>
    n === 0
      ? 'Nobody to e-mail if seats come back'
      : n === 1
        ? '1 person to e-mail if seats come back'
        : `${n} people to e-mail if seats come back`,
  actions: {
    edit: 'Edit',
    duplicate: 'Duplicate',
    delete: 'Delete',
    saving: 'Saving...',
  },
  selection: {
    label: 'Act on the chosen listings',
    chosen: (n: number) => `${listings(n)} chosen`,
    chooseAll: (n: number) => `Choose all ${listings(n)} matching the filters`,
    clear: 'Clear the choice',
    markSoldOut: 'Mark sold out',
    markOnSale: 'Mark on sale',
    delete: 'Delete',
    moveBy: 'Move by days',
    moveHint: 'A positive number moves later, a negative one earlier.',
    move: 'Move',
    working: 'Working...',
  },
  results: {
    soldOut: (n: number) => `${listings(n)} marked sold out.`,
    onSale: (n: number) => `${listings(n)} marked on sale.`,
    moved: (n: number, days: number) =>
      `${listings(n)} moved ${Math.abs(days)} ${Math.abs(days) === 1 ? 'day' : 'days'} ${days > 0 ? 'later' : 'earlier'}.`,
    deleted: (n: number) => `${listings(n)} moved to the trash.`,
    restored: (n: number) => `${listings(n)} restored: visitors see ${n === 1 ? 'it' : 'them'} again.`,
    failed: 'Nothing was changed: ',
    undo: 'Undo',
    undoing: 'Restoring...',
    dismiss: 'Dismiss',
  },
} as const;

/** The words of a row's quick status menu (src/features/dashboard/quick-status.ts). */
export const QUICK_STATUS_WORDS = {
  button: 'Status',
  menu: (label: string) => `Set the status of ${label}`,
  actions: {
    'few-left': 'Few seats left',
    'sold-out': 'Sold out',
    'on-sale': 'Back on sale',
    cancelled: 'Cancel this date',
    postponed: 'Postpone',
    'back-on': 'Back on (not cancelled)',
  },
  /** "On sale" from few seats left: it never went off sale. */
  plentyOfSeats: 'Plenty of seats',
  notices:
    'Cancel and postpone e-mail the people who asked about this show and city; back on sale e-mails the seats-back list.',
  noticesOff: 'E-mail is not set up, so a change here e-mails nobody.',
  done: {
    'few-left': (label: string) => `${label}: few seats left.`,
    'sold-out': (label: string) => `${label}: sold out.`,
    'on-sale': (label: string) => `${label}: back on sale.`,
    plentyOfSeats: (label: string) => `${label}: on sale, no longer few seats left.`,
    cancelled: (label: string) => `${label}: cancelled.`,
    postponed: (label: string) => `${label}: postponed.`,
    'back-on': (label: string) => `${label}: back on.`,
  },
  undone: (label: string) => `${label}: put back as it was.`,
} as const;

/** The listing form's words for a date's seats and status. */
export const LISTING_FORM_WORDS = {
  knownHotel: 'A hotel listed before',
  knownHotelChoose: 'Choose one, or type a new hotel below',
  knownHotelHint:
    'Fills in its name, address and city as its other dates have them, so all its dates stay one hotel. Where they are empty, the booking link and start time come from its newest date of this show.',
  availability: 'Seats',
  status: 'Status',
  statusHint:
    'Cancelled and postponed dates keep their page, without a Book link. Moving the date marks it moved and keeps the old date.',
} as const;

/** The Update form's words beyond the listing's own fields. */
export const UPDATE_WORDS = {
  /** The listing open in Update has left the list (deleted here or elsewhere): its form stays as typed. */
  gone: (label: string) =>
    `${label} is no longer listed: it was deleted. What the form shows is kept, but cannot be saved to it: restore the listing from Trash and history, or choose another.`,
  correction: 'The old day was a mistake: do not mark the date as moved',
  correctionHint:
    'Visitors then see no "Moved from" line. People already told about the old day are still e-mailed the new one.',
};

/** The three reaches of an edit or a delete of one date of a run (src/domain/venue-series.ts). */
export const SERIES_WORDS = {
  editLegend: 'Change which dates?',
  deleteLegend: 'Delete which dates?',
  deleteQuestion: (label: string) => `Delete ${label}: which dates of this run?`,
  scope: (scope: SeriesScope, counts: Record<SeriesScope, number>): string =>
    scope === 'only'
      ? 'Only this date'
      : scope === 'following'
        ? `This and later dates (${dates(counts.following)})`
        : `All dates of this run (${dates(counts.all)})`,
  runNote: (n: number) =>
    `One of a run of ${dates(n)} created together. What you change reaches the dates you choose; each keeps its own day, and whatever else you leave as it is.`,
  updated: (n: number) => (n === 1 ? '' : `: ${dates(n)} of the run changed.`),
  cancel: 'Cancel',
} as const;

/** The words of Add's season tools: dates by pattern, several hotels, another hotel on the same dates. */
export const SEASON_WORDS = {
  /** A listed date's own start time, beside it (several dates only). */
  rowTime: (n: number) => `Start time of show date ${n} (optional)`,
  pastInPreview: ': in the past, not added',
  rowTimesHint: "A date's own start time, if it is not the Start time below (a matinee among evenings).",
  addDates: 'Add dates',
  on: 'On',
  untickHint: 'Untick a date to leave it out.',
  leftOut: (n: number) => ` (${n} left out)`,
  hotel: (n: number) => `Hotel ${n}`,
  addHotel: 'Add another hotel',
  removeHotel: (n: number) => `Remove hotel ${n}`,
  sameDates: 'Another hotel, same dates',
  sameDatesHint: 'Keeps the show and the dates just added; type the next hotel.',
  sameHotelTwice: 'This hotel is already in the form',
  /** A date of the form's own hotel that already has this show (its row's message). */
  listedOnDate: (show: string, hotel: string) => `${show} at ${hotel} is already listed on this date`,
  /** Dates already listed, said once for a pattern or another hotel of the form. */
  listedOn: alreadyListedWords,
  tooManyHotels: (max: number) => `At most ${max} hotels at once`,
  /** One listing added: which, since the form has emptied (`label` as the listings name it). */
  addedOne: (show: string, label: string) => `${show} at ${label}.`,
  addedAt: (dates: number, hotels: number) =>
    hotels === 1 ? `${dates} dates added.` : `${dates} dates added at ${hotels} hotels.`,
  partlySaved: (hotels: string[]) =>
    `Saved before the error: ${hotels.join(', ')}. The hotels still in the form were not added.`,
  addButton: (listings: number) => (listings > 1 ? `Add ${listings} listings` : 'Add listing'),
} as const;
