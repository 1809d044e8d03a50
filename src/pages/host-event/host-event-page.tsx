import { usePageMeta } from '../../ui/use-page-meta';
import { HOSTING_FORM_COPY } from '../../content/forms';
import { PAGE_META } from '../../content/pages';
import { HostingRequestForm } from '../../features/forms/hosting-request-form';
import { PageHeader } from '../shared/page-header';

export default function HostEventPage() {
  usePageMeta(PAGE_META.hostEvent);
  return (
    <main id="main">
      <PageHeader title={HOSTING_FORM_COPY.heading} lead={HOSTING_FORM_COPY.intro} />
      <div className="container py-5">
        <div className="content-section">
          <HostingRequestForm />
        </div>
      </div>
    </main>
  );
}
