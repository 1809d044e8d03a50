import { Link, NavLink } from 'react-router-dom';
import { PATHS } from '../../domain/paths';
import { telHref } from '../../content/company';
import { useCompanyDetails } from '../../ui/use-company-details';
import { BOOK_A_TICKET, SIDE_PANEL_LINKS, SIDE_PANEL_MORE_LINKS } from '../../content/navigation';
import { LOGO } from '../../content/pictures';
import './alternative-homes.scss';

/**
 * The navigation column of /hometwo ("Home 1 Left Header"): the layout shows no header on that route, so
 * the page carries its own way around, on the left at wide widths and on top on phones.
 */
export function HomeLeftRail() {
  const company = useCompanyDetails();
  return (
    <div className="left-rail">
      <Link to={PATHS.home} className="left-rail__logo">
        <img src={LOGO.src} width={LOGO.width} height={LOGO.height} alt={`${company.name}, home`} />
      </Link>
      <nav aria-label="Main" className="left-rail__nav">
        <ul>
          {[...SIDE_PANEL_LINKS, ...SIDE_PANEL_MORE_LINKS.slice(0, 3)].map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Link className="btn btn-brass left-rail__book" to={BOOK_A_TICKET.to}>
        {BOOK_A_TICKET.label}
      </Link>
      <p className="left-rail__contact">
        {company.hours}
        <br />
        <a href={telHref(company.phone)}>{company.phone}</a>
        <br />
        <a href={`mailto:${company.email}`}>{company.email}</a>
      </p>
    </div>
  );
}
