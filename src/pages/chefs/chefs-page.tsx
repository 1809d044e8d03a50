import { Link } from 'react-router-dom';
import { PATHS } from '../../domain/paths';
import { usePageMeta } from '../../ui/use-page-meta';
import { CHEFS as CHEFS_SEED } from '../../content/chefs';
import { useSiteContent } from '../../ui/use-site-content';
import { PAGE_META } from '../../content/pages';
import { PageHeader } from '../shared/page-header';

export default function ChefsPage() {
  usePageMeta(PAGE_META.chefs);
  const CHEFS = useSiteContent('chefs', CHEFS_SEED);
  return (
    <main id="main">
      <PageHeader title={CHEFS.heading} lead={CHEFS.lead} />
      <div className="container py-5">
        <div className="content-section">
          {CHEFS.sections.map((section, index) => (
            <section key={index}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph, line) => (
                <p key={line}>{paragraph}</p>
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
