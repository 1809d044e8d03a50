import { useCallback, useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { useAutoplayChoice } from './use-autoplay-choice';

/**
 * Ties a Swiper's autoplay to the visitor's pause/play choice and to reduced motion: Swiper starts its
 * autoplay on init, so this stops it straight away when it should not run. It rotates only while some of it
 * is on screen: one further down the page waits there, its first slide (the soonest date) still showing
 * when the visitor scrolls to it, instead of having moved on out of sight.
 */
export function useSwiperAutoplay() {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // Previous and Next reach Swiper through this, not the state: a tap kept while the carousel's code loaded
  // is made again once it has hydrated (src/ui/early-taps.ts), before the render that puts Swiper in the
  // state.
  const instance = useRef<SwiperInstance | null>(null);
  const onSwiper = useCallback((created: SwiperInstance) => {
    instance.current = created;
    setSwiper(created);
  }, []);
  const { playing, toggle } = useAutoplayChoice();
  const [onScreen, setOnScreen] = useState(true);

  useEffect(() => {
    const element = swiper?.el;
    if (!element || typeof IntersectionObserver !== 'function') return;
    const watch = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? true));
    watch.observe(element);
    return () => watch.disconnect();
  }, [swiper]);

  // It waits while the keyboard is on a slide (WCAG 2.2.2), as Swiper's pauseOnMouseEnter waits for a mouse:
  // moving on, it would take the focused card out of sight, and out of reach (useVisibleSlidesOnly).
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const element = swiper?.el;
    if (!element) return;
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => setFocused(element.contains(event.relatedTarget as Node | null));
    element.addEventListener('focusin', focusIn);
    element.addEventListener('focusout', focusOut);
    return () => {
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('focusout', focusOut);
    };
  }, [swiper]);

  useEffect(() => {
    if (!swiper?.autoplay) return;
    if (playing && onScreen && !focused) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing, onScreen, focused]);

  return {
    swiper,
    onSwiper,
    playing,
    toggle,
    previous: () => instance.current?.slidePrev(),
    next: () => instance.current?.slideNext(),
  };
}
