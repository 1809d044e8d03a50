import { COMPANY } from './company';

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
