import clockSvg from 'bootstrap-icons/icons/clock.svg?raw';
import calendarSvg from 'bootstrap-icons/icons/calendar-x.svg?raw';
import geoSvg from 'bootstrap-icons/icons/geo-alt.svg?raw';
import { telHref } from '../../content/company';
import { useCompanyDetails } from '../../ui/use-company-details';
import { HOME_CONTACT } from '../../content/home';
import { CONTACT_PICTURE } from '../../content/pictures';
import { ContactForm } from '../forms/contact-form';
import { PictureImage } from '../../ui/picture-image';
import { SvgIcon } from '../../ui/svg-icon';
import './home-sections.scss';

/**
 * The home page's contact section: weekday hours, weekends closed, the contact block,
 * the Message us form (its message field labelled "Special Request") and a picture.
 */
export function HomeContact() {
  const company = useCompanyDetails();
  return (
    <section className="home-contact" aria-labelledby="home-contact-heading">
      <div className="container-xxl">
        <div className="section-heading section-heading--centred">
          <h2 id="home-contact-heading">{HOME_CONTACT.sectionHeading}</h2>
        </div>
        <ul className="home-contact__info">
          <li className="info-block">
            <SvgIcon svg={clockSvg} className="info-block__icon" />
            <h3 className="info-block__title">Weekdays</h3>
            <p>{company.hours}</p>
          </li>
          <li className="info-block">
            <SvgIcon svg={calendarSvg} className="info-block__icon" />
            <h3 className="info-block__title">Weekends</h3>
            <p>{company.closed}</p>
          </li>
          <li className="info-block">
            <SvgIcon svg={geoSvg} className="info-block__icon" />
            <h3 className="info-block__title">Contact</h3>
            <address className="mb-0">
              {company.address.join(', ')}
              <br />
              <a href={`mailto:${company.email}`}>{company.email}</a>
              <br />
              <a href={telHref(company.phone)}>{company.phone}</a>
            </address>
          </li>
        </ul>
        <div className="home-contact__main">
          <div className="home-contact__form">
            <h3 className="h2">{HOME_CONTACT.heading}</h3>
            <p>{HOME_CONTACT.lead}</p>
            <ContactForm messageLabel={HOME_CONTACT.messageLabel} />
          </div>
          <PictureImage className="home-contact__picture" picture={CONTACT_PICTURE} />
        </div>
      </div>
    </section>
  );
}
