import { useEffect } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';

/** Marks the slides out of sight inert, unless the carousel is not laid out (then every slide stays reachable). */
function markSlidesOutOfSight(swiper: SwiperInstance): void {
  if (swiper.destroyed || !swiper.width) return;
  const visible = swiper.params.slideVisibleClass ?? 'swiper-slide-visible';
  for (const slide of swiper.slides) slide.inert = !slide.classList.contains(visible);
}

/**
 * Slides out of sight are inert, as the home banner's are: the keyboard and screen readers meet only the
 * cards on screen, and Tab leaves the carousel after the last of them. The carousel's Previous and Next
 * buttons bring the others. Before, focus on a card made a looped Swiper bring it to the front by moving the
 * cards round, so Tab never reached what follows the carousel (a keyboard trap).
 * Needs `watchSlidesProgress` (Swiper then marks the slides on screen with a class, and leaves a focused one
 * that is on screen where it is).
 */
export function useVisibleSlidesOnly(swiper: SwiperInstance | null): void {
  useEffect(() => {
    if (!swiper) return;
    const update = () => markSlidesOutOfSight(swiper);
    update();
    // Swiper reckons what is on screen with each move, resize and change of its slides, then says 'progress'.
    swiper.on('progress', update);
    return () => {
      if (!swiper.destroyed) swiper.off('progress', update);
    };
  }, [swiper]);
}
