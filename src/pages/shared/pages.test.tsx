import { render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeDataPort } from '../../../tests/builders/fake-data-port';
import { COMPANY_DETAILS, telHref } from '../../content/company';
import { MENUS_PAGE, PAGE_META } from '../../content/pages';
import { WHATS_ON_COPY } from '../../content/show-dates';
import { SHOWS } from '../../content/shows';
import type { ShowKey } from '../../domain/shows';
import { documentTitle } from '../../ui/use-page-meta';
import { DataPortProvider } from '../../data/data-port-context';
import AboutPage from '../about/about-page';
import AdminPage from '../admin/admin-page';
import ChefsPage from '../chefs/chefs-page';
import ContactPage from '../contact/contact-page';
import EventsPage from '../events/events-page';
import HostEventPage from '../host-event/host-event-page';
import MenuFourPage from '../menus/menu-four-page';
import MenuOnePage from '../menus/menu-one-page';
import MenuThreePage from '../menus/menu-three-page';
import MenuTwoPage from '../menus/menu-two-page';
import MenusPage from '../menus/menus-page';
import NotFoundPage from '../not-found/not-found-page';
import AccessibilityPage from '../statements/accessibility-page';
import PrivacyPage from '../statements/privacy-page';
import ConfirmPage from '../subscriptions/confirm-page';
import UnsubscribePage from '../subscriptions/unsubscribe-page';
import TeamPage from '../team/team-page';
import WhatsOnPage from '../whats-on/whats-on-page';

function renderPage(Page: ComponentType) {
  const { container } = render(
    <MemoryRouter>
      <DataPortProvider port={fakeDataPort().port}>
        <Page />
      </DataPortProvider>
    </MemoryRouter>,
  );
  return container;
}

const menuMeta = (show: ShowKey) => ({ title: MENUS_PAGE.menuHeading(SHOWS[show].title) });

/** Each page, the h1 it shows, and the title (and description, where fixed) that content gives it. */
const PAGES: [string, ComponentType, RegExp, { title: string; description?: string }][] = [
  ['events', EventsPage, /choose a show/i, PAGE_META.events],
  ['team', TeamPage, /our team/i, PAGE_META.team],
  ['contact', ContactPage, /contact us/i, PAGE_META.contact],
  ['host an event', HostEventPage, /interested in hosting one of our events\?/i, PAGE_META.hostEvent],
  ['menus', MenusPage, /sample menus/i, PAGE_META.menus],
  ['menu one', MenuOnePage, /queen of the ocean: sample menu/i, menuMeta('Titanic')],
  ['menu two', MenuTwoPage, /jfk: sample menu/i, menuMeta('JFK')],
  ['menu three', MenuThreePage, /overlook hotel: sample menu/i, menuMeta('TheOverlookHotel')],
  ['menu four', MenuFourPage, /scrooge: sample menu/i, menuMeta('Scrooge')],
  ['about', AboutPage, /about us/i, PAGE_META.about],
  ['chefs', ChefsPage, /our chefs/i, PAGE_META.chefs],
  ['staff', AdminPage, /staff/i, PAGE_META.admin],
  ['privacy', PrivacyPage, /privacy/i, PAGE_META.privacy],
  ['accessibility', AccessibilityPage, /accessibility/i, PAGE_META.accessibility],
  ["what's on", WhatsOnPage, /what's on/i, WHATS_ON_COPY.meta],
  ['confirm a subscription', ConfirmPage, /confirm your request/i, PAGE_META.subscribeConfirm],
  ['unsubscribe', UnsubscribePage, /unsubscribe/i, PAGE_META.unsubscribe],
  ['not found', NotFoundPage, /can't find that page/i, PAGE_META.notFound],
];

describe('content pages', () => {
  it.each(PAGES)(
    '%s has one h1 inside main#main, and its own title and description',
    async (_, Page, heading, meta) => {
      // The setup empties the title after every test, so a title left by another page cannot pass here.
      expect(document.title).toBe('');
      const container = renderPage(Page);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
      expect(container.querySelector('main#main')).not.toBeNull();
      await waitFor(() => expect(document.title).toBe(documentTitle(meta.title)));
      expect(document.title).toContain(COMPANY_DETAILS.name);
      const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
      if (meta.description) expect(description).toBe(meta.description);
      else expect(description).toBeTruthy();
    },
  );

  it("'Choose a show' links each card to its show page and its Book button to that show's dates on What's on", () => {
    renderPage(EventsPage);
    const book = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(book(/^book the queen of the ocean/i)).toBe('/whats-on?show=Titanic');
    expect(book(/^book the overlook hotel/i)).toBe('/whats-on?show=TheOverlookHotel');
    expect(book(/^book scrooge/i)).toBe('/whats-on?show=Scrooge');
    expect(book(/^book jfk/i)).toBe('/whats-on?show=JFK');
    expect(screen.getByRole('link', { name: 'JFK' })).toHaveAttribute('href', '/jfk');
  });

  it("the page for an address that does not exist suggests What's on first", () => {
    renderPage(NotFoundPage);
    const links = screen.getAllByRole('link');
    expect(links[0]).toHaveAccessibleName(/what's on/i);
    expect(links[0]).toHaveAttribute('href', '/whats-on');
  });

  it('the team page introduces the managing director and three team members', () => {
    renderPage(TeamPage);
    expect(screen.getByText('Managing Director')).toBeInTheDocument();
    const team = screen.getAllByRole('listitem');
    expect(team).toHaveLength(3);
    expect(team.map((m) => within(m).getByRole('heading').textContent)).toHaveLength(3);
    expect(screen.getAllByText('Production Manager')).toHaveLength(2);
    expect(screen.getByText(/social media/i)).toBeInTheDocument();
  });

  it('the contact page gives the one company phone, the number the header and footer show', () => {
    const container = renderPage(ContactPage);
    const phones = [...container.querySelectorAll('main a[href^="tel:"]')];
    expect(phones.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [COMPANY_DETAILS.phone, telHref(COMPANY_DETAILS.phone)],
    ]);
  });

  it('the contact page shows hours, details and the Message us form, without loading the map', () => {
    const container = renderPage(ContactPage);
    expect(screen.getByText(/monday to friday, 8am to 4pm/i)).toBeInTheDocument();
    expect(screen.getByText(/saturday and sunday: closed/i)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Message us' })).toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('the staff page points managers to the dashboard', () => {
    renderPage(AdminPage);
    expect(screen.getByRole('link', { name: /dashboard/i })).toHaveAttribute('href', '/dashboard');
  });

  it('each menu page links to its show’s dates', () => {
    renderPage(MenuTwoPage);
    expect(screen.getByRole('link', { name: /see dates and book jfk/i })).toHaveAttribute('href', '/jfk');
    expect(screen.getAllByText(/vegan/i).length).toBeGreaterThan(0);
  });
});
