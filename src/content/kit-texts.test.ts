import { describe, expect, it } from 'vitest';
import { kitTexts } from './kit-texts';
import { OVERLOOK } from './show-details/overlook';

const PLACE = { hotel: 'The Grand', town: 'York', when: 'Friday 4 December 2026, 7:30 pm' };

describe("the hotel kit's words", () => {
  it('end where and when with the date’s mark when it is not simply on sale, as its pictures do', () => {
    expect(kitTexts('TheOverlookHotel', OVERLOOK, PLACE).short).toMatch(/at The Grand, York\.$/);
    const soldOut = kitTexts('TheOverlookHotel', OVERLOOK, { ...PLACE, status: 'Sold out' });
    expect(soldOut.short).toMatch(/7:30 pm at The Grand, York\. Sold out\.$/);
    expect(soldOut.long).toMatch(/York\. Sold out\.$/);
  });

  it('says the age once, as its own text, and keeps every other warning', () => {
    const texts = kitTexts('TheOverlookHotel', OVERLOOK, PLACE);
    expect(texts.ageGuidance).toBe(
      'May be unsuitable for under-15s; under-18s must be accompanied by an adult',
    );
    expect(texts.warnings).not.toMatch(/under 1[58]/);
    expect(texts.warnings.split('\n')).toEqual([
      'Please read these before you book. The show contains:',
      '- Scenes of domestic abuse',
      '- Strong language',
      '- Strobe lighting',
    ]);
  });
});
