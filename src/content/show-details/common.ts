import type { BlockId, ShowDetailsContent } from '../../domain/site-content/blocks';
import type { ShowKey } from '../../domain/shows';
import type { UploadedPicture } from '../../domain/site-content/picture';
import type { SampleMenu } from '../menu-labels';
import type { InfoTab } from '../shows';

/**
 * A show's long words as its pages show them. Each show's own words are its Site content block, one module
 * per show as the site was built: a show page loads its own show's (show-page.tsx) and not the other three
 * (docs/product.md, Budgets). The menu pages read the menus through SHOW_DETAILS (menus.ts).
 */
export interface ShowDetails {
  tabs: readonly [InfoTab, InfoTab, InfoTab, InfoTab];
  menu: SampleMenu;
  /** The company's banner photo, shown instead of the show's drawn banner; none as built. */
  banner?: UploadedPicture;
}

/** Each show's Site content block of its own words (src/domain/site-content/blocks.ts). */
export const SHOW_DETAILS_BLOCKS = {
  Titanic: 'show-titanic',
  JFK: 'show-jfk',
  TheOverlookHotel: 'show-overlook',
  Scrooge: 'show-scrooge',
} as const satisfies Record<ShowKey, BlockId>;

// Facts that hold for every show (docs/product.md, Show pages): the pages say them, not each show's block.
export const DRESS_CODE_IS_A_RECOMMENDATION =
  'Our dress code is a recommendation only: nobody is turned away for what they wear, and you will be just as welcome in your everyday clothes.';
const SAME_FOR_ALL_AGES = 'The ticket price and the menu are the same for every guest, whatever their age.';
const MENU_IS_A_SAMPLE =
  "The menu below is a sample: each hotel's kitchen cooks its own version, so dishes vary by venue. There are vegetarian and vegan choices for every course, and the venue will happily talk through allergies and other dietary needs when you book.";

/** A tab's short facts, shown as a list: none when the block has none. */
const points = (list: readonly string[]) => (list.length > 0 ? { points: list } : {});

/** The Information tabs and sample menu of `show`, from its block's words and the facts every show shares. */
export function showDetails(show: ShowKey, words: ShowDetailsContent): ShowDetails {
  return {
    tabs: [
      { id: 'event', label: 'THE EVENT', paragraphs: words.event, ...points(words.eventPoints) },
      {
        id: 'dress-code',
        label: 'DRESS CODE',
        paragraphs: [...words.dressCode, DRESS_CODE_IS_A_RECOMMENDATION],
      },
      { id: 'warnings', label: 'WARNINGS', paragraphs: words.warnings, ...points(words.warningPoints) },
      { id: 'menu', label: 'MENU', paragraphs: [words.menuTab, MENU_IS_A_SAMPLE, SAME_FOR_ALL_AGES] },
    ],
    ...(words.banner ? { banner: words.banner } : {}),
    menu: {
      show,
      intro: words.menuIntro,
      courses: [
        { name: 'Starters', dishes: words.starters },
        { name: 'Mains', dishes: words.mains },
        { name: 'Desserts', dishes: words.desserts },
      ],
    },
  };
}
