/**
 * swiper/react wherever components render in jsdom (vitest.config.ts, an alias): jsdom cannot lay Swiper out.
 * Each test file imports it afresh (tests/setup/fresh-modules.ts), so each file's carousels get a double of
 * their own; the file reads it here, as `swiperDouble`.
 */
import { createSwiperDouble } from './swiper-double';

/** The Swiper this file's carousels were handed, and the options each render passed. */
export const swiperDouble = createSwiperDouble();
export const { Swiper, SwiperSlide } = swiperDouble.module;
