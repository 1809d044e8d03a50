import { describe, expect, it } from 'vitest';
import { aHotelInput } from '../../tests/builders/inputs';
import { hotelInputSchema } from './hotel';
import { allergenInfo } from './hotel-facts';
import { fieldErrors } from './validation';

describe("a hotel's before-you-book facts", () => {
  it('start empty: a hotel saved without them claims nothing', () => {
    expect(hotelInputSchema.parse(aHotelInput())).toMatchObject({
      allergenInfo: '',
      parkingInfo: '',
      stayInfo: '',
      stayUrl: '',
    });
  });

  it('read the allergen information as a link or a number to ring', () => {
    expect(allergenInfo(' https://hotel.example/allergens ')).toEqual({
      kind: 'link',
      href: 'https://hotel.example/allergens',
    });
    expect(allergenInfo('Kitchen: 029 2000 0000')).toEqual({
      kind: 'phone',
      number: 'Kitchen: 029 2000 0000',
      dial: '02920000000',
    });
    expect(allergenInfo('')).toBeNull();
    expect(allergenInfo('ask the waiter')).toBeNull();
    expect(allergenInfo('javascript:alert(1)')).toBeNull();
  });

  it('refuse what is neither, a link that is not a web address and overlong words, each by name', () => {
    const checked = hotelInputSchema.safeParse(
      aHotelInput({
        allergenInfo: 'ask the waiter',
        parkingInfo: 'x'.repeat(501),
        stayInfo: 'Rooms\u0000',
        stayUrl: 'javascript:alert(1)',
      }),
    );
    expect(checked.success).toBe(false);
    const errors = checked.success ? {} : fieldErrors(checked.error);
    expect(Object.keys(errors).sort()).toEqual(['allergenInfo', 'parkingInfo', 'stayInfo', 'stayUrl']);
    expect(errors.allergenInfo).toMatch(/web address .* or a phone number/);
  });
});
