import { usePageMeta } from '../../ui/use-page-meta';
import { WHATS_ON_COPY } from '../../content/show-dates';
import { WhatsOn } from '../../features/show-dates/whats-on';
import { PageHeader } from '../shared/page-header';

export default function WhatsOnPage() {
  usePageMeta(WHATS_ON_COPY.meta);
  return (
    <main id="main">
      <PageHeader title={WHATS_ON_COPY.heading} lead={WHATS_ON_COPY.lead} />
      <div className="container py-4 py-md-5">
        <WhatsOn />
      </div>
    </main>
  );
}
