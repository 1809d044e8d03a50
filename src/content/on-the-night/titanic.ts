import type { OnTheNight } from '../../domain/site-content/on-the-night';
import { DIETARY, SEATED_ROOM } from './common';

/** Titanic's On the night as the site was built (the seed of its Site content block). */
export const TITANIC_NIGHT: OnTheNight = {
  running: [
    { at: '-30', step: 'arrival', what: 'Meet your fellow passengers over a drink' },
    { at: '0', step: 'act', what: 'All aboard: the captain welcomes the passengers' },
    { at: '20', step: 'course', what: 'Starters' },
    { at: '45', step: 'act', what: 'Act one: life on board' },
    { at: '75', step: 'course', what: 'Mains' },
    { at: '105', step: 'act', what: 'Act two: the iceberg' },
    { at: '125', step: 'course', what: 'Desserts' },
    { at: '150', step: 'act', what: 'The final act: the end of the voyage' },
  ],
  age: 'No age restriction; parents may want to talk the ending through with younger children beforehand.',
  dietary: DIETARY,
  dietaryDays: '7',
  ...SEATED_ROOM,
};
