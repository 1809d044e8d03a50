import { Link } from 'react-router-dom';
import { PATHS, SHOW_PATHS, whatsOnFor } from '../../domain/paths';
import { usePageMeta } from '../../ui/use-page-meta';
import { EVENTS_PAGE } from '../../content/events';
import { PAGE_META } from '../../content/pages';
import { showArt } from '../../content/pictures';
import { SHOW_ORDER, SHOWS } from '../../content/shows';
import { PictureImage } from '../../ui/picture-image';
import { PageHeader } from '../shared/page-header';

export default function EventsPage() {
  usePageMeta(PAGE_META.events);
  return (
    <main id="main">
      <PageHeader title={EVENTS_PAGE.heading} lead={EVENTS_PAGE.lead}>
        <p className="mb-0">
          <Link to={PATHS.whatsOn}>{EVENTS_PAGE.allDates}</Link>
        </p>
      </PageHeader>
      <div className="container py-5">
        <ul className="card-grid">
          {SHOW_ORDER.map((show, index) => {
            const { title, tagline, summary } = SHOWS[show];
            const card = showArt(show).card;
            return (
              <li key={show}>
                <article className="show-card">
                  <PictureImage
                    picture={card}
                    decorative
                    // Phones see one card per row: only the first is above the fold.
                    loading={index === 0 ? 'eager' : 'lazy'}
                  />
                  <div className="show-card__body">
                    <h2 className="h4">
                      <Link to={SHOW_PATHS[show]}>{title}</Link>
                    </h2>
                    <p className="fw-bold text-body-secondary">{tagline}</p>
                    <p>{summary}</p>
                    <div className="show-card__actions">
                      <Link
                        className="btn btn-primary"
                        // The original sent these to sample menus; Book leads to the show's dates.
                        to={whatsOnFor(show)}
                        aria-label={`${EVENTS_PAGE.book} ${title}`}
                      >
                        {EVENTS_PAGE.book}
                      </Link>
                      <Link
                        className="btn btn-outline-primary"
                        to={SHOW_PATHS[show]}
                        aria-label={`${EVENTS_PAGE.moreAbout}: ${title}`}
                      >
                        {EVENTS_PAGE.moreAbout}
                      </Link>
                    </div>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </main>
  );
}
