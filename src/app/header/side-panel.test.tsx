import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { SidePanel } from './side-panel';
import { polyfillDialog } from './test-support';

function renderPanel() {
  const router = createMemoryRouter([{ path: '*', element: <SidePanel /> }]);
  render(<RouterProvider router={router} />);
  return router;
}

async function openPanel() {
  const user = userEvent.setup({ delay: null });
  const router = renderPanel();
  const hamburger = screen.getByRole('button', { name: 'Open menu' });
  await user.click(hamburger);
  const dialog = screen.getByRole('dialog', { name: 'Menu' });
  return { user, router, hamburger, dialog };
}

describe('Side panel', () => {
  beforeAll(polyfillDialog);

  it('opens from the hamburger as a dialog with its links and contact details', async () => {
    const { hamburger, dialog } = await openPanel();
    expect(dialog).toHaveAttribute('open');
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const menu = within(within(dialog).getByRole('navigation', { name: 'Side menu' }));
    expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(menu.getByRole('link', { name: "What's on" })).toHaveAttribute('href', '/whats-on');
    expect(menu.getByRole('link', { name: 'Our Team' })).toHaveAttribute('href', '/team');
    expect(menu.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(menu.getByRole('link', { name: 'Host an event' })).toHaveAttribute('href', '/eventContact');
    expect(within(dialog).getByRole('link', { name: /01792/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(within(dialog).getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(dialog).toHaveTextContent('Monday to Friday, 8am to 4pm');
  });

  it('closes on Escape and gives focus back to the hamburger', async () => {
    const { user, hamburger, dialog } = await openPanel();
    within(dialog).getByRole('button', { name: 'Close menu' }).focus();
    await user.keyboard('{Escape}');
    expect(dialog).not.toHaveAttribute('open');
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const { user, hamburger, dialog } = await openPanel();
    await user.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(hamburger).toHaveFocus();
  });

  it('closes when a link is chosen, and the page changes', async () => {
    const { user, router, dialog } = await openPanel();
    await user.click(within(dialog).getByRole('link', { name: 'Our Team' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(router.state.location.pathname).toBe('/team');
  });

  it('hides a way to /admin in the "r" of "For enquiries please call"', async () => {
    const { user, router, dialog } = await openPanel();
    const secret = within(dialog).getByRole('link', { name: 'Admin menu' });
    expect(secret).toHaveTextContent(/^r$/);
    expect(secret).toHaveAttribute('href', '/admin');
    expect(secret.parentElement).toHaveTextContent('For enquiries please call');
    await user.click(secret);
    expect(router.state.location.pathname).toBe('/admin');
    expect(dialog).not.toHaveAttribute('open');
  });
});
