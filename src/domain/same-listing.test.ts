import { describe, expect, it } from 'vitest';
import { alreadyListedRefusal } from './same-listing';

const at = (hotelName: string, date: string, show: 'Titanic' | 'JFK' = 'Titanic') => ({
  show,
  hotelName,
  date,
});

describe('alreadyListedRefusal', () => {
  it('lets through what no listing has, and another show or hotel on the same day', () => {
    const stored = [at('The Midland', '2026-12-04')];
    expect(
      alreadyListedRefusal(stored, [at('The Midland', '2026-12-05'), at('The Principal', '2026-12-04')]),
    ).toBeNull();
    expect(alreadyListedRefusal(stored, [at('The Midland', '2026-12-04', 'JFK')])).toBeNull();
  });

  it('names each hotel once with its dates, stored ones and twins of the same write alike', () => {
    const stored = [at('The Midland', '2026-12-04'), at('The Midland', '2026-12-11')];
    const adding = [
      at('the midland ', '2026-12-04'),
      at('The Principal', '2026-12-05'),
      at('The Midland', '2026-12-11'),
      at('The Principal', '2026-12-05'),
    ];
    expect(alreadyListedRefusal(stored, adding)).toBe(
      'The Queen of the Ocean (Titanic) at the midland is already listed on Friday 4 December 2026, Friday 11 December 2026: leave those dates out. ' +
        'The Queen of the Ocean (Titanic) at The Principal is already listed on Saturday 5 December 2026: leave that date out.',
    );
  });
});
