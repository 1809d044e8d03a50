import quoteSvg from 'bootstrap-icons/icons/quote.svg?raw';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { showArt } from '../../content/pictures';
import { TESTIMONIALS } from '../../content/testimonials';
import { useSiteContent } from '../../ui/use-site-content';
import { SvgIcon } from '../../ui/svg-icon';
import { PictureImage } from '../../ui/picture-image';
import { CarouselControls } from './carousel-controls';
import { TESTIMONIALS_CAROUSEL_SETTINGS } from './carousel-settings';
import { useSwiperAutoplay } from './use-swiper-autoplay';
import { useVisibleSlidesOnly } from './use-visible-slides-only';
import './carousels.scss';

const MODULES = [A11y, Autoplay];
const BACKDROP = showArt('TheOverlookHotel').banner;

/** The testimonials band: the guests' quotes rotating (six in the seed), 800 px tall on wide screens. */
export function TestimonialsCarousel() {
  const { swiper, onSwiper, playing, toggle, previous, next } = useSwiperAutoplay();
  useVisibleSlidesOnly(swiper);
  const testimonials = useSiteContent('testimonials', TESTIMONIALS);
  return (
    <section className="testimonials" aria-labelledby="testimonials-heading">
      <PictureImage className="testimonials__backdrop" picture={BACKDROP} decorative />
      <div className="container testimonials__inner">
        <SvgIcon svg={quoteSvg} className="testimonials__mark" />
        <h2 id="testimonials-heading">{testimonials.heading}</h2>
        <Swiper
          {...TESTIMONIALS_CAROUSEL_SETTINGS}
          modules={MODULES}
          onSwiper={onSwiper}
          className="testimonials__slides"
          a11y={{
            containerMessage: 'Guest reviews',
            slideLabelMessage: 'Review {{index}} of {{slidesLength}}',
          }}
        >
          {testimonials.items.map((testimonial, index) => (
            <SwiperSlide key={index}>
              <figure className="testimonial">
                <blockquote className="testimonial__quote">
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption className="testimonial__who">
                  {testimonial.name}
                  <span className="testimonial__show">{testimonial.show}</span>
                </figcaption>
              </figure>
            </SwiperSlide>
          ))}
        </Swiper>
        <CarouselControls
          itemName="review"
          groupName="reviews"
          playing={playing}
          onToggle={toggle}
          onPrevious={previous}
          onNext={next}
          tone="dark"
        />
      </div>
    </section>
  );
}
