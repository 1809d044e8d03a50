import { PAGE_META } from '../../content/pages';
import { ACCESSIBILITY } from '../../content/statements';
import { usePageMeta } from '../../ui/use-page-meta';
import { StatementPage } from './statement-page';

/** /accessibility, linked from the footer and beside every form. */
export default function AccessibilityPage() {
  usePageMeta(PAGE_META.accessibility);
  return <StatementPage statement={ACCESSIBILITY} />;
}
