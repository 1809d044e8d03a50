import { z } from 'zod';
import { allergenInfo } from './hotel-facts';
import { LIMITS } from './limits';
import { optionalBody, optionalText } from './text';
import { safeHttpUrl } from './url';

const STAY_TEXT = 500;

/** The hotel's before-you-book facts as a manager enters them (hotel-facts.ts, HotelStayFacts). */
export const hotelStaySchema = z.object({
  allergenInfo: optionalText('Allergen information', LIMITS.url).refine(
    (value) => value === '' || allergenInfo(value) !== null,
    'Allergen information must be a web address starting with https:// or a phone number, like 029 2000 0000',
  ),
  parkingInfo: optionalBody('Parking', STAY_TEXT),
  stayInfo: optionalBody('Staying the night', STAY_TEXT),
  stayUrl: optionalText('Staying the night link', LIMITS.url).refine(
    (value) => value === '' || safeHttpUrl(value) !== null,
    'Staying the night link must be a web address starting with https:// or http://',
  ),
});
