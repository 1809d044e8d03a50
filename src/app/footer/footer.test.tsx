import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY_DETAILS, telHref } from '../../content/company';
import { PATHS } from '../../domain/paths';
import type { PageData } from '../../domain/page-data';
import { FOOTER } from '../../content/footer';
import { SUBSCRIBE_BUTTON_COPY } from '../../content/subscribe-button';
import { PageDataProvider, PageDataStore } from '../../ui/page-data';
import { Footer } from './footer';

function renderFooter(data: PageData = {}) {
  render(
    <PageDataProvider store={new PageDataStore(data)}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </PageDataProvider>,
  );
  return screen.getByRole('contentinfo');
}

describe('Footer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the address, e-mail, the one company phone and enquiry hours', () => {
    const footer = renderFooter();
    expect(footer).toHaveTextContent('Swansea');
    expect(within(footer).getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    // The number the header and the contact page show: venues take the bookings, so no second line.
    const phones = within(footer)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('tel:'));
    expect(phones.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [COMPANY_DETAILS.phone, telHref(COMPANY_DETAILS.phone)],
    ]);
    expect(footer).not.toHaveTextContent(/bookings/i);
    expect(footer).toHaveTextContent('Monday to Friday, 8am to 4pm');
    expect(footer).toHaveTextContent(/Saturday and Sunday: closed/);
  });

  it("titles the Shows and About us columns with links to 'Choose a show' and Our Team", () => {
    renderFooter();
    for (const [name, to] of [
      ['Shows', PATHS.events],
      ['About us', PATHS.team],
    ] as const) {
      const heading = within(screen.getByRole('navigation', { name })).getByRole('heading', { level: 2 });
      expect(within(heading).getByRole('link', { name })).toHaveAttribute('href', to);
    }
  });

  it('has the Shows and About us columns', () => {
    renderFooter();
    const shows = within(screen.getByRole('navigation', { name: 'Shows' }));
    expect(
      shows.getAllByRole('listitem').map((item) => within(item).getByRole('link').getAttribute('href')),
    ).toEqual(['/titanic', '/jfk', '/overlook', '/Scrooge', '/ourevents', '/whats-on']);
    const about = within(screen.getByRole('navigation', { name: 'About us' }));
    expect(
      about.getAllByRole('listitem').map((item) => within(item).getByRole('link').getAttribute('href')),
    ).toEqual(['/team', '/about', '/ourchefs', '/contact', '/eventContact', '/privacy', '/accessibility']);
  });

  it('links to the four social networks by name', () => {
    renderFooter();
    for (const name of [/Facebook/, /Instagram/, /Twitter/, /YouTube/]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute(
        'href',
        expect.stringMatching(/^https:\/\//),
      );
    }
  });

  it('scrolls back to the top with its button', async () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    renderFooter();
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('offers "E-mail me about new dates", except on a page the server marked as unable to send e-mail', () => {
    const offered = renderFooter();
    expect(within(offered).getByRole('button', { name: SUBSCRIBE_BUTTON_COPY.open })).toBeInTheDocument();
    cleanup();
    // The server renders the page with this, and the browser hydrates with the same: never shown, then taken away.
    const mailOff = renderFooter({ mailOff: true });
    expect(within(mailOff).queryByRole('button', { name: SUBSCRIBE_BUTTON_COPY.open })).toBeNull();
    expect(mailOff).not.toHaveTextContent(FOOTER.newsletterHeading);
  });

  it('has the copyright line with its credits', () => {
    expect(renderFooter()).toHaveTextContent(/© \d{4} .+ Crafted by .+\./);
  });
});
