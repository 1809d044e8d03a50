import { Link } from 'react-router-dom';
import { PATHS } from '../../domain/paths';
import { usePageMeta } from '../../ui/use-page-meta';
import { NOT_FOUND_PAGE, PAGE_META } from '../../content/pages';
import { PageHeader } from '../shared/page-header';

/** `note`: what this address was, said before the suggestions (a hotel's link that no longer opens). */
export default function NotFoundPage({ note }: { note?: string }) {
  usePageMeta(PAGE_META.notFound);
  const { links } = NOT_FOUND_PAGE;
  const suggestions = [
    [PATHS.whatsOn, links.whatsOn],
    [PATHS.home, links.home],
    [PATHS.events, links.shows],
    [PATHS.contact, links.contact],
  ] as const;
  return (
    <main id="main">
      <PageHeader title={NOT_FOUND_PAGE.heading} />
      <div className="container py-5">
        {note && <p className="fs-5">{note}</p>}
        <p className="fs-5">{NOT_FOUND_PAGE.body}</p>
        <ul className="link-list">
          {suggestions.map(([to, label], index) => (
            <li key={to}>
              {/* What's on first, as the one primary button: most visitors who land here were after a date. */}
              <Link className={`btn ${index === 0 ? 'btn-primary' : 'btn-outline-primary'}`} to={to}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
