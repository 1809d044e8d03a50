import { z } from 'zod';
import { LIMITS } from './limits';
import { emailField, optionalBody, optionalText, phoneField, requiredText } from './text';

export const HOSTING_SHOW_OPTIONS = ['Titanic', 'JFK', 'TheOverlookHotel', 'NoShowInParticular'] as const;
export type HostingShowOption = (typeof HOSTING_SHOW_OPTIONS)[number];

export const HOSTING_SHOW_LABELS: Record<HostingShowOption, string> = {
  Titanic: 'Titanic',
  JFK: 'JFK',
  TheOverlookHotel: 'The Overlook Hotel',
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

export interface HostingRequest extends HostingRequestFields {
  id: string;
  createdAt: string;
}
