import type { OnTheNight } from '../../domain/site-content/on-the-night';
import { DIETARY, SEATED_ROOM } from './common';

/** Scrooge's On the night as the site was built (the seed of its Site content block). */
export const SCROOGE_NIGHT: OnTheNight = {
  running: [
    { at: '-30', step: 'arrival', what: 'Mulled wine and carols' },
    { at: '0', step: 'act', what: 'Christmas Eve: Scrooge has no time for merriment' },
    { at: '20', step: 'course', what: 'Starters' },
    { at: '45', step: 'act', what: 'The Ghost of Christmas Past' },
    { at: '75', step: 'course', what: 'Mains' },
    { at: '105', step: 'act', what: 'The Ghost of Christmas Present' },
    { at: '125', step: 'course', what: 'Desserts' },
    { at: '150', step: 'act', what: 'The Ghost of Christmas Yet to Come, and Christmas morning' },
  ],
  age: 'No age restriction; younger guests must be accompanied by an adult.',
  dietary: DIETARY,
  dietaryDays: '7',
  ...SEATED_ROOM,
};
