import type { FactAnswer, HearingLoop } from '../domain/hotel-facts';

/** The dashboard's Hotels section (docs/product.md, Access, per hotel): the manager's words. */
export const HOTELS_WORDS = {
  heading: 'Every hotel',
  intro:
    'A hotel’s details show on every one of its dates. Say only what the hotel has confirmed: a fact left ' +
    '“Not confirmed” tells visitors to ask the venue.',
  loading: 'Loading the hotels...',
  loadFailed: 'The hotels could not be loaded: ',
  none: 'No hotels yet: a hotel appears here once a listing is at it.',
  dates: (count: number) => (count === 1 ? '1 date' : `${count} dates`),
  /** Under each hotel in the list: whether it has a working private link, and whether the hotel opened it. */
  listLink: {
    none: 'No private link',
    given: (emailed: boolean, at: string) => `Private link ${emailed ? 'sent' : 'made'} ${at}`,
    opened: (at: string | null) => (at ? `opened ${at}` : 'not opened yet'),
  },
  edit: 'Edit',
  editName: (name: string) => `Edit ${name}`,
  formHeading: (name: string) => `Edit ${name}`,
  /** Under the form's heading: the hotel's link and widget, 2,600 px further down at 1600 px wide. */
  furtherDown: 'Below the form',
  where: 'Where it is',
  renameHint: 'A new name, address or city is written to every one of its dates.',
  access: 'Access',
  more: 'Food and notes',
  /** Issue 40: what a date page's Before you book says of the hotel. */
  stay: 'Before you book: allergens, parking, staying the night',
  stayHint: 'Left empty, a date page says “Not confirmed: ask the venue”.',
  fields: {
    name: 'Hotel name',
    address: 'Address',
    city: 'City',
    mapUrl: 'Map link',
    accessContact: 'Who to ask about access',
    dietary: 'Dietary options',
    accessNotes: 'More about access',
    allergenInfo: 'Allergen information',
    parkingInfo: 'Parking',
    stayInfo: 'Staying the night',
    stayUrl: 'Staying the night: link',
  },
  hints: {
    mapUrl: 'The hotel on a map, starting with https://',
    accessContact: 'A name, a phone number or an e-mail address.',
    allergenInfo: 'The hotel’s written allergen information: its web address (https://) or a phone number.',
    stayUrl: 'The hotel’s rooms or offer for show nights, starting with https://',
  },
  answers: { yes: 'Yes', no: 'No', unknown: 'Not confirmed' } satisfies Record<FactAnswer, string>,
  loops: {
    fixed: 'Fixed',
    portable: 'Portable',
    none: 'None',
    unknown: 'Not confirmed',
  } satisfies Record<HearingLoop, string>,
  contact: 'The hotel’s kit',
  contactHint:
    'Who sells the dates at the hotel. Their private link opens a page with the hotel’s dates, posters, ' +
    'pictures and words, where they can mark a date few left or sold out. The e-mail is optional for the ' +
    'hotel’s facts; the link is e-mailed to it where the site can send e-mail.',
  contactFields: { name: 'Contact name', email: 'Contact e-mail' },
  link: {
    heading: 'The hotel’s private link',
    /** What the link is, said before anything is done with it. */
    about:
      'It opens the hotel’s own page: its dates, posters and pictures, and buttons to mark a date few left or sold ' +
      'out. Anyone holding it can do that, with no password: give it to the hotel alone.',
    send: 'Send the hotel its link',
    sendAgain: 'Send a new link',
    make: 'Make the hotel its link',
    makeAgain: 'Make a new link',
    sending: 'Sending...',
    revoke: 'Revoke the link',
    /** Asked in the panel before a revoke: the hotel loses its page at once, and nothing brings that link back. */
    revokeQuestion: (to: string) =>
      `Revoke the link made for ${to}? The hotel’s page stops opening at once; a new link can be made later.`,
    revokeYes: 'Revoke it',
    revokeNo: 'Keep the link',
    /** Asked before a new link replaces one the hotel may have saved or passed on. */
    replaceQuestion: (to: string) =>
      `Replace the link made for ${to}? The hotel’s page stops opening at that link at once, until they have the new one.`,
    replaceYes: 'Replace it',
    none: 'No working link: none has been sent, or the last one was revoked.',
    noneMade: 'No working link: none has been made, or the last one was revoked.',
    needsContact: 'Save a contact e-mail first.',
    replaces: 'A new link replaces this one: the old one stops working.',
    sentTo: (to: string, at: string) => `Link sent to ${to} on ${at}.`,
    madeFor: (to: string, at: string) =>
      `Link made for ${to} on ${at}. Not e-mailed: e-mail was not set up, so it reached them only if you passed it on.`,
    opened: (at: string | null) => (at ? `Last opened ${at}.` : 'Not opened yet.'),
    sent: (to: string) => `Sent: the link is on its way to ${to}. Any earlier link no longer works.`,
    mailOff: 'E-mail is not set up, so nothing was sent. Give the hotel this link yourself:',
    handOverLabel: 'The hotel’s link, to pass on',
    handOverNote:
      'Shown only now: the site keeps no copy it could show again (make a new one if it is lost).',
    revoked: 'Revoked: the link no longer opens the hotel’s page.',
    failed: 'Could not change the link: ',
  },
  save: 'Save hotel',
  saving: 'Saving...',
  saved: (name: string, dates: number) =>
    `Saved: ${name}. ${dates === 1 ? 'Its date shows' : `All ${dates} of its dates show`} this now.`,
  /** Saved with only the contact changed: the contact is the link's, never shown on a date. */
  savedContact: (name: string) => `Saved: ${name}’s contact, for its private link. Visitors never see it.`,
  saveFailed: 'Could not save the hotel: ',
  fix: 'Check the highlighted fields.',
  gone: 'That hotel is no longer in the list (its dates moved to another?). Reload and try again.',
} as const;
