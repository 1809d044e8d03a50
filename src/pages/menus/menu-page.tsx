import { Link } from 'react-router-dom';
import { SHOW_PATHS } from '../../domain/paths';
import { usePageMeta } from '../../ui/use-page-meta';
import { MENU_NOTES, SHOW_DETAILS } from '../../content/menus';
import { MENUS_PAGE } from '../../content/pages';
import { SHOWS } from '../../content/shows';
import type { ShowKey } from '../../domain/shows';
import { SampleMenu } from '../../features/show-page/sample-menu';
import { useShowDetails } from '../../ui/use-show-details';
import { PageHeader } from '../shared/page-header';

/** One show's sample menu (/Menuone to /menufour), with the way to its dates. */
export function MenuPage({ show }: { show: ShowKey }) {
  const { title, tagline } = SHOWS[show];
  const { menu } = useShowDetails(show, SHOW_DETAILS[show]);
  usePageMeta({
    title: MENUS_PAGE.menuHeading(title),
    description: `${menu.intro} Vegetarian and vegan choices for every course; dishes vary by venue.`,
  });
  return (
    <main id="main">
      <PageHeader title={MENUS_PAGE.menuHeading(title)} lead={tagline} />
      <div className="container py-5">
        <p className="fs-5">{menu.intro}</p>
        <div className="panel mb-4">
          <SampleMenu menu={menu} headingLevel={2} />
        </div>
        <ul className="small text-body-secondary">
          {MENU_NOTES.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
        <Link className="btn btn-primary btn-lg mt-3" to={SHOW_PATHS[show]}>
          {MENUS_PAGE.datesLink(title)}
        </Link>
      </div>
    </main>
  );
}
