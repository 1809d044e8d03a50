import { usePageMeta } from '../../ui/use-page-meta';
import { HOSTING as HOSTING_SEED } from '../../content/hosting';
import { PAGE_META } from '../../content/pages';
import { useSiteContent } from '../../ui/use-site-content';
import { HostingRequestForm } from '../../features/forms/hosting-request-form';
import { HostingHotels } from '../../features/hosting/hosting-hotels';
import { PageHeader } from '../shared/page-header';

/**
 * /eventContact, "Host a show": how hosting works and what each show needs (its Site content block), the
 * enquiry, then the hotels hosting dates now.
 */
export default function HostEventPage() {
  usePageMeta(PAGE_META.hostEvent);
  const HOSTING = useSiteContent('hosting', HOSTING_SEED);
  return (
    <main id="main">
      <PageHeader title={HOSTING.heading} lead={HOSTING.lead} />
      <div className="container py-5">
        <div className="content-section">
          {HOSTING.sections.map((section, index) => (
            <section key={index}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph, line) => (
                <p key={line}>{paragraph}</p>
              ))}
            </section>
          ))}
          <section aria-labelledby="hosting-enquiry" className="mt-5">
            <h2 id="hosting-enquiry">{HOSTING.formHeading}</h2>
            <HostingRequestForm />
          </section>
          <HostingHotels content={HOSTING} />
        </div>
      </div>
    </main>
  );
}
