import { z } from 'zod';
import { formatDateWithWeekday } from './dates';
import { SHOW_NAMES, type ShowKey } from './shows';
import { consentFields } from './subscription';
import { SEATS_BACK_KEPT_DAYS } from './retention';
import { emailField } from './text';

/** The most seats one request may ask for: a party, not a block booking. */
export const MAX_PARTY_SIZE = 20;

/** "Tell me if seats come back" on a sold-out date: an e-mail, how many seats, and consent, never assumed. */
export const seatsBackInputSchema = z.object({
  email: emailField('E-mail'),
  listing: z.string().trim().min(1).max(100),
  partySize: z.coerce
    .number({ error: 'Say how many seats' })
    .int('Say how many seats')
    .min(1, 'Say how many seats')
    .max(MAX_PARTY_SIZE, `At most ${MAX_PARTY_SIZE} seats: for more, please contact us`),
  ...consentFields,
});

export type SeatsBackInput = z.input<typeof seatsBackInputSchema>;
export type SeatsBackFields = z.output<typeof seatsBackInputSchema>;

/** The consent box's words, stored word for word with the request (computed, never taken from it). */
export function seatsBackConsentText(listing: { show: ShowKey; hotelName: string; date: string }): string {
  return `E-mail me once if seats come back for ${SHOW_NAMES[listing.show]} at ${listing.hotelName} on ${formatDateWithWeekday(listing.date)}. Nothing else, and my request is deleted ${SEATS_BACK_KEPT_DAYS} days after the date.`;
}

/** A party size in words, as the seats-back e-mail says it: "1 seat", "4 seats". */
export const seatsWords = (seats: number) => (seats === 1 ? '1 seat' : `${seats} seats`);
