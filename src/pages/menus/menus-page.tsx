import { Link } from 'react-router-dom';
import { SHOW_PATHS } from '../../domain/paths';
import { usePageMeta } from '../../ui/use-page-meta';
import { MENU_NOTES, SHOW_DETAILS } from '../../content/menus';
import { MENUS_PAGE, PAGE_META } from '../../content/pages';
import { SHOW_ORDER, SHOWS } from '../../content/shows';
import { MENU_PATHS } from '../../features/show-page/menu-paths';
import { SampleMenu } from '../../features/show-page/sample-menu';
import type { ShowKey } from '../../domain/shows';
import { useShowDetails } from '../../ui/use-show-details';
import { PageHeader } from '../shared/page-header';

/** /menu: every show's sample menu on one page. */
export default function MenusPage() {
  usePageMeta(PAGE_META.menus);
  return (
    <main id="main">
      <PageHeader title={MENUS_PAGE.heading} lead={MENUS_PAGE.lead} />
      <div className="container py-5">
        <ul className="small text-body-secondary mb-5">
          {MENU_NOTES.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
        {SHOW_ORDER.map((show) => (
          <ShowMenu key={show} show={show} />
        ))}
      </div>
    </main>
  );
}

/** One show's menu on /menu, as published (its Site content block). */
function ShowMenu({ show }: { show: ShowKey }) {
  const { title } = SHOWS[show];
  const { menu } = useShowDetails(show, SHOW_DETAILS[show]);
  return (
    <section className="mb-5" aria-labelledby={`menu-${show}`}>
      <h2 id={`menu-${show}`}>{MENUS_PAGE.menuHeading(title)}</h2>
      <p>{menu.intro}</p>
      <div className="panel mb-3">
        <SampleMenu menu={menu} headingLevel={3} />
      </div>
      <div className="d-flex flex-wrap gap-2">
        <Link className="btn btn-primary" to={SHOW_PATHS[show]}>
          {MENUS_PAGE.datesLink(title)}
        </Link>
        <Link className="btn btn-outline-primary" to={MENU_PATHS[show]}>
          {MENUS_PAGE.ownPage(title)}
        </Link>
      </div>
    </section>
  );
}
