import { cityLabel, type CityKey } from '../domain/cities';
import { SHOW_NAMES, type ShowKey } from '../domain/shows';
import { COMPANY } from './company';

/**
 * The words of the consent box. The server stores the same sentence with the subscription, so what a person
 * agreed to is on record word for word (it is computed from their choices, never taken from the request).
 */
export function consentText(show: ShowKey | null, city: CityKey | null): string {
  const what = show ? SHOW_NAMES[show] : 'any of our shows';
  const where = city ? ` in ${cityLabel(city)}` : '';
  return `E-mail me when ${what} has a new date${where}. Nothing else: no other mailing lists, and every e-mail has a one-click unsubscribe link.`;
}

export const SUBSCRIPTION_EMAIL = {
  confirmSubject: `Please confirm: e-mails from ${COMPANY.name}`,
  confirmIntro: (consent: string) => [
    `You (or someone using your address) asked us to: "${consent}"`,
    "Please confirm with the link below. Until you do, we won't send you anything else, and if you didn't ask, ignore this e-mail: nothing more will come.",
  ],
  confirmAction: 'Yes, send me these e-mails',
  confirmReason: 'You are receiving this one e-mail because this address was entered on our website.',
  newDateSubject: (show: string, city: string, date: string) => `${show} comes to ${city} on ${date}`,
  newDateBody: (show: string, hotel: string, location: string, date: string) => [
    `Good news: ${show} has a new date at ${hotel}, ${location}, on ${date}.`,
    'Tickets are sold by the venue: follow the link to see the date and book.',
  ],
  newDateAction: 'See the date and book',
  subscriberReason: (consent: string) => `You are receiving this because you asked us: "${consent}"`,
} as const;
