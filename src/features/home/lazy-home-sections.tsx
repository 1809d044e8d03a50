import { lazy, Suspense, type ComponentType } from 'react';

/**
 * The home pages' sections below the banner, each in its own chunk: Swiper and the contact form's
 * validation are then fetched alongside the banner instead of before it, so cheap phones paint the
 * banner sooner. A placeholder of about the right height keeps the page from jumping when they arrive.
 */
function deferred(load: () => Promise<ComponentType>, placeholderClass: string) {
  const Section = lazy(async () => ({ default: await load() }));
  return function DeferredSection() {
    return (
      <Suspense fallback={<div className={`section-placeholder ${placeholderClass}`} />}>
        <Section />
      </Suspense>
    );
  };
}

export const LazyShowsCarousel = deferred(
  async () => (await import('../carousels/shows-carousel')).ShowsCarousel,
  'section-placeholder--shows',
);
export const LazyTestimonialsCarousel = deferred(
  async () => (await import('../carousels/testimonials-carousel')).TestimonialsCarousel,
  'section-placeholder--testimonials',
);
export const LazyHomeContact = deferred(
  async () => (await import('./home-contact')).HomeContact,
  'section-placeholder--contact',
);
