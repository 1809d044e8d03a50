import { useEffect, type RefObject } from 'react';

/** Room kept between a focused field and the bar, beyond the bar's own height. */
const GAP_PX = 16;

/**
 * For a bar that stays at the window's foot (position: sticky; bottom: 0): the page keeps the bar's height
 * clear at its foot when it scrolls an element into view (`scroll-padding-bottom`), so a field the keyboard
 * moves to is shown above the bar, not behind it (WCAG 2.4.11). The bar grows with the message it shows,
 * so its height is watched.
 */
export function useScrollClearOf(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    const root = document.documentElement;
    const keepClear = () => {
      root.style.scrollPaddingBottom = `${element.offsetHeight + GAP_PX}px`;
    };
    keepClear();
    const watch = new ResizeObserver(keepClear);
    watch.observe(element);
    return () => {
      watch.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [bar]);
}
