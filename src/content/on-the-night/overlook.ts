import type { OnTheNight } from '../../domain/site-content/on-the-night';
import { DIETARY, SEATED_ROOM } from './common';

/** The Overlook Hotel's On the night as the site was built (the seed of its Site content block). */
export const OVERLOOK_NIGHT: OnTheNight = {
  running: [
    { at: '-30', step: 'arrival', what: 'A welcome cocktail from the bar' },
    { at: '0', step: 'act', what: 'The soiree begins: the hotel’s guests arrive' },
    { at: '25', step: 'course', what: 'Starters' },
    { at: '50', step: 'act', what: 'Act one' },
    { at: '80', step: 'course', what: 'Mains' },
    { at: '110', step: 'act', what: 'Act two' },
    { at: '130', step: 'course', what: 'Desserts' },
    { at: '150', step: 'act', what: 'The last dance' },
  ],
  age: 'May be unsuitable for under-15s; anyone under 18 must be accompanied by an adult.',
  dietary: DIETARY,
  dietaryDays: '7',
  ...SEATED_ROOM,
  roomPower:
    'Three standard 13 A sockets near the performance area (sound and the strobe lighting), on separate circuits if possible.',
};
