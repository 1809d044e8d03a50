import { describe, expect, it } from 'vitest';
import { onTheNightSchema } from '../domain/site-content/on-the-night';
import { ON_THE_NIGHT } from './on-the-night';

describe('the On the night block', () => {
  it('refuses a step time that is not minutes from the start and a dietary notice that is not days', () => {
    const checked = onTheNightSchema.safeParse({
      ...ON_THE_NIGHT.Titanic,
      running: [{ at: 'half six', step: 'arrival', what: 'Arrive' }],
      dietaryDays: 'a week',
    });
    expect(checked.success).toBe(false);
    const paths = checked.success ? [] : checked.error.issues.map((issue) => issue.path.join('.'));
    expect(paths.sort()).toEqual(['dietaryDays', 'running.0.at']);
  });
});
