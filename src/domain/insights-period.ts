import { z } from 'zod';
import { ISO_DATE } from './dates';

/** The period the dashboard asks about: ISO days, both included. */
export const insightsPeriodSchema = z
  .object({ from: z.string().regex(ISO_DATE), to: z.string().regex(ISO_DATE) })
  .refine(({ from, to }) => from <= to, { message: 'The period must start before it ends', path: ['to'] });
export type InsightsPeriod = z.output<typeof insightsPeriodSchema>;
