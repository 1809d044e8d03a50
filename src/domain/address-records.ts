import { z } from 'zod';
import type { CityKey } from './cities';
import type { ShowKey } from './shows';
import { emailField } from './text';

/**
 * A person asking what we hold of their e-mail address, or asking us to erase it (UK GDPR arts. 15 and 17),
 * may never have subscribed: someone who only asked "tell me if seats come back" is found here too.
 */
export const addressQuerySchema = z.object({ email: emailField('E-mail') });

export type AddressQuery = z.input<typeof addressQuerySchema>;

/** One "tell me if seats come back" request of the address. */
export interface SeatsBackOfAddress {
  listing: string;
  /** Null when the date's listing is gone (its request goes with it in the embedded mode). */
  show: ShowKey | null;
  hotelName: string;
  date: string;
  partySize: number;
  told: boolean;
}

/**
 * Everything the site holds of one address: its subscriptions, its seats-back requests, how many messages and
 * hosting enquiries were sent with it (each with the replies to it), and how many e-mails to it are kept.
 */
export interface AddressRecords {
  email: string;
  subscriptions: { show: ShowKey | null; city: CityKey | null }[];
  seatsBack: SeatsBackOfAddress[];
  /** Contact messages from the address, and hosting enquiries giving it as the venue's e-mail. */
  messages: number;
  emails: number;
}

export const holdsNothing = (records: AddressRecords) =>
  records.subscriptions.length === 0 &&
  records.seatsBack.length === 0 &&
  records.messages === 0 &&
  records.emails === 0;

/** What an address with nothing held is told: the dashboard names the address, an erase answer does not. */
export const nothingHeld = (email = 'this address') =>
  `We hold nothing for ${email}: no subscription, no seats-back request, no message, no e-mail.`;
