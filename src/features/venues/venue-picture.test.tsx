import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  cityPicture,
  COMING_SOON_PICTURE,
  DEFAULT_CITY_PICTURE,
  SOLD_OUT_PICTURE,
} from '../../content/pictures';
import { VenueImage } from './venue-image';
import { fallbackPicture, venuePicture } from './venue-picture';

describe('venue pictures', () => {
  it.each([
    ['Titanic', cityPicture('Manchester')],
    ['JFK', COMING_SOON_PICTURE],
    ['TheOverlookHotel', DEFAULT_CITY_PICTURE],
    ['Scrooge', DEFAULT_CITY_PICTURE],
  ] as const)('falls back on the %s page to its default picture', (show, picture) => {
    expect(fallbackPicture(show)).toEqual(picture);
  });

  it('shows the city, or the sold-out picture for a sold-out listing', () => {
    expect(venuePicture({ city: 'York', soldOut: false }).src).toBe(cityPicture('York').src);
    expect(venuePicture({ city: 'York', soldOut: true })).toEqual(SOLD_OUT_PICTURE);
  });

  it('switches to the fallback once when the picture fails to load', () => {
    render(<VenueImage picture={cityPicture('York')} fallback={COMING_SOON_PICTURE} />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('src', cityPicture('York').src);
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', COMING_SOON_PICTURE.src);
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', COMING_SOON_PICTURE.src);
  });
});
