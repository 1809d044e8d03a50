import { describe, expect, it } from 'vitest';
import { buildVenue } from '../../tests/builders/fake-data-port';
import { pickHomeDates } from './home-dates';

const at = (show: 'Titanic' | 'JFK' | 'Scrooge' | 'TheOverlookHotel', date: string) =>
  buildVenue({ id: `${show}-${date}`, show, date });

describe("the home page's Our shows dates", () => {
  it('takes the soonest date of each show first, then the soonest of the rest, up to six, in date order', () => {
    const upcoming = [
      at('Titanic', '2030-01-01'),
      at('Titanic', '2030-01-02'),
      at('Titanic', '2030-01-03'),
      at('Titanic', '2030-01-04'),
      at('Titanic', '2030-01-05'),
      at('Titanic', '2030-01-06'),
      at('JFK', '2030-03-01'),
      at('Scrooge', '2030-12-01'),
    ];
    expect(pickHomeDates(upcoming).map((venue) => venue.id)).toEqual([
      'Titanic-2030-01-01',
      'Titanic-2030-01-02',
      'Titanic-2030-01-03',
      'Titanic-2030-01-04',
      'JFK-2030-03-01',
      'Scrooge-2030-12-01',
    ]);
  });

  it('shows fewer cards when there are fewer dates, and none when nothing is listed', () => {
    expect(pickHomeDates([at('JFK', '2030-03-01')]).map((venue) => venue.id)).toEqual(['JFK-2030-03-01']);
    expect(pickHomeDates([])).toEqual([]);
  });
});
