import type { SampleMenu } from '../menu-labels';
import type { InfoTab } from '../shows';

/**
 * A show's long words, one module per show: a show page loads its own show's (show-page.tsx) and not the
 * other three (docs/product.md, Budgets). The menu pages read the menus through MENUS (menus.ts).
 */
export interface ShowDetails {
  tabs: readonly [InfoTab, InfoTab, InfoTab, InfoTab];
  menu: SampleMenu;
}

// Facts that hold for every show (docs/product.md, Show pages).
export const DRESS_CODE_IS_A_RECOMMENDATION =
  'Our dress code is a recommendation only: nobody is turned away for what they wear, and you will be just as welcome in your everyday clothes.';
const SAME_FOR_ALL_AGES = 'The ticket price and the menu are the same for every guest, whatever their age.';
const MENU_IS_A_SAMPLE =
  "The menu below is a sample: each hotel's kitchen cooks its own version, so dishes vary by venue. There are vegetarian and vegan choices for every course, and the venue will happily talk through allergies and other dietary needs when you book.";

export const menuTab = (intro: string): InfoTab => ({
  id: 'menu',
  label: 'MENU',
  paragraphs: [intro, MENU_IS_A_SAMPLE, SAME_FOR_ALL_AGES],
});
