import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildVenue } from '../../../tests/builders/fake-data-port';
import { cityPicture, SOLD_OUT_PICTURE } from '../../content/pictures';
import { VenueCard } from './venue-card';
import { UNCONFIRMED_ACCESS } from '../../domain/hotel-facts';
import type { ListingHotel, Venue } from '../../domain/venue';

const hotelOf = (venue: Venue): ListingHotel => ({
  id: 'grand',
  name: venue.hotelName,
  address: venue.hotelLocation,
  mapUrl: '',
  accessContact: '',
  access: UNCONFIRMED_ACCESS,
  dietary: '',
  accessNotes: '',
});

const renderCard = (card: ReactElement) => render(<MemoryRouter>{card}</MemoryRouter>);

describe('VenueCard', () => {
  it('shows the city picture, hotel, date and location, and books in a new tab', () => {
    const venue = buildVenue({
      hotelName: 'The Grand',
      city: 'Brighton',
      date: '2030-01-26',
      bookingUrl: 'https://grand.example/book',
    });
    renderCard(<VenueCard venue={venue} />);

    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('src', cityPicture('Brighton').src);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width');
    expect(screen.getByText('Saturday 26 January 2030')).toBeInTheDocument();
    // The date's own start, beside it: the show's usual one here.
    expect(screen.getByText('Saturday 26 January 2030').parentElement).toHaveTextContent(
      'Saturday 26 January 2030, 7 pm',
    );
    expect(screen.getByText('King Street, Brighton')).toBeInTheDocument();

    // The hotel's booking page is told the visitor came from this site: its origin, and a utm_source.
    const book = screen.getByRole('link', { name: /^book: the grand, saturday 26 january 2030 .*new tab/i });
    expect(book).toHaveAttribute('href', 'https://grand.example/book?utm_source=queenoftheocean');
    expect(book).toHaveAttribute('target', '_blank');
    expect(book).toHaveAttribute('rel', 'noopener');
    expect(book).toHaveAttribute('referrerpolicy', 'origin');

    const name = screen.getByRole('link', { name: /^the grand.*new tab/i });
    expect(name).toHaveAttribute('href', 'https://grand.example/book?utm_source=queenoftheocean');
    expect(name).toHaveAttribute('rel', 'noopener');
    expect(name).toHaveAttribute('referrerpolicy', 'origin');

    expect(
      screen.getByRole('link', { name: /^saturday 26 january 2030, 7 pm: times, map and calendar/i }),
    ).toHaveAttribute('href', '/titanic/2030-01-26-the-grand');
  });

  it('gives a matinee its own start, not the show’s usual evening one', () => {
    renderCard(<VenueCard venue={buildVenue({ date: '2030-01-26', startTime: '14:00' })} />);
    expect(screen.getByRole('link', { name: /^saturday 26 january 2030, 2 pm: times/i })).toHaveTextContent(
      'Saturday 26 January 2030, 2 pm',
    );
  });

  it("links the hotel's booking page as stored when the hotel switched the site's name off", () => {
    const venue = buildVenue({ bookingUrl: 'https://grand.example/book?event=7' });
    renderCard(<VenueCard venue={{ ...venue, hotel: { ...hotelOf(venue), bookingSource: false } }} />);
    expect(screen.getByRole('link', { name: /^book/i })).toHaveAttribute(
      'href',
      'https://grand.example/book?event=7',
    );
  });

  it('marks a sold-out listing with its picture and label, and offers no Book link', () => {
    renderCard(<VenueCard venue={buildVenue({ soldOut: true })} />);
    expect(screen.getByRole('img')).toHaveAttribute('src', SOLD_OUT_PICTURE.src);
    // A mark, not a button: nothing to press, and it reads at full contrast like the other dates' marks.
    expect(screen.getByText('Sold out')).toHaveClass('sold-out-badge');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^book/i })).not.toBeInTheDocument();
  });

  it('does not link the venue name on the JFK page, but still offers Book', () => {
    renderCard(<VenueCard venue={buildVenue({ show: 'JFK', hotelName: 'The Adelphi' })} />);
    expect(screen.getByRole('heading', { name: 'The Adelphi' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^the adelphi/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^book/i })).toHaveAttribute('target', '_blank');
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>'])(
    'renders no link at all for a %s booking link',
    (bookingUrl) => {
      renderCard(<VenueCard venue={buildVenue({ bookingUrl, hotelName: 'The Risky' })} />);
      // Only the date's own page is linked.
      expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
        expect.stringMatching(/^\/titanic\/\d{4}-\d{2}-\d{2}-the-risky$/),
      ]);
      expect(screen.getByRole('heading', { name: 'The Risky' })).toBeInTheDocument();
    },
  );
});
