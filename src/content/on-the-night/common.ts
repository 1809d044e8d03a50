import type { BlockId } from '../../domain/site-content/blocks';
import type { ShowKey } from '../../domain/shows';

/**
 * Each show's On the night as the site was built (the seeds of its Site content blocks): the running order
 * in minutes from the start (each date's page makes clock times of them), the age guidance, how and by when
 * to ask for a dietary need, and what the show needs from the room. The finish comes from the show's length
 * (../show-times.ts), so the page and the calendar files cannot disagree.
 */
export const ON_THE_NIGHT_BLOCKS = {
  Titanic: 'night-titanic',
  JFK: 'night-jfk',
  TheOverlookHotel: 'night-overlook',
  Scrooge: 'night-scrooge',
} as const satisfies Record<ShowKey, BlockId>;

// What every show says alike, as built (each show's block may say it its own way).
export const DIETARY =
  'Tell the hotel about allergies and dietary needs when you book, so its kitchen can cook for you. Vegetarian and vegan choices are on every course.';
export const SEATED_ROOM = {
  roomSpace:
    'A function room seating the guests at round tables, with a clear performance area of about 4 by 4 metres and a route for the cast between the tables.',
  roomPower: 'Two standard 13 A sockets near the performance area, on separate circuits if possible.',
  roomTables:
    'Round tables of 8 to 10, spread so the cast can walk between every table; a small table for the sound desk at the back of the room.',
};
