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

const hostingShow = z.enum(HOSTING_SHOW_OPTIONS, { error: 'Choose a show' });

/** An enquiry from before several shows could be chosen names one `show`: it reads as that one. */
const withShows = (input: unknown) =>
  typeof input === 'object' && input !== null && !('shows' in input) && 'show' in input
    ? { ...input, shows: [(input as { show: unknown }).show] }
    : input;

/**
 * A venue asking to host a show (/eventContact): who to reply to, and the shows it would like (one or
 * more; `show` is the first, the spec's one field, which older readers and the notices still read). The
 * venue link is optional: its placeholder says so.
 */
const hostingRequestFields = z.object({
  shows: z
    .array(hostingShow, { error: 'Choose at least one show' })
    .min(1, 'Choose at least one show')
    .max(HOSTING_SHOW_OPTIONS.length)
    .refine((shows) => new Set(shows).size === shows.length, 'Choose each show once')
    .refine(
      (shows) => shows.length === 1 || !shows.includes('NoShowInParticular'),
      `Choose shows, or ${HOSTING_SHOW_LABELS.NoShowInParticular}, not both`,
    ),
  contactName: requiredText('Your name', LIMITS.name),
  venueName: requiredText('Venue name', LIMITS.name),
  venueLink: optionalText('Venue link', LIMITS.url),
  venueEmail: emailField('Venue e-mail'),
  // The form's label, so its message names the field the person sees.
  venueNumber: phoneField('Venue phone number'),
  venueMessage: optionalBody('Message', LIMITS.message),
});

export const hostingRequestInputSchema = z.preprocess(
  withShows,
  hostingRequestFields.transform((fields) => ({ ...fields, show: fields.shows[0] as HostingShowOption })),
);

/** "Titanic and JFK", as the notice and the acknowledgement say it. */
export const hostingShowsText = (shows: readonly HostingShowOption[]) => {
  const labels = shows.map((show) => HOSTING_SHOW_LABELS[show]);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : (labels[0] ?? '');
};

export type HostingRequestInput = z.input<typeof hostingRequestFields>;
export type HostingRequestFields = z.output<typeof hostingRequestInputSchema>;

export interface HostingRequest extends HostingRequestFields, InboxState {
  id: string;
  createdAt: string;
}
