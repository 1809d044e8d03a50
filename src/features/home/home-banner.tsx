import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { HOME_BANNER, NARROW_SLIDE_ART } from '../../content/home';
import { showArt, uploadedPicture } from '../../content/pictures';
import { whatsOnFor } from '../../domain/paths';
import type { HomeSlide } from '../../domain/site-content/blocks';
import { AUTOPLAY_DELAY_MS } from '../carousels/carousel-settings';
import { CarouselControls } from '../carousels/carousel-controls';
import { useAutoplayChoice } from '../carousels/use-autoplay-choice';
import { BannerPicture } from '../../ui/banner-picture';
import { useSiteContent } from '../../ui/use-site-content';
import './home-banner.scss';

/**
 * The home banner: full-width slides (the company's Site content block: one per show as built), cross-fading
 * every 7 s. Built without Swiper because it is the page's largest paint: the first picture is in the HTML
 * with high priority, and a slide's picture is only requested when it is next in line (cheap phones, slow
 * data).
 * Slides not on screen are inert, so keyboard and screen-reader users meet only the visible one.
 */
const noSubscription = () => () => {};

export function HomeBanner({ heading }: { heading: string }) {
  const { playing, toggle } = useAutoplayChoice();
  const { slides } = useSiteContent('home-banner', HOME_BANNER);
  const [chosen, setChosen] = useState(0);
  const [held, setHeld] = useState(false);
  const count = slides.length;
  // Newer published slides may arrive after load (a hosted page): fewer of them start again at the first.
  const active = chosen < count ? chosen : 0;
  const go = (step: number) => setChosen((index) => (index + step + count) % count);
  const [loaded, setLoaded] = useState(1);
  // The next slide's picture waits for the browser's own render: in the server's HTML it would be fetched
  // beside the first, before the first paint, for a slide nobody sees for 7 s.
  const rendered = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const wanted = rendered ? Math.min(count, active + 2) : 1;
  if (loaded < wanted) setLoaded(wanted);

  useEffect(() => {
    if (!playing || held) return;
    const timer = window.setTimeout(() => setChosen((index) => (index + 1) % count), AUTOPLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [playing, held, active, count]);

  return (
    <section
      className="home-banner"
      aria-roledescription="carousel"
      aria-label="Show highlights"
      // Rotation waits while the visitor's pointer or keyboard focus is on the banner (WCAG 2.2.2).
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <h1 className="home-banner__heading">{heading}</h1>
      {slides.map((slide, index) => (
        <BannerSlide
          key={index}
          slide={slide}
          position={`${index + 1} of ${count}`}
          active={index === active}
          withPicture={index < loaded}
          first={index === 0}
        />
      ))}
      <div className="home-banner__controls">
        <CarouselControls
          itemName="slide"
          groupName="slideshow"
          playing={playing}
          onToggle={toggle}
          onPrevious={() => go(-1)}
          onNext={() => go(1)}
          tone="dark"
        />
      </div>
    </section>
  );
}

function BannerSlide({
  slide,
  position,
  active,
  withPicture,
  first,
}: {
  slide: HomeSlide;
  position: string;
  active: boolean;
  withPicture: boolean;
  first: boolean;
}) {
  // An uploaded photo shows at the widths stored, full width; else the show's drawn picture.
  const art = showArt(slide.show);
  const photo = slide.picture && uploadedPicture(slide.picture, '100vw');
  const narrow = !photo && NARROW_SLIDE_ART.includes(slide.show);
  return (
    <div
      className={`home-banner__slide${active ? ' is-active' : ''}`}
      role="group"
      aria-roledescription="slide"
      aria-label={position}
      inert={!active}
    >
      {withPicture && (
        <BannerPicture
          banner={photo ?? art.banner}
          narrowBanner={narrow ? art.bannerNarrow : undefined}
          className="home-banner__picture"
          // The drawn picture only decorates the title; a photo says what it shows with its alt text.
          decorative={!photo}
          priority={first}
          // Later slides are requested only when next in line, so they must not wait for the viewport.
          loading="eager"
          decoding={first ? 'sync' : 'async'}
        />
      )}
      <div className="home-banner__content container-xxl">
        <h2 className="home-banner__title">{slide.title}</h2>
        <p className="home-banner__tagline">{slide.tagline}</p>
        <Link className="btn btn-brass btn-lg" to={whatsOnFor(slide.show)}>
          {slide.button}
          <span className="visually-hidden">{`: ${slide.title}`}</span>
        </Link>
      </div>
    </div>
  );
}
