import { Link } from 'react-router-dom';
import { PATHS } from '../../domain/paths';
import { usePageMeta } from '../../ui/use-page-meta';
import { NOT_FOUND_PAGE, PAGE_META } from '../../content/pages';
import { PageHeader } from '../shared/page-header';

export default function NotFoundPage() {
  usePageMeta(PAGE_META.notFound);
  const { links } = NOT_FOUND_PAGE;
  return (
    <main id="main">
      <PageHeader title={NOT_FOUND_PAGE.heading} />
      <div className="container py-5">
        <p className="fs-5">{NOT_FOUND_PAGE.body}</p>
        <ul className="link-list">
          <li>
            <Link className="btn btn-primary" to={PATHS.whatsOn}>
              {links.whatsOn}
            </Link>
          </li>
          <li>
            <Link className="btn btn-outline-primary" to={PATHS.home}>
              {links.home}
            </Link>
          </li>
          <li>
            <Link className="btn btn-outline-primary" to={PATHS.events}>
              {links.shows}
            </Link>
          </li>
          <li>
            <Link className="btn btn-outline-primary" to={PATHS.contact}>
              {links.contact}
            </Link>
          </li>
        </ul>
      </div>
    </main>
  );
}
