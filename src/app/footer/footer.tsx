import arrowUpSvg from 'bootstrap-icons/icons/arrow-up.svg?raw';
import { Link } from 'react-router-dom';
import { telHref } from '../../content/company';
import { FOOTER } from '../../content/footer';
import { useCompanyDetails } from '../../ui/use-company-details';
import { useSiteContent } from '../../ui/use-site-content';
import { FOOTER_COLUMNS } from '../../content/navigation';
import { SubscribeDisclosure, useKeepInTouchOffered } from '../../features/forms/subscribe-disclosure';
import { LOGO } from '../../content/pictures';
import { SvgIcon } from '../../ui/svg-icon';
import { PATHS } from '../../domain/paths';
import { SocialLinks, useSocialPages } from '../../ui/social-links';
import './footer.scss';

/**
 * The site footer. The original site's newsletter form had no fields: ours asks for an e-mail, an
 * optional show and city and consent, and opens on request (its code loads then, not with every page).
 */
export function Footer() {
  const company = useCompanyDetails();
  const hasSocialPages = useSocialPages().length > 0;
  const words = useSiteContent('footer', FOOTER);
  const keepInTouch = useKeepInTouchOffered();
  return (
    <footer className="site-footer">
      {/* The wide gutter's negative margins need the container's padding to match (Bootstrap's gutters):
          without it the row is 12 px wider than a 992-1399 px window, which then scrolls sideways. */}
      <div className="container-xxl px-lg-4">
        <div className="row g-4 g-lg-5">
          <div className="col-12 col-lg-4">
            <Link to={PATHS.home} className="site-footer__logo">
              <img
                src={LOGO.src}
                width={LOGO.width}
                height={LOGO.height}
                alt={`${company.name}, home`}
                loading="lazy"
              />
            </Link>
            <p className="site-footer__tagline">{words.tagline}</p>
            <address className="site-footer__address">
              {company.address.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </div>
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.heading} className="col-6 col-lg-2" aria-label={column.heading}>
              <h2 className="site-footer__heading">
                <Link to={column.headingTo}>{column.heading}</Link>
              </h2>
              <ul className="site-footer__links">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div className="col-12 col-lg-4">
            <h2 className="site-footer__heading">{words.contactHeading}</h2>
            <ul className="site-footer__contact">
              <li>
                Phone: <a href={telHref(company.phone)}>{company.phone}</a>
              </li>
              <li>
                E-mail: <a href={`mailto:${company.email}`}>{company.email}</a>
              </li>
              <li>Enquiries: {company.hours}</li>
              <li>{company.closed}</li>
            </ul>
            {hasSocialPages && (
              <>
                <h2 className="site-footer__heading">{words.followHeading}</h2>
                <p className="site-footer__follow">{words.followText}</p>
                <SocialLinks />
              </>
            )}
            {keepInTouch && (
              <div className="site-footer__newsletter">
                <h2 className="site-footer__heading">{words.newsletterHeading}</h2>
                <p className="site-footer__follow">{words.newsletterText}</p>
                <SubscribeDisclosure />
              </div>
            )}
          </div>
        </div>
        <div className="site-footer__bottom">
          {/* A page prerendered in December is still served in January: the year may differ on hydration. */}
          <p suppressHydrationWarning>
            © {new Date().getFullYear()} {company.name}. Crafted by {words.craftedBy}. {words.design}.
          </p>
          <button type="button" className="site-footer__to-top" onClick={scrollToTop}>
            <SvgIcon svg={arrowUpSvg} />
            Back to top
          </button>
        </div>
      </div>
    </footer>
  );
}

function scrollToTop() {
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
  // Keyboard users go back to the top too: the skip link is the first stop of the page.
  document.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true });
}
