import { useEffect, type ReactNode } from 'react';
import { vi } from 'vitest';

/**
 * swiper/react wherever components render in jsdom (vitest.config.ts, an alias): jsdom cannot lay Swiper out.
 * It records the options a carousel passes and hands the carousel a Swiper whose autoplay and navigation are
 * spies. Each test file imports it afresh (tests/setup/fresh-modules.ts), so each file's carousels get a
 * double of their own; the file reads it as `swiperDouble`.
 */
function createSwiperDouble() {
  const instance = {
    /** The carousel's element, for a test that watches whether it is on screen (null: not watched). */
    el: null as HTMLElement | null,
    autoplay: { start: vi.fn(), stop: vi.fn() },
    slidePrev: vi.fn(),
    slideNext: vi.fn(),
    // Never laid out, as in jsdom: no width, so no slide is counted out of sight.
    width: 0,
    destroyed: false,
    params: {},
    slides: [] as HTMLElement[],
    on: vi.fn(),
    off: vi.fn(),
  };
  const renders: Record<string, unknown>[] = [];

  function Swiper({
    children,
    onSwiper,
    ...options
  }: {
    children: ReactNode;
    onSwiper?: (swiper: unknown) => void;
  }) {
    renders.push(options);
    useEffect(() => onSwiper?.(instance), [onSwiper]);
    return <div data-testid="swiper">{children}</div>;
  }
  function SwiperSlide({ children }: { children: ReactNode }) {
    return <div className="swiper-slide">{children}</div>;
  }
  return { instance, renders, module: { Swiper, SwiperSlide } };
}

export function stubReducedMotion(reduced: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      media: query,
      matches: reduced && query.includes('prefers-reduced-motion: reduce'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

/** The Swiper this file's carousels were handed, and the options each render passed. */
export const swiperDouble = createSwiperDouble();
export const { Swiper, SwiperSlide } = swiperDouble.module;
