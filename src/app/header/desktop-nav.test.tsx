import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DesktopNav } from './desktop-nav';

/** The panel a disclosure button controls. */
function panelOf(button: HTMLElement): HTMLElement {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('The button controls no panel');
  return panel;
}

function renderNav() {
  const router = createMemoryRouter([{ path: '*', element: <DesktopNav /> }]);
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup({ delay: null }), router };
}

describe('Desktop nav menus', () => {
  it('opens the Menus mega menu with the five menu pages', async () => {
    const { user } = renderNav();
    const button = screen.getByRole('button', { name: 'Menus' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const hrefs = within(panelOf(button))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/menu', '/Menuone', '/Menutwo', '/menuthree', '/menufour']),
    );
  });

  it('opens Pages and its nested show list by keyboard; Escape closes and returns focus', async () => {
    const { user } = renderNav();
    const pages = screen.getByRole('button', { name: 'Pages' });
    pages.focus();
    await user.keyboard('{Enter}');
    expect(pages).toHaveAttribute('aria-expanded', 'true');
    const nested = screen.getByRole('button', { name: 'Our shows' });
    await user.click(nested);
    expect(nested).toHaveAttribute('aria-expanded', 'true');
    expect(within(panelOf(nested)).getByRole('link', { name: 'Scrooge' })).toHaveAttribute(
      'href',
      '/Scrooge',
    );
    await user.keyboard('{Escape}');
    expect(nested).toHaveAttribute('aria-expanded', 'false');
    expect(nested).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(pages).toHaveAttribute('aria-expanded', 'false');
    expect(pages).toHaveFocus();
  });

  it('shows visitors no way to the staff sign-in (the side panel hides the only one)', async () => {
    const { user } = renderNav();
    await user.click(screen.getByRole('button', { name: 'Pages' }));
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/eventContact');
    expect(hrefs).not.toContain('/admin');
  });

  it('closes after a link is chosen', async () => {
    const { user, router } = renderNav();
    await user.click(screen.getByRole('button', { name: 'Pages' }));
    await user.click(screen.getByRole('link', { name: 'Host an event' }));
    expect(router.state.location.pathname).toBe('/eventContact');
    expect(screen.getByRole('button', { name: 'Pages' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('leads hotels to Host a show from the bar itself, not only under Pages', async () => {
    const { user, router } = renderNav();
    await user.click(screen.getByRole('link', { name: 'Host a show' }));
    expect(router.state.location.pathname).toBe('/eventContact');
  });

  it('says the blog is coming soon instead of linking nowhere', () => {
    renderNav();
    expect(screen.getByText('Blog')).toHaveTextContent('Blog coming soon');
    expect(screen.queryByRole('link', { name: /Blog/ })).not.toBeInTheDocument();
  });
});
