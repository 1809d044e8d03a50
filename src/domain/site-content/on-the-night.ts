import { z } from 'zod';

/**
 * A show's "On the night" (issues 39 and 40): its running order, its age guidance, how and by when to ask for
 * a dietary need, and what the show needs from the room. One Site content block per show: the date pages and
 * show pages read it (Before you book), and the hotels' kit reuses it.
 */

const line = (max: number) => z.string().trim().min(1).max(max);
const text = (max: number) => z.string().trim().min(1).max(max);

/** What a step of the evening is: the page marks courses and acts apart. */
export const RUNNING_STEPS = ['arrival', 'course', 'act', 'interval'] as const;

/**
 * Minutes from the start, as typed ("-30": half an hour before; "0": the start; "75"): each date's page turns
 * them into clock times from the date's own start, so a matinee's running order needs no second block.
 */
const fromStart = z
  .string()
  .trim()
  .regex(/^-?\d{1,3}$/, 'Give the minutes from the start as a number, like -30, 0 or 75');

export const onTheNightSchema = z.object({
  running: z
    .array(z.object({ at: fromStart, step: z.enum(RUNNING_STEPS), what: line(100) }))
    .min(1)
    .max(12),
  age: text(300),
  dietary: text(400),
  /** How many days before the date a dietary need must reach the hotel. */
  dietaryDays: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, 'Give a number of days, like 7'),
  roomSpace: text(400),
  roomPower: text(400),
  roomTables: text(400),
});

export type OnTheNight = z.output<typeof onTheNightSchema>;
export type RunningStep = OnTheNight['running'][number];
