import { ContactMessagesPanel } from './contact-messages-panel';
import { HostingRequestsPanel } from './hosting-requests-panel';

/** Messages: what visitors wrote through /contact beside the venues asking to host a show. */
export function MessagesSection() {
  return (
    <div className="row g-4">
      <div className="col-12 col-xl-6">
        <ContactMessagesPanel />
      </div>
      <div className="col-12 col-xl-6">
        <HostingRequestsPanel />
      </div>
    </div>
  );
}
