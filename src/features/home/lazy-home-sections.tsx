import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { whenNearViewport } from './when-near-viewport';
// The sections' styles travel with the page, not with the sections' code: a page that arrived as HTML shows the
// sections from the start, and they must look right (Swiper's slides side by side would overflow a phone)
// long before a visitor scrolls near enough to fetch their code.
import '../carousels/carousel-styles';
import './home-sections.scss';

/**
 * The home pages' sections below the banner (carousels, contact form), each in its own chunk that loads only
 * when the visitor scrolls near it: Swiper and the form's validation then cost a phone nothing while it paints
 * and hydrates what is on screen. On a page that arrived as HTML, the section's HTML is shown from the start and
 * React hydrates it when its chunk arrives (a Suspense boundary waits for its lazy content). A placeholder of
 * about the right height keeps the page from jumping on pages rendered in the browser.
 */
function deferred(name: string, load: () => Promise<ComponentType>, placeholderClass: string) {
  const selector = `[data-deferred-section="${name}"]`;
  const Section = lazy(async () => {
    await whenNearViewport(selector);
    const Loaded = await load();
    return {
      default: function MarkedReady() {
        // As the page's own mark (app-root.tsx): until the section's code has run, a prerendered section
        // shows but its buttons do nothing (src/ui/early-taps.ts keeps the last tap for this moment).
        // Browser tests wait for `[data-deferred-section][data-ready]`.
        useEffect(() => {
          document.querySelector<HTMLElement>(selector)?.setAttribute('data-ready', '');
        }, []);
        return <Loaded />;
      },
    };
  });
  return function DeferredSection() {
    return (
      <div data-deferred-section={name}>
        <Suspense fallback={<div className={`section-placeholder ${placeholderClass}`} />}>
          <Section />
        </Suspense>
      </div>
    );
  };
}

export const LazyShowsCarousel = deferred(
  'shows',
  async () => (await import('../carousels/shows-carousel')).ShowsCarousel,
  'section-placeholder--shows',
);
export const LazyTestimonialsCarousel = deferred(
  'testimonials',
  async () => (await import('../carousels/testimonials-carousel')).TestimonialsCarousel,
  'section-placeholder--testimonials',
);
export const LazyHomeContact = deferred(
  'contact',
  async () => (await import('./home-contact')).HomeContact,
  'section-placeholder--contact',
);
