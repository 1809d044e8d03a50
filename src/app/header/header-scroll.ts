import {
  HEADER_FIXED_FROM_Y,
  HEADER_HIDE_FROM_Y,
  HEADER_SHOW_AGAIN_FROM_Y,
} from '../../ui/layout-thresholds';

export interface HeaderScrollState {
  /** Past the first few pixels: the sticky bar gets its shadow. */
  fixed: boolean;
  /** Slid out of view. */
  hidden: boolean;
}

/**
 * The original header hid when scrolled beyond 600 px and came back beyond 1000 px. We hide it only while the
 * visitor scrolls down through that band; scrolling up shows it at once, because someone scrolling back up
 * is usually looking for the navigation (docs/product.md, Deliberate differences).
 */
export function headerScrollState(y: number, previousY: number, wasHidden: boolean): HeaderScrollState {
  const fixed = y > HEADER_FIXED_FROM_Y;
  const inBand = y > HEADER_HIDE_FROM_Y && y <= HEADER_SHOW_AGAIN_FROM_Y;
  let hidden: boolean;
  if (!inBand) hidden = false;
  else if (y > previousY) hidden = true;
  else if (y < previousY) hidden = false;
  else hidden = wasHidden;
  return { fixed, hidden };
}
