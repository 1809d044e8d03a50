import { NEXT_DATES_COPY } from '../../content/next-dates';
import { SocialLinks, useSocialPages } from '../../ui/social-links';
import { NextDates } from '../../features/show-dates/next-dates';
import { usePageMeta } from '../../ui/use-page-meta';
import { PageHeader } from '../shared/page-header';

/** The page the company's social bios link to: the next dates, narrowed by city, and the company's channels. */
export default function NextPage() {
  usePageMeta(NEXT_DATES_COPY.meta);
  // Only the company's own pages: the network's home page helps nobody who came from its bio.
  const hasSocialPages = useSocialPages({ ownOnly: true }).length > 0;
  return (
    <main id="main">
      <PageHeader title={NEXT_DATES_COPY.heading} lead={NEXT_DATES_COPY.lead} />
      <div className="container py-4 py-md-5">
        <NextDates />
        {hasSocialPages && (
          <section aria-labelledby="follow-us" className="mt-4">
            <h2 id="follow-us">{NEXT_DATES_COPY.social}</h2>
            <SocialLinks labelled />
          </section>
        )}
      </div>
    </main>
  );
}
