import type { InboxState } from './inbox';
import { z } from 'zod';
import { LIMITS } from './limits';
import { SHOW_NAMES } from './shows';
import { emailField, optionalBody, optionalText, phoneField, requiredText } from './text';

// Every show the company tours (firestore.rules lists the same values for hosted enquiries).
export const HOSTING_SHOW_OPTIONS = [
  'Titanic',
  'JFK',
  'TheOverlookHotel',
  'Scrooge',
  'NoShowInParticular',
] as const;
export type HostingShowOption = (typeof HOSTING_SHOW_OPTIONS)[number];

/** The show names the rest of the site uses. */
export const HOSTING_SHOW_LABELS: Record<HostingShowOption, string> = {
  Titanic: SHOW_NAMES.Titanic,
  JFK: SHOW_NAMES.JFK,
  TheOverlookHotel: SHOW_NAMES.TheOverlookHotel,
  Scrooge: SHOW_NAMES.Scrooge,
  NoShowInParticular: 'No show in particular',
};

/** A venue asking to host a show (/eventContact). The venue link is optional: its placeholder says so. */
export const hostingRequestInputSchema = z.object({
  show: z.enum(HOSTING_SHOW_OPTIONS, { error: 'Choose a show' }),
  venueName: requiredText('Venue name', LIMITS.name),
  venueLink: optionalText('Venue link', LIMITS.url),
  venueEmail: emailField('Venue e-mail'),
  venueNumber: phoneField('Venue number'),
  venueMessage: optionalBody('Message', LIMITS.message),
});

export type HostingRequestInput = z.input<typeof hostingRequestInputSchema>;
export type HostingRequestFields = z.output<typeof hostingRequestInputSchema>;

export interface HostingRequest extends HostingRequestFields, InboxState {
  id: string;
  createdAt: string;
}
