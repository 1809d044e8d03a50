import type { ContactMessage } from '../../domain/contact-message';
import {
  HOSTING_SHOW_OPTIONS,
  type HostingRequest,
  type HostingShowOption,
} from '../../domain/hosting-request';
import type { InboxState } from '../../domain/inbox';
import { readCreatedAt, readTimestamp } from './timestamps';

/** The manager's marks (timestamps the dashboard wrote); absent until set. */
function readInboxState(data: Record<string, unknown>): InboxState {
  const openedAt = readTimestamp(data.openedAt);
  const handledAt = readTimestamp(data.handledAt);
  return { ...(openedAt ? { openedAt } : {}), ...(handledAt ? { handledAt } : {}) };
}

/**
 * Reads stored `requests` and `messages` documents for the dashboard. These are a visitor's words, so a
 * missing or odd field is shown as blank rather than hiding the enquiry; only a document that is not an
 * object at all is skipped.
 */

const str = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);

const isHostingShow = (value: unknown): value is HostingShowOption =>
  typeof value === 'string' && (HOSTING_SHOW_OPTIONS as readonly string[]).includes(value);

export function readHostingRequestDoc(id: string, data: Record<string, unknown>): HostingRequest {
  const show = data.show;
  const known = isHostingShow(show);
  // Older enquiries may name a show the form no longer offers (Scrooge): the type has no place for it, so
  // it is kept in front of the message rather than lost.
  const askedAbout = !known && str(show) ? `(Show asked about: ${str(show)}) ` : '';
  return {
    id,
    show: known ? show : 'NoShowInParticular',
    // Enquiries from before several shows could be chosen have only `show`.
    shows:
      Array.isArray(data.shows) && data.shows.every(isHostingShow) && data.shows.length > 0
        ? data.shows
        : [known ? show : 'NoShowInParticular'],
    contactName: str(data.contactName),
    venueName: str(data.venueName),
    venueLink: str(data.venueLink),
    venueEmail: str(data.venueEmail),
    venueNumber: str(data.venueNumber),
    venueMessage: askedAbout + str(data.venueMessage),
    createdAt: readCreatedAt(data.createdAt),
    ...readInboxState(data),
  };
}

export function readContactMessageDoc(id: string, data: Record<string, unknown>): ContactMessage {
  return {
    id,
    name: str(data.name),
    email: str(data.email),
    phone: str(data.phone),
    message: str(data.message),
    createdAt: readCreatedAt(data.createdAt),
    ...readInboxState(data),
  };
}
