import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FAKE_MANAGER, FAKE_PASSWORD, FakeDataPort } from '../../../tests/builders/dashboard-fakes';
import { renderDashboard, signedInPort } from '../../../tests/builders/dashboard-render';
import { documentTitle } from '../../ui/use-page-meta';
import { standInForDialogs } from '../../../tests/builders/dialog-stand-in';
import DashboardPage from './dashboard-page';

standInForDialogs();

// The dashboard's lazy chunk (every section) is compiled on first render in the test's own process: on a busy
// machine that takes longer than findBy's one second.
const LAZY_CHUNK = { timeout: 15_000 };

describe('/dashboard', () => {
  it('signed out shows the sign-in panel and none of the dashboard', async () => {
    const { port } = renderDashboard(<DashboardPage />, new FakeDataPort());
    expect(await screen.findByRole('heading', { level: 1, name: 'Manager sign-in' })).toBeInTheDocument();
    expect(document.title).toBe(documentTitle('Dashboard'));
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Dashboard/ })).not.toBeInTheDocument();
    // The dashboard's own bar, with no one named in it yet.
    expect(screen.getByRole('link', { name: 'View the site' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(screen.queryByText('You have signed out.')).not.toBeInTheDocument();
    // Nothing a manager reads is even asked for.
    expect(port.callsOf('listAllVenues')).toHaveLength(0);
    expect(port.callsOf('listHostingRequests')).toHaveLength(0);
  });

  it('a remembered session (a reload) opens the dashboard without signing in again, the keyboard at the top', async () => {
    renderDashboard(<DashboardPage />, signedInPort());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Listings' }, LAZY_CHUNK);
    expect(screen.getByText(FAKE_MANAGER.name ?? '')).toBeInTheDocument();
    // Not moved to the heading: the first Tab reaches Skip to main content, as on every page.
    expect(heading).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
  });

  it('signing in lands on the dashboard, and signing out returns to the sign-in panel', async () => {
    const { user, port } = renderDashboard(<DashboardPage />, new FakeDataPort());
    await user.type(await screen.findByLabelText('E-mail'), FAKE_MANAGER.email);
    await user.type(screen.getByLabelText('Password'), FAKE_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Listings' }, LAZY_CHUNK);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('tablist', { name: 'Edit listings' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    // Focus moves in an effect after the panel is drawn: the heading can be there a moment before it has it.
    const signIn = await screen.findByRole('heading', { level: 1, name: 'Manager sign-in' });
    await waitFor(() => expect(signIn).toHaveFocus());
    expect(screen.getByText('You have signed out.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(port.manager).toBeNull();
    expect(within(document.body).queryByText(/Signed in as/)).not.toBeInTheDocument();
  });

  it('Sign out with a hotel typed in the listings form asks first: Cancel keeps it, Leave signs out', async () => {
    const port = signedInPort();
    const { user } = renderDashboard(<DashboardPage />, port);
    await user.type(await screen.findByLabelText('Hotel name', {}, LAZY_CHUNK), 'The Midland');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    const question = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Hotel name')).toHaveValue('The Midland');
    expect(port.manager).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave without saving' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Manager sign-in' })).toBeInTheDocument();
    expect(port.manager).toBeNull();
  });

  it('an ended session found by any read goes back to the sign-in panel', async () => {
    const port = signedInPort();
    const { user } = renderDashboard(<DashboardPage />, port);
    await screen.findByRole('heading', { level: 1, name: 'Listings' }, LAZY_CHUNK);
    // The session expires on the server while the dashboard is open; the next read is refused.
    port.manager = null;
    const sections = within(screen.getByRole('navigation', { name: 'Dashboard sections' }));
    await user.click(sections.getByRole('link', { name: /^Messages/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Manager sign-in' })).toBeInTheDocument();
  });
});
