import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildVenue, fakeDataPort } from '../../../tests/builders/fake-data-port';
import { showArt } from '../../content/pictures';
import { JFK } from '../../content/show-details/jfk';
import { OVERLOOK } from '../../content/show-details/overlook';
import { SCROOGE } from '../../content/show-details/scrooge';
import { TITANIC } from '../../content/show-details/titanic';
import { SHOWS } from '../../content/shows';
import { DataPortProvider } from '../../data/data-port-context';
import type { ShowDetailsContent } from '../../domain/site-content/blocks';
import type { ShowKey } from '../../domain/shows';
import { documentTitle } from '../../ui/use-page-meta';
import { ShowPage } from './show-page';

const DETAILS: Record<ShowKey, ShowDetailsContent> = {
  Titanic: TITANIC,
  JFK,
  TheOverlookHotel: OVERLOOK,
  Scrooge: SCROOGE,
};

function renderPage(show: ShowKey, address = '/') {
  const { port } = fakeDataPort({}, [buildVenue({ show, hotelName: 'The Grand' })]);
  render(
    <MemoryRouter initialEntries={[address]}>
      <DataPortProvider port={port}>
        <ShowPage show={show} details={DETAILS[show]} />
      </DataPortProvider>
    </MemoryRouter>,
  );
}

/** The facts each page must say (docs/product.md, Pages), found across its four tabs. */
const FACTS: Record<ShowKey, RegExp[]> = {
  Titanic: [/starts at 7 pm/i, /three-course meal/i, /last 30 minutes are emotional/i, /no age restriction/i],
  JFK: [
    /two-hour team game/i,
    /murder mystery meets escape room/i,
    /final ten minutes before the motorcade/i,
    /15 and over/i,
    /accompanied by an adult/i,
  ],
  TheOverlookHotel: [
    /1920s cocktail soiree/i,
    /immersive dining and theatre/i,
    /cast of three/i,
    /hosted by a bartender/i,
    /domestic abuse/i,
    /strong language/i,
    /strobe lighting/i,
    /unsuitable for guests under 15/i,
    /under 18 must be accompanied/i,
  ],
  Scrooge: [
    /victorian christmas/i,
    /victorian costumes welcome/i,
    /christmas jumpers/i,
    /no age restriction, but younger guests must be accompanied by an adult/i,
  ],
};

async function allTabText() {
  const user = userEvent.setup({ delay: null });
  let text = '';
  for (const tab of screen.getAllByRole('tab')) {
    await user.click(tab);
    text += ` ${screen.getByRole('tabpanel').textContent ?? ''}`;
  }
  return text;
}

describe('ShowPage', () => {
  it.each(Object.keys(SHOWS) as ShowKey[])('gives %s its own title and description', (show) => {
    renderPage(show);
    expect(document.title).toBe(documentTitle(SHOWS[show].pageTitle));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      SHOWS[show].summary,
    );
  });

  it('shows the Titanic banner with the company name, the subtitle and a high-priority picture', () => {
    renderPage('Titanic');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The Queen of the Ocean');
    expect(screen.getByText('Titanic, April 1912')).toBeInTheDocument();
    const banner = screen
      .getAllByAltText(showArt('Titanic').banner.alt)
      .find((image) => image.matches('.show-banner__image'));
    expect(banner).toHaveAttribute('fetchpriority', 'high');
    expect(banner).not.toHaveAttribute('loading');
  });

  it.each([
    ['Titanic', 'Titanic, April 1912'],
    ['JFK', 'JFK'],
    ['TheOverlookHotel', 'THE OVERLOOK HOTEL'],
    ['Scrooge', 'Scrooge'],
  ] as const)('gives %s its banner subtitle', (show, subtitle) => {
    renderPage(show);
    expect(screen.getByText(subtitle, { selector: '.show-banner__subtitle' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    // The banner never says the same thing twice.
    expect(subtitle.toLowerCase()).not.toBe(headings[0]?.textContent?.toLowerCase());
  });

  it.each(Object.keys(FACTS) as ShowKey[])(
    'tells every fact of %s, and the facts shared by all',
    async (show) => {
      renderPage(show);
      const text = await allTabText();
      for (const fact of FACTS[show]) expect(text).toMatch(fact);
      expect(text).toMatch(/dress code is a recommendation only/i);
      expect(text).toMatch(/price and the menu are the same for every guest, whatever their age/i);
      expect(text).toMatch(/sample.*vary by venue/i);
      expect(text).toMatch(/starters/i);
    },
  );

  it('asks "tell me when" about the city its dates are narrowed to', async () => {
    renderPage('Scrooge', '/Scrooge?city=cardiff');
    try {
      await userEvent.click(
        await screen.findByRole('button', { name: /^Tell me when .* comes to my city$/ }),
      );
      expect(await screen.findByLabelText(/which city/i)).toHaveValue('Cardiff');
      expect(screen.getByLabelText(/which show/i)).toHaveValue('Scrooge');
    } finally {
      // The city is remembered for the visit: the next test's visit starts without it.
      sessionStorage.clear();
    }
  });

  it('links from under its tagline down to its dates, which a phone shows screens further on', async () => {
    renderPage('Titanic');
    const toDates = screen.getByRole('link', { name: 'See the dates and book' });
    const target = toDates.getAttribute('href') ?? '';
    expect(document.querySelector(target)).toBe(
      screen.getByRole('heading', { level: 2, name: 'Upcoming dates' }),
    );
  });

  it('says bookings are handled by the venue host, then lists the dates', async () => {
    renderPage('Scrooge');
    expect(screen.getByText(/bookings are handled by each venue host/i)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /the grand/i })).toBeInTheDocument();
  });
});
