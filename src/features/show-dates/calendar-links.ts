import type { EventFacts } from '../../content/event-facts';

/** "20261204T190000Z": the compact UTC form Google Calendar's template link takes. */
const compactUtc = (epochMs: number) => new Date(epochMs).toISOString().replace(/[-:]|\.\d{3}/g, '');

/** Google Calendar's "add event" page, filled in (the visitor confirms it there). */
export function googleCalendarLink(facts: EventFacts): string {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: facts.name,
    dates: `${compactUtc(facts.startMs)}/${compactUtc(facts.endMs)}`,
    ctz: 'Europe/London',
    details: `${facts.description}\n\n${facts.pageUrl}`,
    location: `${facts.venueName}, ${facts.address}`,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/**
 * Outlook on the web's "new event" page, filled in (a personal or work account; the visitor confirms it
 * there). Times in UTC, which it reads whatever the account's zone.
 */
export function outlookCalendarLink(facts: EventFacts): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: facts.name,
    startdt: new Date(facts.startMs).toISOString(),
    enddt: new Date(facts.endMs).toISOString(),
    body: `${facts.description}\n\n${facts.pageUrl}`,
    location: `${facts.venueName}, ${facts.address}`,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`;
}

/** The hotel on a map (Google Maps' cross-platform search link opens the app on phones). */
export function mapLink(facts: EventFacts): string {
  const params = new URLSearchParams({ api: '1', query: `${facts.venueName}, ${facts.address}` });
  return `https://www.google.com/maps/search/?${params.toString()}`;
}

export interface ShareLink {
  id: 'email' | 'whatsapp' | 'facebook' | 'x';
  href: string;
}

/** Plain links (no scripts, no trackers) that hand the page's address to where the visitor shares it. */
export function shareLinks(facts: EventFacts, when: string): ShareLink[] {
  const text = `${facts.name}, ${when}`;
  const url = facts.pageUrl;
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return [
    {
      id: 'email',
      href: `mailto:?${query({ subject: text, body: `${text}\n${url}` }).replace(/\+/g, '%20')}`,
    },
    { id: 'whatsapp', href: `https://wa.me/?${query({ text: `${text} ${url}` })}` },
    { id: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}` },
    { id: 'x', href: `https://x.com/intent/post?${query({ text, url })}` },
  ];
}
