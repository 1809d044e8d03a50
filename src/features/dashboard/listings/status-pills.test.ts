import { describe, expect, it } from 'vitest';
import { statusPills } from './status-pills';

const texts = (venue: Parameters<typeof statusPills>[0]) => statusPills(venue).map((pill) => pill.text);

describe("a listing's status, as the dashboard shows it", () => {
  it('says a moved date moved, and from when, never plain "On sale"', () => {
    expect(texts({ status: 'rescheduled', availability: 'on-sale', previousDate: '2099-12-18' })).toEqual([
      'Moved from Friday 18 December 2099',
    ]);
    expect(texts({ status: 'rescheduled', availability: 'on-sale' })).toEqual(['Moved']);
  });

  it('keeps short seats beside a move: few left, sold out', () => {
    expect(texts({ status: 'rescheduled', availability: 'few-left', previousDate: '2099-12-18' })).toEqual([
      'Moved from Friday 18 December 2099',
      'Few seats left',
    ]);
    expect(texts({ status: 'rescheduled', availability: 'sold-out', previousDate: '2099-12-18' })).toEqual([
      'Moved from Friday 18 December 2099',
      'Sold out',
    ]);
  });

  it('says only cancelled or postponed for a called-off date, whatever its seats', () => {
    expect(texts({ status: 'cancelled', availability: 'sold-out' })).toEqual(['Cancelled']);
    expect(texts({ status: 'postponed', availability: 'on-sale' })).toEqual(['Postponed']);
  });

  it('gives a scheduled date its seats', () => {
    expect(statusPills({ status: 'scheduled', availability: 'on-sale' })).toEqual([
      { text: 'On sale', look: 'is-on-sale' },
    ]);
    expect(texts({ status: 'scheduled', availability: 'few-left' })).toEqual(['Few seats left']);
    expect(texts({ status: 'scheduled', availability: 'sold-out' })).toEqual(['Sold out']);
  });
});
