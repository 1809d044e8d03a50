import { describe, expect, it } from 'vitest';
import type { VenueFields } from '../../../domain/venue';
import { alreadyListedErrors } from './already-listed';
import { EMPTY_DATE_PLAN, type DatePlan } from './venue-dates';

const place = (hotelName: string): Omit<VenueFields, 'date'> => ({
  show: 'Titanic',
  hotelName,
  hotelLocation: 'Peter Street, Manchester',
  city: 'Manchester',
  bookingUrl: 'https://tickets.example.com/midland',
  status: 'scheduled',
  availability: 'on-sale',
  soldOut: false,
  extras: [],
});
const stored = [
  { show: 'Titanic', hotelName: 'The Midland', date: '2099-12-04' },
  { show: 'Titanic', hotelName: 'The Midland', date: '2099-12-11' },
  { show: 'JFK', hotelName: 'The Lowry', date: '2099-12-04' },
] as const;
const FRIDAYS = ['2099-12-04', '2099-12-11', '2099-12-18'];
const weekly: DatePlan = { ...EMPTY_DATE_PLAN, mode: 'weekly', from: '2099-12-01', to: '2099-12-20' };

describe("the Add form's dates already listed", () => {
  it('marks each typed date the hotel already has this show on, and no other', () => {
    const plan: DatePlan = { ...EMPTY_DATE_PLAN, list: FRIDAYS };
    expect(alreadyListedErrors(plan, FRIDAYS, [place('the midland')], stored)).toEqual({
      'dates.0': 'The Queen of the Ocean (Titanic) at the midland is already listed on this date',
      'dates.1': 'The Queen of the Ocean (Titanic) at the midland is already listed on this date',
    });
  });

  it('names the dates once under a pattern, and on the name of another hotel of the form', () => {
    expect(alreadyListedErrors(weekly, FRIDAYS, [place('The Lowry'), place('The Midland')], stored)).toEqual({
      'hotels.1.hotelName':
        'The Queen of the Ocean (Titanic) at The Midland is already listed on Friday 4 December 2099, Friday 11 December 2099: leave those dates out.',
    });
    expect(alreadyListedErrors(weekly, FRIDAYS, [place('The Midland')], stored)).toEqual({
      patternTo:
        'The Queen of the Ocean (Titanic) at The Midland is already listed on Friday 4 December 2099, Friday 11 December 2099: leave those dates out.',
    });
  });

  it('lets another show at the hotel, or the show at another hotel, share a day', () => {
    const plan: DatePlan = { ...EMPTY_DATE_PLAN, list: ['2099-12-04'] };
    expect(alreadyListedErrors(plan, ['2099-12-04'], [place('The Lowry')], stored)).toEqual({});
    expect(
      alreadyListedErrors(plan, ['2099-12-04'], [{ ...place('The Midland'), show: 'Scrooge' }], stored),
    ).toEqual({});
  });
});
