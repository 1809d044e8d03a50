/** swiper/modules beside swiper-double.tsx (vitest.config.ts): the modules a carousel names, by name only. */
export const A11y = { name: 'A11y' };
export const Autoplay = { name: 'Autoplay' };
