import type { BlockId } from '../domain/site-content/blocks';
import type { OnTheNight } from '../domain/site-content/on-the-night';
import type { ShowKey } from '../domain/shows';

/**
 * Each show's On the night as the site was built (the seeds of its Site content blocks): the running order
 * in minutes from the start (each date's page makes clock times of them), the age guidance, how and by when
 * to ask for a dietary need, and what the show needs from the room. The finish comes from the show's length
 * (show-times.ts), so the page and the calendar files cannot disagree.
 */
export const ON_THE_NIGHT_BLOCKS = {
  Titanic: 'night-titanic',
  JFK: 'night-jfk',
  TheOverlookHotel: 'night-overlook',
  Scrooge: 'night-scrooge',
} as const satisfies Record<ShowKey, BlockId>;

const DIETARY =
  'Tell the hotel about allergies and dietary needs when you book, so its kitchen can cook for you. Vegetarian and vegan choices are on every course.';
const SEATED_ROOM = {
  roomSpace:
    'A function room seating the guests at round tables, with a clear performance area of about 4 by 4 metres and a route for the cast between the tables.',
  roomPower: 'Two standard 13 A sockets near the performance area, on separate circuits if possible.',
  roomTables:
    'Round tables of 8 to 10, spread so the cast can walk between every table; a small table for the sound desk at the back of the room.',
};

export const ON_THE_NIGHT: Record<ShowKey, OnTheNight> = {
  Titanic: {
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
  },
  JFK: {
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
  },
  TheOverlookHotel: {
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
  },
  Scrooge: {
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
  },
};
