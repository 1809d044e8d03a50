import { COMPANY_DETAILS } from './company';
import { CONFIRMATION_SENT_EARLIER } from './subscriptions';

/** "Tell me if seats come back": the form on a sold-out date's page, and its e-mails. */
export const SEATS_BACK_FORM_COPY = {
  heading: 'Tell me if seats come back',
  intro:
    'Sold out for now. Leave your e-mail and we will tell you once if seats come back for this date, in the order people asked.',
  labels: { email: 'E-mail', partySize: 'How many seats?' },
  submit: 'Tell me',
  /** Where the site cannot send e-mail, so there is no list to join: the venue sells the seats. */
  askVenueHeading: 'Sold out',
  askVenue: 'Sold out for now. The venue sells the tickets and may have returns: ask them.',
  askVenueLink: 'Ask the venue about returns',
  /** Without JavaScript the form cannot open: the page says so instead of offering a button that does nothing. */
  noScript: `This form needs JavaScript. Without it, e-mail us at ${COMPANY_DETAILS.email} with the date and how many seats, and we will tell you if seats come back.`,
  success: {
    'confirmation-sent': 'Nearly done: we have sent you an e-mail. Please click the link in it to confirm.',
    'confirmation-sent-earlier': CONFIRMATION_SENT_EARLIER,
    stored:
      'Thank you: we have noted your request. Our e-mail is not switched on yet, so no confirmation is on its way, and we send nothing until you confirm.',
  },
} as const;

export const SEATS_BACK_EMAIL = {
  confirmSubject: `Please confirm: seats coming back, from ${COMPANY_DETAILS.name}`,
  confirmIntro: (consent: string, seats: string) => [
    `You (or someone using your address) asked us to: "${consent}" Party size: ${seats}.`,
    "Please confirm with the link below. Until you do, we won't tell you, and if you didn't ask, ignore this e-mail: nothing more will come.",
  ],
  confirmAction: 'Yes, tell me if seats come back',
  /** A request the address has confirmed already, asked for again: the form said an e-mail was coming. */
  alreadySubject: `Already on the list: seats coming back, from ${COMPANY_DETAILS.name}`,
  alreadyIntro: (consent: string, seats: string) => [
    `You (or someone using your address) asked us again to: "${consent}" Party size: ${seats}.`,
    'This address is on the list for that date already, with that party size now, so there is nothing to do: we will tell you once if seats come back. If you would rather we did not, use the link at the end of this e-mail.',
  ],
  seatsSubject: (show: string, date: string) => `Seats are back: ${show} on ${date}`,
  /** `seats` in words (seatsWords): hosted mode's template fills it in from the e-mail's data. */
  seatsBody: (show: string, hotel: string, location: string, date: string, seats: string, time: string) => [
    `Seats are on sale again for ${show} at ${hotel}, ${location}, on ${date}, starting at ${time}.`,
    `You asked for ${seats}. The venue sells the tickets, first come, first served, so book soon.`,
  ],
  seatsAction: 'Book with the venue',
  reason: (consent: string) => `You are receiving this because you asked us: "${consent}"`,
} as const;
