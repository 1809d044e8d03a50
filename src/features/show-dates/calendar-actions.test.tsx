import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AGENTS } from '../../../tests/builders/user-agents';
import { buildVenue } from '../../../tests/builders/fake-data-port';
import { DATE_PAGE_COPY } from '../../content/show-dates';
import { eventFacts } from '../../content/event-facts';
import { CalendarActions } from './calendar-actions';

const venue = buildVenue({ date: '2030-12-06' });
const facts = eventFacts(venue, 'https://shows.example.co.uk');
const actions = <CalendarActions venue={venue} facts={facts} />;

const browsingWith = (agent: string) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(agent);

/** The calendar links as a visitor meets them, in order: their names and where they lead. */
function links(container: HTMLElement = document.body) {
  const section = within(container).getByRole('region', { name: 'Add to calendar' });
  return within(section)
    .getAllByRole('link')
    .map((link) => ({ name: link.textContent ?? '', href: link.getAttribute('href') ?? '' }));
}
const names = (container?: HTMLElement) => links(container).map((link) => link.name);

afterEach(() => vi.restoreAllMocks());

describe('Add to calendar', () => {
  it("offers the .ics file first in a phone's own browser, then Google Calendar and Outlook", () => {
    browsingWith(AGENTS.chromeAndroid);
    render(actions);
    expect(names()).toEqual([
      'Download calendar file (.ics)',
      'Google Calendar (opens in a new tab)',
      'Outlook (opens in a new tab)',
    ]);
    expect(screen.queryByText(DATE_PAGE_COPY.calendar.inApp)).not.toBeInTheDocument();
  });

  it.each(['instagramIphone', 'facebookAndroid', 'tiktokIphone'] as const)(
    "inside %s, offers Google Calendar and Outlook first and says how to open the page in the phone's browser",
    (agent) => {
      browsingWith(AGENTS[agent]);
      render(actions);
      expect(names()).toEqual([
        'Google Calendar (opens in a new tab)',
        'Outlook (opens in a new tab)',
        'Download calendar file (.ics)',
      ]);
      expect(screen.getByText(DATE_PAGE_COPY.calendar.inApp)).toHaveTextContent(/open in browser/i);
    },
  );

  it("fills in the web calendars with the evening's name, times and place", () => {
    browsingWith(AGENTS.instagramIphone);
    render(actions);
    const [google, outlook] = links()
      .slice(0, 2)
      .map((link) => new URL(link.href));
    expect(google?.origin).toBe('https://calendar.google.com');
    expect(google?.searchParams.get('dates')).toBe('20301206T190000Z/20301206T220000Z');
    expect(outlook?.origin).toBe('https://outlook.live.com');
    expect(Object.fromEntries(outlook?.searchParams ?? [])).toMatchObject({
      rru: 'addevent',
      subject: facts.name,
      startdt: '2030-12-06T19:00:00.000Z',
      enddt: '2030-12-06T22:00:00.000Z',
      location: `${facts.venueName}, ${facts.address}`,
    });
  });

  it("hydrates the server's HTML as it is, then reorders it for an app's browser without a mismatch", async () => {
    // The server cannot know the visitor's browser: its HTML is a browser's.
    const html = renderToString(actions);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(names(container)[0]).toBe('Download calendar file (.ics)');

    browsingWith(AGENTS.instagramAndroid);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, actions, { onRecoverableError: recoverable });
    });
    expect(names(container)).toEqual([
      'Google Calendar (opens in a new tab)',
      'Outlook (opens in a new tab)',
      'Download calendar file (.ics)',
    ]);
    expect(within(container).getByText(DATE_PAGE_COPY.calendar.inApp)).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
