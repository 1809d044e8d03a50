import clockSvg from 'bootstrap-icons/icons/clock.svg?raw';
import envelopeSvg from 'bootstrap-icons/icons/envelope.svg?raw';
import telephoneSvg from 'bootstrap-icons/icons/telephone.svg?raw';
import { telHref } from '../../content/company';
import { useCompanyDetails } from '../../ui/use-company-details';
import { SvgIcon } from '../../ui/svg-icon';

/** The thin bar above the main bar: company name, enquiry hours, phone and e-mail. */
export function TopBar() {
  const company = useCompanyDetails();
  return (
    <div className="top-bar">
      <div className="container-xxl top-bar__inner">
        <p className="top-bar__name d-none d-md-block">{company.name}</p>
        <p className="top-bar__hours d-none d-lg-flex">
          <SvgIcon svg={clockSvg} />
          <span>Enquiries {company.hoursShort}</span>
        </p>
        <ul className="top-bar__contacts">
          <li>
            <a href={telHref(company.phone)}>
              <SvgIcon svg={telephoneSvg} />
              <span className="visually-hidden">Call us on </span>
              {company.phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${company.email}`}>
              <SvgIcon svg={envelopeSvg} />
              <span className="visually-hidden">E-mail us at </span>
              {company.email}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
