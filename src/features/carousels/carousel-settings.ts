import type { SwiperOptions } from 'swiper/types';

/** Autoplay delay of the home page's carousels (docs/product.md, Numbers that matter). */
export const AUTOPLAY_DELAY_MS = 7000;

/**
 * The Our shows carousel (docs/product.md): 4 cards per view from 1200 px, 3 from 992, 2 from 768, 1 below;
 * looped; autoplay every 7 s. The spec gives the spacing as "45 (30 on smaller)": we use 45 px from 992 px,
 * where three or four cards sit side by side, and 30 px below, where wide gaps would squeeze the cards.
 */
export const SHOWS_CAROUSEL_SETTINGS = {
  loop: true,
  // Which slides are on screen, for useVisibleSlidesOnly.
  watchSlidesProgress: true,
  slidesPerView: 1,
  spaceBetween: 30,
  breakpoints: {
    768: { slidesPerView: 2, spaceBetween: 30 },
    992: { slidesPerView: 3, spaceBetween: 45 },
    1200: { slidesPerView: 4, spaceBetween: 45 },
  },
  autoplay: { delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true },
} satisfies SwiperOptions;

/** The testimonials band: one quote at a time, looped, on the same 7 s rhythm. */
export const TESTIMONIALS_CAROUSEL_SETTINGS = {
  loop: true,
  watchSlidesProgress: true,
  slidesPerView: 1,
  spaceBetween: 30,
  autoHeight: false,
  autoplay: { delay: AUTOPLAY_DELAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true },
} satisfies SwiperOptions;
