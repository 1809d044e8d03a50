import { usePageMeta } from '../../app/use-page-meta';
import { COMPANY, telHref } from '../../content/company';
import { CONTACT_PAGE, PAGE_META } from '../../content/pages';
import { ContactForm } from '../../features/forms/contact-form';
import { PageHeader } from '../shared/page-header';
import { ContactMap } from './contact-map';

export default function ContactPage() {
  usePageMeta(PAGE_META.contact);
  const copy = CONTACT_PAGE;
  return (
    <main id="main">
      <PageHeader title={copy.heading} lead={copy.lead} />
      <div className="container py-5">
        <div className="row g-4 mb-5">
          <section className="col-md-6" aria-labelledby="hours">
            <div className="panel">
              <h2 id="hours">{copy.hoursHeading}</h2>
              <p className="mb-1">{COMPANY.hours.weekdays}</p>
              <p className="mb-0">{COMPANY.hours.weekends}</p>
            </div>
          </section>
          <section className="col-md-6" aria-labelledby="details">
            <div className="panel">
              <h2 id="details">{copy.detailsHeading}</h2>
              <dl className="mb-0">
                <dt>{copy.address}</dt>
                <dd>
                  <address className="mb-0">
                    {COMPANY.address.lines.map((line) => (
                      <span key={line} className="d-block">
                        {line}
                      </span>
                    ))}
                  </address>
                </dd>
                <dt>{copy.email}</dt>
                <dd>
                  <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
                </dd>
                <dt>{copy.phone}</dt>
                <dd>
                  <a href={telHref(COMPANY.phone)}>{COMPANY.phone}</a>
                </dd>
                <dt>{copy.bookingPhone}</dt>
                <dd className="mb-0">
                  <a href={telHref(COMPANY.bookingPhone)}>{COMPANY.bookingPhone}</a>
                </dd>
              </dl>
            </div>
          </section>
        </div>
        <div className="row g-5">
          <section className="col-lg-6" aria-labelledby="message-us">
            <h2 id="message-us">{copy.formHeading}</h2>
            <ContactForm />
          </section>
          <section className="col-lg-6" aria-labelledby="map">
            <h2 id="map">{copy.mapHeading}</h2>
            <ContactMap />
          </section>
        </div>
      </div>
    </main>
  );
}
