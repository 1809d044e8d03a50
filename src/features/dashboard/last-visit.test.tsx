import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  buildContactMessage,
  buildHostingRequest,
  FAKE_MANAGER,
} from '../../../tests/builders/dashboard-fakes';
import { renderWithPort, signedInPort } from '../../../tests/builders/dashboard-render';
import { useEffect, type ReactNode } from 'react';
import { useAuth } from '../auth/auth-context';
import { DASHBOARD_PATHS } from '../../domain/paths';
import Dashboard from './dashboard';

/** As the /dashboard route shows it: once the manager's session is known. */
function SignedIn({ children }: { children: ReactNode }) {
  const { isAuthenticated, checkSession } = useAuth();
  useEffect(() => {
    void checkSession();
  }, [checkSession]);
  return isAuthenticated ? children : null;
}

const page = (
  <SignedIn>
    <Dashboard />
  </SignedIn>
);

const KEY = `dashboard-last-visit:${FAKE_MANAGER.email}`;
const LAST_VISIT = '2026-03-01T09:00:00.000Z';

const data = () => ({
  messages: [
    buildContactMessage({ name: 'Before the visit', createdAt: '2026-02-28T18:00:00.000Z' }),
    buildContactMessage({ name: 'Since, first', createdAt: '2026-03-02T10:00:00.000Z' }),
    buildContactMessage({ name: 'Since, second', createdAt: '2026-03-03T11:00:00.000Z' }),
  ],
  requests: [
    buildHostingRequest({ venueName: 'Old Hall', createdAt: '2026-01-10T10:00:00.000Z' }),
    buildHostingRequest({ venueName: 'New Hall', createdAt: '2026-03-04T10:00:00.000Z' }),
  ],
});

async function cardsOf(listName: string) {
  const list = await screen.findByRole('list', { name: `${listName}, newest first` });
  return within(list).findAllByRole('article');
}

const marked = (cards: HTMLElement[]) =>
  cards
    .filter((card) => within(card).queryByText('New') !== null)
    .map((card) => within(card).getByRole('heading').firstChild?.textContent);

describe('the dashboard marks what is new since the last visit', () => {
  beforeEach(() => localStorage.clear());

  it('marks the messages and enquiries that arrived since, and counts them on the Messages link', async () => {
    localStorage.setItem(KEY, LAST_VISIT);
    renderWithPort(page, signedInPort(data()), DASHBOARD_PATHS.messages);

    expect(marked(await cardsOf('Contact messages'))).toEqual(['Since, second', 'Since, first']);
    expect(marked(await cardsOf('Hosting requests'))).toEqual(['New Hall']);
    expect(await screen.findByText('2 new since your last visit')).toBeInTheDocument();
    expect(screen.getByText('1 new since your last visit')).toBeInTheDocument();

    const sections = screen.getByRole('navigation', { name: 'Dashboard sections' });
    // Messages holds both lists: its link counts what is new in either.
    expect(within(sections).getByRole('link', { name: /Messages/ })).toHaveTextContent('Messages3 new');
  });

  it('remembers this visit: opening the dashboard again marks nothing that was already there', async () => {
    localStorage.setItem(KEY, LAST_VISIT);
    const first = renderWithPort(page, signedInPort(data()), DASHBOARD_PATHS.messages);
    await screen.findByText('2 new since your last visit');
    expect(Date.parse(localStorage.getItem(KEY) ?? '')).toBeGreaterThan(Date.parse(LAST_VISIT));
    first.unmount();

    renderWithPort(page, signedInPort(data()), DASHBOARD_PATHS.messages);
    expect(marked(await cardsOf('Contact messages'))).toEqual([]);
    expect(screen.queryByText(/new since your last visit/)).toBeNull();
  });

  it("marks nothing on a manager's first visit in this browser, and keeps managers apart", async () => {
    localStorage.setItem('dashboard-last-visit:someone-else@example.test', LAST_VISIT);
    renderWithPort(page, signedInPort(data()), DASHBOARD_PATHS.messages);
    expect(marked(await cardsOf('Contact messages'))).toEqual([]);
    expect(screen.queryByText(/new since your last visit/)).toBeNull();
    expect(localStorage.getItem(KEY)).not.toBeNull();
  });
});
