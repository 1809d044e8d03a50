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
 * Everything the keep-in-touch side holds of one address: its subscriptions, its seats-back requests and how
 * many e-mails to it are kept. Messages and hosting requests are erased one by one in their own lists.
 */
export interface AddressRecords {
  email: string;
  subscriptions: { show: ShowKey | null; city: CityKey | null }[];
  seatsBack: SeatsBackOfAddress[];
  emails: number;
}

export const holdsNothing = (records: AddressRecords) =>
  records.subscriptions.length === 0 && records.seatsBack.length === 0 && records.emails === 0;

/** What an address with nothing held is told: the dashboard names the address, an erase answer does not. */
export const nothingHeld = (email = 'this address') =>
  `We hold nothing for ${email}: no subscription, no seats-back request, no e-mail.`;
