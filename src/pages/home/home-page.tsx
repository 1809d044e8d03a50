import { organizationJsonLd } from '../../ui/organization-json-ld';
import { useCompanyDetails } from '../../ui/use-company-details';
import { useJsonLd, usePageMeta } from '../../ui/use-page-meta';
import { HOME_HEADING, HOME_META } from '../../content/home';
import { ExperiencesGrid } from '../../features/home/experiences-grid';
import { HomeBanner } from '../../features/home/home-banner';
import {
  LazyHomeContact,
  LazyShowsCarousel,
  LazyTestimonialsCarousel,
} from '../../features/home/lazy-home-sections';

/** The landing page (docs/product.md, Home pages). */
export default function HomePage() {
  usePageMeta(HOME_META);
  const company = useCompanyDetails();
  useJsonLd('organization', (siteUrl) => organizationJsonLd(siteUrl, company));
  return (
    <main id="main" className="home-page">
      <HomeBanner heading={HOME_HEADING} />
      <ExperiencesGrid />
      <LazyShowsCarousel />
      <LazyTestimonialsCarousel />
      <LazyHomeContact />
    </main>
  );
}
