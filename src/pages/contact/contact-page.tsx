import { usePageMeta } from '../../ui/use-page-meta';
import { useCompanyDetails } from '../../ui/use-company-details';
import { CONTACT_PAGE, PAGE_META } from '../../content/pages';
import { ContactForm } from '../../features/forms/contact-form';
import { PageHeader } from '../shared/page-header';
import { ContactDetails } from './contact-details';
import { ContactMap } from './contact-map';

export default function ContactPage() {
  const company = useCompanyDetails();
  usePageMeta(PAGE_META.contact);
  const copy = CONTACT_PAGE;
  return (
    <main id="main">
      <PageHeader title={copy.heading} lead={copy.lead} />
      <div className="container py-5">
        <div className="row g-4 g-lg-5">
          <div className="col-lg-5 d-flex flex-column gap-4">
            <section className="panel" aria-labelledby="hours">
              <h2 id="hours">{copy.hoursHeading}</h2>
              <p className="mb-1">{company.hours}</p>
              <p className="mb-0">{company.closed}</p>
            </section>
            <section className="panel" aria-labelledby="details">
              <h2 id="details">{copy.detailsHeading}</h2>
              <ContactDetails />
            </section>
            <section aria-labelledby="map">
              <h2 id="map">{copy.mapHeading}</h2>
              <ContactMap />
            </section>
          </div>
          <section className="col-lg-7" aria-labelledby="message-us">
            <h2 id="message-us">{copy.formHeading}</h2>
            <ContactForm />
          </section>
        </div>
      </div>
    </main>
  );
}
