import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeDataPort } from '../../../tests/builders/fake-data-port';
import { HOME_META, HOME_THREE, HOME_TWO } from '../../content/home';
import { DataPortProvider } from '../../data/data-port-context';
import { documentTitle } from '../../ui/use-page-meta';
// swiper/react is the project's double (vitest.config.ts): jsdom cannot lay Swiper out.
import { stubReducedMotion } from '../../../tests/builders/swiper-double';
import HomePage from './home-page';
import HomeThreePage from './home-three-page';
import HomeTwoPage from './home-two-page';

/** Renders a page and waits for its deferred sections (carousels, contact) to arrive. */
async function renderPage(Page: () => React.JSX.Element) {
  render(
    <DataPortProvider port={fakeDataPort().port}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </DataPortProvider>,
  );
  // The first import of a section's chunk can take a while on a busy machine.
  await waitFor(() => expect(document.querySelector('.section-placeholder')).toBeNull(), { timeout: 8000 });
}

describe('Home page links', () => {
  beforeEach(() => stubReducedMotion(true));
  afterEach(() => vi.unstubAllGlobals());

  it('has one h1, its own title and description', async () => {
    await renderPage(HomePage);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(documentTitle(HOME_META.title));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      HOME_META.description,
    );
  });

  it('names each of its regions apart, as a screen reader lists them', async () => {
    await renderPage(HomePage);
    // Every region here is named by aria-label or by its heading.
    const names = screen
      .getAllByRole('region')
      .map(
        (region) =>
          region.getAttribute('aria-label') ??
          document.getElementById(region.getAttribute('aria-labelledby') ?? '')?.textContent,
      );
    expect(names.length).toBeGreaterThan(3);
    expect(new Set(names).size, names.join(', ')).toBe(names.length);
  });

  it('sends every "Book tickets" to its show\'s dates, and the card\'s title to the show page', async () => {
    await renderPage(HomePage);
    const grid = within(screen.getByRole('region', { name: 'Our Experiences' }));
    const targets = grid
      .getAllByRole('link', { name: /^Book tickets/ })
      .map((link) => [link.textContent?.replace('Book tickets for ', ''), link.getAttribute('href')]);
    expect(targets).toEqual([
      ['JFK', '/whats-on?show=JFK'],
      ['The Queen of the Ocean', '/whats-on?show=Titanic'],
      ['The Overlook Hotel', '/whats-on?show=TheOverlookHotel'],
      ['Scrooge', '/whats-on?show=Scrooge'],
    ]);
    expect(grid.getByRole('link', { name: 'Scrooge' })).toHaveAttribute('href', '/Scrooge');
  });

  it('sends "Book a Show" and "view all shows" to the dates on What\'s on', async () => {
    await renderPage(HomePage);
    for (const link of screen.getAllByRole('link', { name: /^Book a Show/ }))
      expect(link).toHaveAttribute('href', expect.stringMatching(/^\/whats-on\?show=\w+$/));
    expect(screen.getByRole('link', { name: /view all shows/i })).toHaveAttribute('href', '/whats-on');
  });

  it('has the contact section: hours, weekends closed, contact block and "Special Request"', async () => {
    await renderPage(HomePage);
    const section = within(screen.getByRole('region', { name: 'Get in touch' }));
    expect(section.getByText('Monday to Friday, 8am to 4pm')).toBeInTheDocument();
    expect(section.getByText('Saturday and Sunday: closed')).toBeInTheDocument();
    expect(section.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(section.getByLabelText(/Special Request/)).toBeInTheDocument();
    expect(section.getByRole('img')).toHaveAttribute('src', expect.stringMatching(/contact/));
  });

  it('never links to "#"', async () => {
    await renderPage(HomePage);
    expect(document.querySelector('a[href="#"]')).toBeNull();
  });
});

describe('Alternative homes', () => {
  beforeEach(() => stubReducedMotion(true));
  afterEach(() => vi.unstubAllGlobals());

  it('/hometwo carries its own navigation, one h1 and its own title', async () => {
    await renderPage(HomeTwoPage);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(documentTitle(HOME_TWO.meta.title));
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Host an event' }),
    ).toHaveAttribute('href', '/eventContact');
    expect(screen.getByRole('link', { name: 'BOOK A TICKET' })).toHaveAttribute('href', '/whats-on');
  });

  it('/homethree has a poster hero with one h1, its own title and a way to the dates', async () => {
    await renderPage(HomeThreePage);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(documentTitle(HOME_THREE.meta.title));
    expect(screen.getByRole('link', { name: 'Find a date' })).toHaveAttribute('href', '/whats-on');
    expect(screen.getByRole('link', { name: 'Book a Show' })).toHaveAttribute('href', '/whats-on');
  });
});
