import { Link } from 'react-router-dom';
import { PATHS } from '../../domain/paths';
import { usePageMeta } from '../../ui/use-page-meta';
import { BANNER_CALL_TO_ACTION, HOME_THREE } from '../../content/home';
import { showArt } from '../../content/pictures';
import { ExperiencesGrid } from '../../features/home/experiences-grid';
import '../../features/home/alternative-homes.scss';
import { LazyHomeContact, LazyShowsCarousel } from '../../features/home/lazy-home-sections';
import { BannerPicture } from '../../ui/banner-picture';

const ART = showArt(HOME_THREE.show);

/**
 * /homethree, "Home 3 Video Hero". There is no show footage to play, so the hero is the
 * poster art with a slow one-off zoom and light sweep: under five seconds, so no pause control is needed
 * (WCAG 2.2.2), and none at all under reduced motion.
 */
export default function HomeThreePage() {
  usePageMeta(HOME_THREE.meta);
  return (
    <main id="main" className="home-three">
      <section className="poster-hero" aria-labelledby="home-three-heading">
        <BannerPicture
          banner={ART.banner}
          narrowBanner={ART.bannerNarrow}
          className="poster-hero__picture"
          decorative
          priority
        />
        <div className="poster-hero__content container-xxl">
          <h1 id="home-three-heading">{HOME_THREE.heading}</h1>
          <p className="lead">{HOME_THREE.lead}</p>
          <p className="poster-hero__actions">
            <Link className="btn btn-brass btn-lg" to={BANNER_CALL_TO_ACTION.to}>
              {BANNER_CALL_TO_ACTION.label}
            </Link>
            <Link className="btn btn-outline-light btn-lg" to={PATHS.whatsOn}>
              Find a date
            </Link>
          </p>
        </div>
      </section>
      <ExperiencesGrid />
      <LazyShowsCarousel />
      <LazyHomeContact />
    </main>
  );
}
