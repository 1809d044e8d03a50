import type { OnTheNight } from '../../domain/site-content/on-the-night';
import { DIETARY, SEATED_ROOM } from './common';

/** JFK's On the night as the site was built (the seed of its Site content block). */
export const JFK_NIGHT: OnTheNight = {
  running: [
    { at: '-30', step: 'arrival', what: 'Find your team’s table' },
    { at: '0', step: 'act', what: 'The briefing: your table becomes a team of agents' },
    { at: '15', step: 'course', what: 'Starters' },
    { at: '30', step: 'act', what: 'Round one: question the suspects' },
    { at: '50', step: 'course', what: 'Mains' },
    { at: '75', step: 'act', what: 'Round two: clues and puzzles' },
    { at: '90', step: 'course', what: 'Desserts' },
    { at: '105', step: 'act', what: 'The verdict: who planned the plot?' },
  ],
  age: 'Ages 15 and over; anyone under 18 must be accompanied by an adult.',
  dietary: DIETARY,
  dietaryDays: '7',
  ...SEATED_ROOM,
  roomTables:
    'Round tables of 6 to 8 (each table is a team), with room for the cast to move between them; a table at the front for the evidence board.',
};
