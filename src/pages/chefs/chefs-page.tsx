import { Link } from 'react-router-dom';
import { PATHS } from '../../domain/paths';
import { usePageMeta } from '../../ui/use-page-meta';
import { CHEFS } from '../../content/chefs';
import { PAGE_META } from '../../content/pages';
import { PageHeader } from '../shared/page-header';

export default function ChefsPage() {
  usePageMeta(PAGE_META.chefs);
  return (
    <main id="main">
      <PageHeader title={CHEFS.heading} lead={CHEFS.lead} />
      <div className="container py-5">
        <div className="content-section">
          {CHEFS.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
          <Link className="btn btn-primary mt-3" to={PATHS.menu}>
            {CHEFS.menusLink}
          </Link>
        </div>
      </div>
    </main>
  );
}
