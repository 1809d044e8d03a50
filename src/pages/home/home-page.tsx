import { usePageMeta } from '../../app/use-page-meta';
import { HOME_HEADING, HOME_META } from '../../content/home';
import { ShowsCarousel } from '../../features/carousels/shows-carousel';
import { TestimonialsCarousel } from '../../features/carousels/testimonials-carousel';
import { ExperiencesGrid } from '../../features/home/experiences-grid';
import { HomeBanner } from '../../features/home/home-banner';
import { HomeContact } from '../../features/home/home-contact';

/** The landing page (spec section 2, "Home sections"). */
export default function HomePage() {
  usePageMeta(HOME_META);
  return (
    <main id="main" className="home-page">
      <HomeBanner heading={HOME_HEADING} />
      <ExperiencesGrid />
      <ShowsCarousel />
      <TestimonialsCarousel />
      <HomeContact />
    </main>
  );
}
