import type { RunningStep } from '../domain/site-content/on-the-night';

/** Words of the Before you book panel (issue 40): on each date page, and on a show page for the show alone. */
export const BEFORE_YOU_BOOK_COPY = {
  heading: 'Before you book',
  evening: 'The evening',
  eveningGist: (arrival: string, start: string, finish: string, length: string) =>
    arrival === start
      ? `${start} to ${finish} (${length})`
      : `Arrive ${arrival}, ${start} to about ${finish} (${length})`,
  usualTimes: 'The times of most dates: each date’s page gives its own.',
  steps: {
    arrival: 'Arrival',
    course: 'Course',
    act: 'Act',
    interval: 'Interval',
    finish: 'Finish',
  } satisfies Record<RunningStep['step'] | 'finish', string>,
  finishes: 'The evening ends',
  length: (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    const h = hours === 0 ? '' : hours === 1 ? '1 hour' : `${hours} hours`;
    const m = rest === 0 ? '' : `${rest} minutes`;
    return [h, m].filter(Boolean).join(' ');
  },
  menu: 'The menu',
  menuGist: 'Three courses; vegetarian (V) and vegan (VG) choices',
  marks: { standard: null, vegetarian: 'V', vegan: 'VG' } as const,
  markNames: { vegetarian: 'vegetarian', vegan: 'vegan' } as const,
  glutenFree: { mark: 'GF', name: 'gluten free' },
  menuSample: 'A sample: each hotel’s kitchen cooks its own version.',
  fullMenu: 'The full sample menu',
  dietary: 'Dietary needs and allergens',
  dietaryBy: (deadline: string) => `Tell the hotel by ${deadline}`,
  dietaryDays: (days: number) =>
    days === 0 ? 'Tell the hotel when you book' : `Tell the hotel at least ${days} days before`,
  allergens: 'The hotel’s allergen information',
  allergenLink: 'Read it on the hotel’s website',
  allergenPhone: 'Ask the hotel',
  dress: 'Dress code',
  age: 'Age',
  warnings: 'Warnings',
  access: 'Access',
  /** Access in brief: the step-free answer, or that it is not confirmed (never a guess). */
  stepFree: (fact: string, answer: string | null) =>
    answer === null ? `${fact} not confirmed: ask the venue` : `${fact}: ${answer}`,
  parking: 'Parking',
  stay: 'Staying the night',
  stayLink: 'Rooms at the hotel',
  where: 'The hotel',
  map: 'Show on a map',
  newTab: 'opens in a new tab',
  /** What a fact the hotel has not given says: never a guess. */
  unconfirmed: 'Not confirmed: ask the venue',
} as const;
