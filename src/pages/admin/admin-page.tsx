import { Link } from 'react-router-dom';
import { PATHS } from '../../domain/paths';
import { usePageMeta } from '../../ui/use-page-meta';
import { PAGE_META, STAFF_PAGE } from '../../content/pages';
import { PageHeader } from '../shared/page-header';

/**
 * /admin, reached by the hidden 'r' link in the side panel. The spec shows placeholder text here; we say
 * honestly what it is for and point managers to the dashboard, where sign-in happens.
 */
export default function AdminPage() {
  usePageMeta(PAGE_META.admin);
  return (
    <main id="main">
      <PageHeader title={STAFF_PAGE.heading} />
      <div className="container py-5">
        <div className="content-section">
          {STAFF_PAGE.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <div className="d-flex flex-wrap gap-2">
            <Link className="btn btn-primary" to={PATHS.dashboard}>
              {STAFF_PAGE.dashboard}
            </Link>
            <Link className="btn btn-outline-primary" to={PATHS.events}>
              {STAFF_PAGE.shows}
            </Link>
          </div>
        </div>
      </div>
    </main>
  );
}
