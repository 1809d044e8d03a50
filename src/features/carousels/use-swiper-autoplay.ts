import { useEffect, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { useAutoplayChoice } from './use-autoplay-choice';

/**
 * Ties a Swiper's autoplay to the visitor's pause/play choice and to reduced motion: Swiper starts its
 * autoplay on init, so this stops it straight away when it should not run.
 */
export function useSwiperAutoplay() {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const { playing, toggle } = useAutoplayChoice();

  useEffect(() => {
    if (!swiper?.autoplay) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing]);

  return { swiper, onSwiper: setSwiper, playing, toggle };
}
