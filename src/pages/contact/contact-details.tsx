import { telHref } from '../../content/company';
import { useCompanyDetails } from '../../ui/use-company-details';
import { CONTACT_PAGE } from '../../content/pages';

/** The company's address, e-mail and phone number as a description list, each reachable as a link. */
export function ContactDetails() {
  const company = useCompanyDetails();
  const copy = CONTACT_PAGE;
  return (
    <dl className="mb-0">
      <dt>{copy.address}</dt>
      <dd>
        <address className="mb-0">
          {company.address.map((line) => (
            <span key={line} className="d-block">
              {line}
            </span>
          ))}
        </address>
      </dd>
      <dt>{copy.email}</dt>
      <dd>
        <a href={`mailto:${company.email}`}>{company.email}</a>
      </dd>
      <dt>{copy.phone}</dt>
      <dd className="mb-0">
        <a href={telHref(company.phone)}>{company.phone}</a>
      </dd>
    </dl>
  );
}
