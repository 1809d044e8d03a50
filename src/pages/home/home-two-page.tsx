import { Link } from 'react-router-dom';
import { usePageMeta } from '../../ui/use-page-meta';
import { BANNER_CALL_TO_ACTION, HOME_TWO } from '../../content/home';
import { showArt } from '../../content/pictures';
import { ExperiencesGrid } from '../../features/home/experiences-grid';
import { HomeLeftRail } from '../../features/home/home-left-rail';
import {
  LazyHomeContact,
  LazyShowsCarousel,
  LazyTestimonialsCarousel,
} from '../../features/home/lazy-home-sections';
import { PictureImage } from '../../ui/picture-image';

const HERO = showArt('TheOverlookHotel').banner;

/** /hometwo, "Home 1 Left Header": no site header; navigation sits in a left column. */
export default function HomeTwoPage() {
  usePageMeta(HOME_TWO.meta);
  return (
    <div className="home-two">
      <HomeLeftRail />
      <main id="main" className="home-two__main">
        <section className="split-hero" aria-labelledby="home-two-heading">
          <div className="split-hero__text">
            <h1 id="home-two-heading">{HOME_TWO.heading}</h1>
            <p className="lead">{HOME_TWO.lead}</p>
            <Link className="btn btn-brass btn-lg" to={BANNER_CALL_TO_ACTION.to}>
              {BANNER_CALL_TO_ACTION.label}
            </Link>
          </div>
          <PictureImage className="split-hero__picture" picture={HERO} priority />
        </section>
        <ExperiencesGrid />
        <LazyShowsCarousel />
        <LazyTestimonialsCarousel />
        <LazyHomeContact />
      </main>
    </div>
  );
}
