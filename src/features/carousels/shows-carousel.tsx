import { Link } from 'react-router-dom';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { HOME_SHOW_CARDS, SHOWS_CAROUSEL_INTRO } from '../../content/home';
import { upcomingOnSameDay } from '../../domain/seasons';
import { CarouselControls } from './carousel-controls';
import { ShowDateCard } from './show-date-card';
import { SHOWS_CAROUSEL_SETTINGS } from './carousel-settings';
import { useSwiperAutoplay } from './use-swiper-autoplay';
import './carousels.scss';

const MODULES = [A11y, Autoplay];

/** The home page's Our shows carousel. Only home pages import this, so only they load Swiper. */
export function ShowsCarousel() {
  const { swiper, onSwiper, playing, toggle } = useSwiperAutoplay();
  // Dates that have passed move to the next season: "coming up" never lists a day gone by.
  const cards = HOME_SHOW_CARDS.map((card) => ({ ...card, date: upcomingOnSameDay(card.date) })).sort(
    (a, b) => a.date.localeCompare(b.date),
  );
  return (
    <section className="shows-carousel" aria-labelledby="shows-carousel-heading">
      <div className="container-xxl">
        <div className="section-heading">
          <div>
            <h2 id="shows-carousel-heading">{SHOWS_CAROUSEL_INTRO.heading}</h2>
            <p className="lead">{SHOWS_CAROUSEL_INTRO.lead}</p>
          </div>
          <CarouselControls
            itemName="show"
            groupName="shows carousel"
            playing={playing}
            onToggle={toggle}
            onPrevious={() => swiper?.slidePrev()}
            onNext={() => swiper?.slideNext()}
          />
        </div>
        <Swiper
          {...SHOWS_CAROUSEL_SETTINGS}
          modules={MODULES}
          onSwiper={onSwiper}
          a11y={{
            containerMessage: 'Upcoming show dates',
            slideLabelMessage: 'Show {{index}} of {{slidesLength}}',
          }}
        >
          {cards.map((card) => (
            <SwiperSlide key={`${card.show}-${card.date}`}>
              <ShowDateCard card={card} />
            </SwiperSlide>
          ))}
        </Swiper>
        <p className="shows-carousel__all">
          <Link className="btn btn-outline-primary" to={SHOWS_CAROUSEL_INTRO.viewAll.to}>
            {SHOWS_CAROUSEL_INTRO.viewAll.label}
          </Link>
        </p>
      </div>
    </section>
  );
}
