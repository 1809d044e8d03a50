import { Link } from 'react-router-dom';
import { PATHS, SHOW_PATHS } from '../../domain/paths';
import { usePageMeta } from '../../ui/use-page-meta';
import { ABOUT as ABOUT_SEED } from '../../content/about';
import { useSiteContent } from '../../ui/use-site-content';
import { PAGE_META } from '../../content/pages';
import { SHOW_ORDER, SHOWS } from '../../content/shows';
import { PageHeader } from '../shared/page-header';

/** /about and /About: what the company does and how booking works, then the way to the shows. */
export default function AboutPage() {
  usePageMeta(PAGE_META.about);
  const ABOUT = useSiteContent('about', ABOUT_SEED);
  return (
    <main id="main">
      <PageHeader title={ABOUT.heading} lead={ABOUT.lead} />
      <div className="container py-5">
        <div className="content-section">
          {ABOUT.sections.map((section, index) => (
            <section key={index}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph, line) => (
                <p key={line}>{paragraph}</p>
              ))}
            </section>
          ))}
          <p>
            <Link className="btn btn-outline-primary" to={PATHS.hostEvent}>
              {ABOUT.hostLink}
            </Link>
          </p>
          <section aria-labelledby="view-shows">
            <h2 id="view-shows">{ABOUT.showsHeading}</h2>
            <ul className="link-list">
              {SHOW_ORDER.map((show) => (
                <li key={show}>
                  <Link className="btn btn-primary" to={SHOW_PATHS[show]}>
                    {SHOWS[show].title}
                  </Link>
                </li>
              ))}
              <li>
                <Link className="btn btn-outline-primary" to={PATHS.events}>
                  {ABOUT.allShows}
                </Link>
              </li>
            </ul>
          </section>
        </div>
      </div>
    </main>
  );
}
