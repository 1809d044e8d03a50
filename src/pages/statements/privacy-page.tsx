import { PAGE_META } from '../../content/pages';
import { PRIVACY } from '../../content/statements';
import { usePageMeta } from '../../ui/use-page-meta';
import { StatementPage } from './statement-page';

/** /privacy, linked from the footer and beside every form. */
export default function PrivacyPage() {
  usePageMeta(PAGE_META.privacy);
  return <StatementPage statement={PRIVACY} />;
}
