import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TESTIMONIALS } from '../../content/testimonials';
import { stubReducedMotion, swiperDouble } from '../../../tests/builders/swiper-double';
import { TestimonialsCarousel } from './testimonials-carousel';
import { DataPortProvider } from '../../data/data-port-context';
import { fakeDataPort } from '../../../tests/builders/fake-data-port';

/** The band as a page has it: under the data port (a hosted page asks it for newer words once loaded). */
const showTestimonials = () =>
  render(
    <DataPortProvider port={fakeDataPort().port}>
      <TestimonialsCarousel />
    </DataPortProvider>,
  );

describe('Testimonials band', () => {
  beforeEach(() => {
    stubReducedMotion(false);
    vi.clearAllMocks();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('rotates six attributed quotes, looped, every 7 s', () => {
    showTestimonials();
    expect(TESTIMONIALS.items).toHaveLength(6);
    for (const testimonial of TESTIMONIALS.items)
      expect(screen.getByText(testimonial.name)).toBeInTheDocument();
    expect(swiperDouble.renders.at(-1)).toMatchObject({ loop: true, autoplay: { delay: 7000 } });
  });

  it('has a visible pause control that stops the rotation', async () => {
    showTestimonials();
    await userEvent.click(screen.getByRole('button', { name: 'Pause the reviews' }));
    expect(swiperDouble.instance.autoplay.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play the reviews' })).toBeInTheDocument();
  });

  it('stays still under reduced motion', () => {
    stubReducedMotion(true);
    showTestimonials();
    expect(swiperDouble.instance.autoplay.start).not.toHaveBeenCalled();
  });
});
