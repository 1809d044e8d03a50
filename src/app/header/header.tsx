import { Link } from 'react-router-dom';
import { useCompanyDetails } from '../../ui/use-company-details';
import { BOOK_A_TICKET } from '../../content/navigation';
import { LOGO } from '../../content/pictures';
import { PATHS } from '../../domain/paths';
import { DesktopNav } from './desktop-nav';
import { SidePanel } from './side-panel';
import { TopBar } from './top-bar';
import { useHeaderScroll } from './use-header-scroll';
import './header.scss';

/** The site header: top bar, then the sticky main bar with logo, nav and side panel. */
export function Header() {
  const company = useCompanyDetails();
  const { fixed, hidden } = useHeaderScroll();
  const classes = ['site-header', fixed && 'is-fixed', hidden && 'is-hidden'].filter(Boolean).join(' ');

  return (
    <header className={classes} data-testid="site-header">
      <TopBar />
      <div className="main-bar">
        <div className="container-xxl main-bar__inner">
          <Link to={PATHS.home} className="main-bar__logo">
            <img src={LOGO.src} width={LOGO.width} height={LOGO.height} alt={`${company.name}, home`} />
          </Link>
          <DesktopNav />
          <div className="main-bar__actions">
            {/* In the HTML at every width, shown by the stylesheet on wide screens: added by the browser's
                render instead, it moved the navigation beside it after the first paint. */}
            <Link className="btn btn-brass book-a-ticket" to={BOOK_A_TICKET.to}>
              {BOOK_A_TICKET.label}
            </Link>
            <SidePanel />
          </div>
        </div>
      </div>
    </header>
  );
}
