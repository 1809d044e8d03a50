import { Link } from 'react-router-dom';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { useEffect } from 'react';
import { SHOW_DATE_CARD_COPY, SHOWS_CAROUSEL_INTRO } from '../../content/home';
import { SHOW_ORDER } from '../../content/shows';
import { pickHomeDates } from '../../domain/home-dates';
import { usePageData } from '../../ui/page-data';
import { usePortAnswer } from '../show-dates/use-port-answer';
import { CarouselControls } from './carousel-controls';
import { ShowComingCard, ShowDateCard, ShowDateCardPlaceholder } from './show-date-card';
import { SHOWS_CAROUSEL_SETTINGS } from './carousel-settings';
import { useSwiperAutoplay } from './use-swiper-autoplay';
import { useVisibleSlidesOnly } from './use-visible-slides-only';
import './carousels.scss';

const MODULES = [A11y, Autoplay];

// While the dates load, as many blank cards as the widest screen shows at once (every show has a card).
const PLACEHOLDERS = SHOW_ORDER.length;

/**
 * The home page's Our shows carousel: the next real dates (src/domain/home-dates.ts), then a card for each
 * show with none. The embedded server renders the dates into the page (PageData.homeDates); otherwise they
 * come from the data port. Only home pages import this, so only they load Swiper.
 */
export function ShowsCarousel() {
  const { swiper, onSwiper, playing, toggle, previous, next } = useSwiperAutoplay();
  useVisibleSlidesOnly(swiper);
  const pageData = usePageData();
  const initial = pageData.peek('homeDates');
  const answer = usePortAnswer(
    'home-dates',
    async (port) => pickHomeDates(await port.listAllUpcomingVenues()),
    initial && { key: 'home-dates', value: initial },
  );
  useEffect(() => pageData.forget('homeDates'), [pageData]);
  const dates = answer.kind === 'ready' ? answer.value : [];
  const showsWithout = SHOW_ORDER.filter((show) => !dates.some((venue) => venue.show === show));
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
            onPrevious={previous}
            onNext={next}
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
          {answer.kind === 'ready'
            ? [
                ...dates.map((venue) => (
                  <SwiperSlide key={venue.id}>
                    <ShowDateCard venue={venue} />
                  </SwiperSlide>
                )),
                ...showsWithout.map((show) => (
                  <SwiperSlide key={show}>
                    <ShowComingCard show={show} />
                  </SwiperSlide>
                )),
              ]
            : Array.from({ length: PLACEHOLDERS }, (_, index) => (
                <SwiperSlide key={index}>
                  <ShowDateCardPlaceholder />
                </SwiperSlide>
              ))}
        </Swiper>
        {/* Always one line tall, so the page does not move when the dates arrive. */}
        <p role="status" className="shows-carousel__status">
          {answer.kind === 'loading' && SHOW_DATE_CARD_COPY.loading}
          {answer.kind === 'failed' && SHOW_DATE_CARD_COPY.failed}
        </p>
        <p className="shows-carousel__all">
          <Link className="btn btn-outline-primary" to={SHOWS_CAROUSEL_INTRO.viewAll.to}>
            {SHOWS_CAROUSEL_INTRO.viewAll.label}
          </Link>
        </p>
      </div>
    </section>
  );
}
