/** The shape of a sample menu and the words of its diet marks, apart from the four menus themselves. */
import type { ShowKey } from '../domain/shows';

export type Diet = 'standard' | 'vegetarian' | 'vegan';

export interface Dish {
  name: string;
  description: string;
  diet: Diet;
}

export interface Course {
  name: 'Starters' | 'Mains' | 'Desserts';
  dishes: readonly Dish[];
}

export interface SampleMenu {
  show: ShowKey;
  intro: string;
  courses: readonly [Course, Course, Course];
}

export const DIET_LABELS: Record<Diet, string | null> = {
  standard: null,
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
};
