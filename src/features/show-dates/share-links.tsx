import { DATE_PAGE_COPY } from '../../content/show-dates';
import { CopyButton } from '../../ui/copy-button';
import { useBrowserValue } from '../../ui/use-browser-value';
import { shareLinks } from './calendar-links';
import type { EventFacts } from '../../content/event-facts';
import { countedLink } from '../../domain/counted-link';

/**
 * Plain links to share the date: no scripts or trackers of the networks load on our page. Copy link, for
 * anywhere else, comes once the page's script runs (the server's HTML has no button that could not work).
 */
export function ShareLinks({ facts, when, listing }: { facts: EventFacts; when: string; listing: string }) {
  const copy = DATE_PAGE_COPY.share;
  const canCopy = useBrowserValue(() => Boolean(navigator.clipboard), false);
  return (
    <section aria-labelledby="share-date" className="mb-4">
      <h2 id="share-date" className="h5">
        {copy.heading}
      </h2>
      <ul className="date-page__links">
        {shareLinks(facts, when).map((link) => (
          <li key={link.id}>
            <a
              className="btn btn-outline-primary btn-sm"
              href={link.href}
              {...countedLink('share', listing)}
              {...(link.id === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {copy[link.id]}
              {link.id !== 'email' && <span className="visually-hidden"> ({DATE_PAGE_COPY.newTab})</span>}
            </a>
          </li>
        ))}
        {canCopy && (
          <li>
            <CopyButton text={facts.pageUrl} what={copy.copied} label={copy.copy} />
          </li>
        )}
      </ul>
    </section>
  );
}
