import { PATHS } from '../../domain/paths';
import type { ShowKey } from '../../domain/shows';

/** Each show's sample menu page (Menu list 1 to 4). */
export const MENU_PATHS: Record<ShowKey, string> = {
  Titanic: PATHS.menuOne,
  JFK: PATHS.menuTwo,
  TheOverlookHotel: PATHS.menuThree,
  Scrooge: PATHS.menuFour,
};
