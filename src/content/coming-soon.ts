import type { ComingSoonContent } from '../domain/site-content/blocks';

/**
 * The Coming soon card of each show page as the site was built: the seed of its Site content block, shown
 * until the company publishes its own. An empty booking address shows a disabled Book button: honest, where
 * a link to nowhere is not.
 */
export const COMING_SOON: ComingSoonContent = {
  heading: 'Coming soon',
  Titanic: {
    note: 'New venues are being added for the coming season. Dates not yet listed with a venue on this page are sold on our own ticket page: the Book button opens it.',
    bookingUrl: 'https://www.ticketsource.co.uk/the-queen-of-the-ocean',
  },
  JFK: {
    note: 'Tickets for new dates are not on sale yet. Check back soon.',
    bookingUrl: '',
  },
  TheOverlookHotel: {
    note: 'New dates are being arranged with our venues. Tickets are not on sale yet.',
    bookingUrl: '',
  },
  Scrooge: {
    note: 'More Christmas dates are coming. Those not yet listed with a venue on this page are sold on our own ticket page: the Book button opens it.',
    bookingUrl: 'https://www.eventbrite.co.uk/o/scrooge-a-victorian-christmas',
  },
};
