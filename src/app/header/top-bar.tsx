import clockSvg from 'bootstrap-icons/icons/clock.svg?raw';
import envelopeSvg from 'bootstrap-icons/icons/envelope.svg?raw';
import telephoneSvg from 'bootstrap-icons/icons/telephone.svg?raw';
import { COMPANY, telHref } from '../../content/company';
import { SvgIcon } from '../../ui/svg-icon';

/** The thin bar above the main bar: company name, enquiry hours, phone and e-mail. */
export function TopBar() {
  return (
    <div className="top-bar">
      <div className="container-xxl top-bar__inner">
        <p className="top-bar__name d-none d-md-block">{COMPANY.name}</p>
        <p className="top-bar__hours d-none d-lg-flex">
          <SvgIcon svg={clockSvg} />
          <span>Enquiries {COMPANY.hours.weekdaysShort}</span>
        </p>
        <ul className="top-bar__contacts">
          <li>
            <a href={telHref(COMPANY.phone)}>
              <SvgIcon svg={telephoneSvg} />
              <span className="visually-hidden">Call us on </span>
              {COMPANY.phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${COMPANY.email}`}>
              <SvgIcon svg={envelopeSvg} />
              <span className="visually-hidden">E-mail us at </span>
              {COMPANY.email}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
